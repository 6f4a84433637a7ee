import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useDatasetPages } from './use-dataset-pages';
import { DatasetCard } from './dataset-card';
import { formatNumber, formatTotal } from './format-count';
import { priceRangeProblem, type MarketplaceFilters } from './marketplace-filters';
import { LoadError } from '../../components/ui/load-error';

interface DatasetResultsProps {
  filters: MarketplaceFilters;
  onClearFilters: () => void;
}

/** The card grid for the current filters, a page at a time. */
export function DatasetResults({ filters, onClearFilters }: DatasetResultsProps) {
  const { data, isPending, isError, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } =
    useDatasetPages(filters);
  const problem = priceRangeProblem(filters);

  if (problem) return <NoDatasets title="Check the price range" text={problem} onClearFilters={onClearFilters} />;
  if (isPending) {
    // Card-sized placeholders: what follows the list stays where the loaded cards will push it, so nothing jumps.
    return (
      <ul aria-busy="true" aria-label="Loading datasets..." className="grid gap-5 md:grid-cols-2">
        {[1, 2, 3, 4].map((n) => <li key={n}><Skeleton className="h-[30rem] rounded-2xl" /></li>)}
      </ul>
    );
  }
  if (isError) {
    return <LoadError title="Datasets could not be loaded." error={error} onRetry={() => void refetch()} />;
  }

  const datasets = data.pages.flatMap((page) => page.items);
  const first = data.pages[0];
  if (!first || datasets.length === 0) {
    return <NoDatasets title="No datasets found" text="Try adjusting your search or filters to find what you're looking for." onClearFilters={onClearFilters} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <ul aria-busy={isPlaceholderData} className={cn('grid gap-5 transition-opacity md:grid-cols-2', isPlaceholderData && 'opacity-60')}>
        {datasets.map((dataset) => (
          <li key={dataset.id} className="flex">
            <DatasetCard dataset={dataset} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {formatNumber(datasets.length)} of {formatTotal(first)} datasets
        </p>
        {hasNextPage && (
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner label="Loading..." /> : 'Load More Datasets'}
          </Button>
        )}
      </div>
    </div>
  );
}

function NoDatasets({ title, text, onClearFilters }: { title: string; text: string; onClearFilters: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <Button variant="outline" className="mt-6" onClick={onClearFilters}>
        Clear all filters
      </Button>
    </div>
  );
}
