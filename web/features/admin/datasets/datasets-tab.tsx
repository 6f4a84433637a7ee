// All Datasets: searched (title, description), filtered by category and status, sorted and paged on the server; each
// row links to the public page and can be edited, activated or deactivated, and deleted.
import { matchFilters } from '../../../../common/count';
import { Star } from 'lucide-react';
import { z } from 'zod';
import { AdminDatasetsQuery, DATASET_STATUS_FILTERS, type AdminDataset } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { formatNumber } from '../../catalog';
import { ActiveBadge } from '../ui/badges';
import { FormField } from '../../../components/ui/form-field';
import { SortSelect } from '../../../components/ui/sort-select';
import { ListState, SortHeader, Table, td, th, totalLabel } from '../../../components/ui/table';
import { useListParams } from '../ui/use-list-params';
import { DatasetActions } from './dataset-actions';
import { useCategories, useDatasetList } from './datasets-api';

// The server's list query plus the page's ?tab=, so that changing a filter keeps the tab.
const ListQuery = AdminDatasetsQuery.extend({ tab: z.string().optional() });

const STATUS_LABELS: Record<(typeof DATASET_STATUS_FILTERS)[number], string> = { all: 'All', active: 'Active', inactive: 'Inactive' };

// Every sort and order for the select above the table (the headers do not sort by revenue or date).
const SORTS = [
  { value: 'updated:desc', label: 'Recently updated' },
  { value: 'updated:asc', label: 'Least recently updated' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'price:desc', label: 'Price, high to low' },
  { value: 'price:asc', label: 'Price, low to high' },
  { value: 'downloads:desc', label: 'Most downloads' },
  { value: 'downloads:asc', label: 'Fewest downloads' },
  { value: 'rating:desc', label: 'Highest rated' },
  { value: 'rating:asc', label: 'Lowest rated' },
  { value: 'revenue:desc', label: 'Most revenue' },
  { value: 'revenue:asc', label: 'Least revenue' },
] as const;

export function DatasetsTab({ onEdit }: { onEdit: (dataset: AdminDataset) => void }) {
  const { query, update, queryFor } = useListParams(ListQuery);
  const datasets = useDatasetList(queryFor({ ...query, tab: undefined }));
  const categories = useCategories();
  const filtered = Boolean(query.search || query.category || query.status !== 'all');
  const clear = () => update({ search: undefined, category: undefined, status: 'all' });
  const pages = datasets.data ? Math.max(1, Math.ceil(datasets.data.total / datasets.data.pageSize)) : 1;
  const sortProps = { sort: query.sort, order: query.order, onSort: (sort: typeof query.sort, order: typeof query.order) => update({ sort, order }) };

  return (
    <>
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <div className="self-end sm:col-span-3 lg:col-span-1">
          <SearchInput id="datasets-search" label="Search datasets" placeholder="Title or description" value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        </div>
        <FormField size="sm" id="datasets-category" label="Category">
          <Select id="datasets-category" value={query.category ?? ''} onChange={(e) => update({ category: e.target.value || undefined })}>
            <option value="">All categories</option>
            {categories.data?.map((c) => <option key={c.id} value={c.slug}>{c.name}</option>)}
          </Select>
        </FormField>
        <FormField size="sm" id="datasets-status" label="Status">
          <Select id="datasets-status" value={query.status} onChange={(e) => update({ status: e.target.value as typeof query.status })}>
            {DATASET_STATUS_FILTERS.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
          </Select>
        </FormField>
        <SortSelect id="datasets-sort" options={SORTS} {...sortProps} />
      </div>

      {datasets.data && (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {totalLabel(datasets.data.total, datasets.data.totalIsCapped, 'dataset')}{filtered ? matchFilters(datasets.data.total) : ''}
        </p>
      )}
      <ListState query={datasets} what="datasets" empty={datasets.data?.items.length === 0} emptyText="No datasets found matching your criteria" onClear={filtered ? clear : undefined}>
        <Table
          caption="Datasets"
          dimmed={datasets.isPlaceholderData}
          head={(
            <>
              <SortHeader label="Dataset" column="title" {...sortProps} />
              <th scope="col" className={th}>Category</th>
              <SortHeader label="Price" column="price" {...sortProps} />
              <SortHeader label="Downloads" column="downloads" {...sortProps} />
              <SortHeader label="Rating" column="rating" {...sortProps} />
              <th scope="col" className={th}>Status</th>
              <th scope="col" className={th}>Actions</th>
            </>
          )}
        >
          {datasets.data?.items.map((dataset) => (
            <tr key={dataset.id}>
              <td className={`${td} max-w-80`}>
                <a
                  href={`/dataset/${dataset.slug}`} target="_blank" rel="noopener"
                  className="block truncate font-medium text-slate-900 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
                >
                  {dataset.title}<span className="sr-only"> (public page, opens in a new tab)</span>
                </a>
                <span className="block truncate text-slate-500">{dataset.slug}{dataset.featured ? ' · Featured' : ''}</span>
              </td>
              <td className={`${td} whitespace-nowrap text-slate-700`}>{dataset.category.name}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{formatCents(dataset.priceCents)}</td>
              <td className={`${td} tabular-nums`}>{formatNumber(dataset.totalDownloads)}</td>
              <td className={`${td} whitespace-nowrap`}>
                <Star className="mr-1 inline h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="tabular-nums">{dataset.rating.toFixed(1)}</span>
                <span className="text-slate-500"> ({formatNumber(dataset.totalReviews)}<span className="sr-only"> reviews</span>)</span>
              </td>
              <td className={td}><ActiveBadge active={dataset.active} /></td>
              <td className={td}><DatasetActions dataset={dataset} onEdit={() => onEdit(dataset)} /></td>
            </tr>
          ))}
        </Table>
        <Pager page={query.page} pages={pages} label="Dataset pages" onPage={(page) => update({ page })} />
      </ListState>
    </>
  );
}
