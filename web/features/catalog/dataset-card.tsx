import { countOf } from '../../../common/count';
import { Download, HardDrive, RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { DatasetCard as Dataset } from '../../../common/catalog';
import { buttonClasses } from '../../components/ui/button';
import { WishlistHeart } from '../wishlist';
import { AddToCartButton } from './add-to-cart-button';
import { formatNumber } from './format-count';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';

const VISIBLE_TAGS = 3;

export function DatasetCard({ dataset }: { dataset: Dataset }) {
  const href = `/dataset/${dataset.slug}`;
  const hiddenTags = dataset.tags.length - VISIBLE_TAGS;
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {dataset.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              <Sparkles className="h-3 w-3" aria-hidden="true" />
              Featured
            </span>
          )}
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-700">
            {dataset.category.name}
          </span>
        </div>
        <WishlistHeart datasetId={dataset.id} title={dataset.title} className="-mt-1 -mr-1 shrink-0" />
      </div>

      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={href} className="hover:text-primary-700 focus-visible:underline focus-visible:outline-none">
          {dataset.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-500">by {dataset.provider.name}</p>
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{dataset.description}</p>

      {dataset.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {dataset.tags.slice(0, VISIBLE_TAGS).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
          {hiddenTags > 0 && <li className="px-1 py-0.5 text-xs text-slate-500">+{hiddenTags} more</li>}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <StarRating rating={dataset.rating} />
        <span className="font-medium text-slate-900">{dataset.rating.toFixed(1)}</span>
        <span>({countOf(dataset.totalReviews, 'review')})</span>
      </div>

      <dl className="mt-3 mb-4 grid grid-cols-3 gap-2 text-xs text-slate-600">
        <CardFact icon={Download} label="Downloads" value={formatNumber(dataset.totalDownloads)} />
        <CardFact icon={HardDrive} label="Size" value={dataset.sizeDescription} />
        <CardFact icon={RefreshCw} label="Updated" value={dataset.updateFrequency} />
      </dl>

      <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-4">
        <PriceTag priceCents={dataset.priceCents} originalPriceCents={dataset.originalPriceCents} />
        <div className="grid grid-cols-2 gap-2">
          <Link to={href} className={buttonClasses('outline')} aria-label={`View details of ${dataset.title}`}>
            View Details
          </Link>
          <AddToCartButton dataset={dataset} />
        </div>
      </div>
    </article>
  );
}

interface CardFactProps {
  icon: typeof Download;
  label: string;
  value: string;
}

function CardFact({ icon: Icon, label, value }: CardFactProps) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-[11px] text-slate-500">
        <Icon className="h-3 w-3 shrink-0 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="truncate font-medium text-slate-700">{value}</dd>
    </div>
  );
}
