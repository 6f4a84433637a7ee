// One dataset: its description, data dictionary, masked sample and reviews, with the purchase sidebar.
import { countOf } from '../../../common/count';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DatasetDetail } from '../../../common/catalog';
import { ApiError } from '../../app/api';
import { DESKTOP, useMediaQuery } from '../../app/use-media-query';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { useDataset } from './catalog-api';
import { DatasetNotFound } from './dataset-not-found';
import { DatasetOverview } from './dataset-overview';
import { AddToCartButton } from './add-to-cart-button';
import { DatasetSidebar } from './dataset-sidebar';
import { PriceTag } from './price-tag';
import { ReviewsPanel } from './reviews-panel';
import { SampleData } from './sample-data';
import { StarRating } from './star-rating';
import { Tabs } from '../../components/ui/tabs';
import { useMetaDescription } from './use-meta-description';
import { LoadError } from '../../components/ui/load-error';

type DatasetTab = 'overview' | 'sample' | 'reviews';

export function DatasetPage() {
  const { slug = '' } = useParams();
  const { data: dataset, isPending, isError, error, refetch } = useDataset(slug);
  if (isPending) return <PageSpinner label="Loading dataset..." />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return <DatasetNotFound />;
    return <LoadError title="The dataset could not be loaded." error={error} onRetry={() => void refetch()} className="mx-auto my-20 max-w-lg" />;
  }
  return <DatasetView dataset={dataset} />;
}

function DatasetView({ dataset }: { dataset: DatasetDetail }) {
  usePageTitle(dataset.title);
  useMetaDescription(dataset.description);
  const [tab, setTab] = useState<DatasetTab>('overview');
  const desktop = useMediaQuery(DESKTOP);
  return (
    // Bottom padding on small screens keeps the fixed purchase bar from covering the end of the page.
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 sm:px-6 sm:pt-10 lg:px-8 lg:pb-10">
      <Breadcrumb title={dataset.title} />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <header>
            <p className="text-sm font-medium text-primary-700">{dataset.category.name}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{dataset.title}</h1>
            <p className="mt-2 text-slate-600">by {dataset.provider.name}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <StarRating rating={dataset.rating} />
              <span className="font-medium text-slate-900">{dataset.rating.toFixed(1)}</span>
              <span>({countOf(dataset.totalReviews, 'review')})</span>
              <span aria-hidden="true">·</span>
              <span>{countOf(dataset.totalDownloads, 'download')}</span>
            </div>
            <p className="mt-4 text-slate-700">{dataset.description}</p>
          </header>
          <div className="mt-8">
            <Tabs
              label="Dataset information"
              current={tab}
              onSelect={setTab}
              tabs={[{ id: 'overview', label: 'Overview' }, { id: 'sample', label: 'Sample Data' }, { id: 'reviews', label: 'Reviews' }]}
            >
              {tab === 'overview' && <DatasetOverview dataset={dataset} />}
              {tab === 'sample' && <SampleData datasetId={dataset.id} />}
              {tab === 'reviews' && <ReviewsPanel datasetId={dataset.id} slug={dataset.slug} />}
            </Tabs>
          </div>
        </div>
        <div className="lg:sticky lg:top-32 lg:self-start">
          <DatasetSidebar dataset={dataset} />
        </div>
      </div>
      {!desktop && <PurchaseBar dataset={dataset} />}
    </div>
  );
}

/** On a phone the sidebar comes after the whole overview: price and Add to Cart stay at the bottom of the screen. */
function PurchaseBar({ dataset }: { dataset: DatasetDetail }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur lg:hidden">
      <PriceTag priceCents={dataset.priceCents} originalPriceCents={dataset.originalPriceCents} />
      <AddToCartButton dataset={dataset} className="shrink-0" />
    </div>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link to="/" className="hover:text-primary-700 hover:underline">Home</Link>
        </li>
        <li aria-hidden="true"><ChevronRight className="h-4 w-4" /></li>
        <li>
          <Link to="/marketplace" className="hover:text-primary-700 hover:underline">Marketplace</Link>
        </li>
        <li aria-hidden="true"><ChevronRight className="h-4 w-4" /></li>
        <li aria-current="page" className="truncate font-medium text-slate-900">{title}</li>
      </ol>
    </nav>
  );
}
