import { Download, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import type { DatasetDetail } from '../../../common/catalog';
import { buttonClasses } from '../../components/ui/button';
import { TakeIntoPlanButton } from '../billing';
import { useOwnedDatasets } from '../downloads';
import { WishlistHeart } from '../wishlist';
import { AddToCartButton } from './add-to-cart-button';
import { sampleCsvHref } from './catalog-api';
import { formatNumber } from './format-count';
import { PriceTag } from './price-tag';
import { UseViaApiButton } from './use-via-api';

export function DatasetSidebar({ dataset }: { dataset: DatasetDetail }) {
  const owned = useOwnedDatasets();
  const facts: [string, string][] = [
    ['Size', dataset.sizeDescription],
    ['Records', formatNumber(dataset.recordCount)],
    ['Update frequency', dataset.updateFrequency],
    ['Formats', dataset.dataFormats.join(', ')],
  ];
  return (
    <aside aria-label="Purchase" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <PriceTag priceCents={dataset.priceCents} originalPriceCents={dataset.originalPriceCents} className="[&>span:first-child]:text-3xl" />
        <WishlistHeart datasetId={dataset.id} title={dataset.title} />
      </div>
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <AddToCartButton dataset={dataset} size="lg" className="w-full" />
      <TakeIntoPlanButton datasetId={dataset.id} owned={owned.has(dataset.id)} />
      <a href={sampleCsvHref(dataset.id)} download={`${dataset.slug}-sample.csv`} className={buttonClasses('outline', 'lg', 'w-full')}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Request Sample
      </a>
      {dataset.file && <UseViaApiButton dataset={dataset} />}
      <Link to="/contact" className="inline-flex items-center justify-center gap-2 text-sm font-medium text-primary-700 hover:underline">
        <MessageCircleQuestion className="h-4 w-4" aria-hidden="true" />
        Questions? Contact us
      </Link>
    </aside>
  );
}
