import type { Category, DatasetFacets } from '../../../common/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../components/ui/cn';
import { useCategories } from './catalog-api';
import { CategoryIcon } from './category-icon';
import { formatFacetCount } from './format-count';

interface CategoryListProps {
  selected: string;
  onSelect: (slug: string) => void;
  /** Counts for the current search and filters; without them, each category's datasets in all. */
  facets?: DatasetFacets;
}

/** 'All Categories' and each category with its dataset count; the current one is aria-pressed. */
export function CategoryList({ selected, onSelect, facets }: CategoryListProps) {
  const { data: categories, isPending, isError } = useCategories();
  const countOf = (category: Category) => (facets ? facets.categories.find((c) => c.slug === category.slug)?.count ?? 0 : category.datasetCount);
  const total = categories?.reduce((sum, category) => sum + countOf(category), 0);
  const exact = facets?.exact ?? true;
  return (
    <nav aria-labelledby="category-list-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="category-list-heading" className="mb-3 text-base font-semibold text-slate-900">
        Categories
      </h2>
      {isError && <p className="text-sm text-slate-500">Categories could not be loaded.</p>}
      <ul className="flex flex-col gap-1">
        <li>
          <CategoryButton name="All Categories" icon="Database" count={total} exact={exact} pressed={selected === ''} onSelect={() => onSelect('')} />
        </li>
        {isPending &&
          [1, 2, 3, 4].map((n) => (
            <li key={n}>
              <Skeleton className="h-9 w-full rounded-lg" />
            </li>
          ))}
        {categories?.map((category: Category) => (
          <li key={category.id}>
            <CategoryButton
              name={category.name}
              icon={category.icon}
              count={countOf(category)}
              exact={exact}
              pressed={selected === category.slug}
              onSelect={() => onSelect(category.slug)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface CategoryButtonProps {
  name: string;
  icon: string;
  count: number | undefined;
  exact: boolean;
  pressed: boolean;
  onSelect: () => void;
}

function CategoryButton({ name, icon, count, exact, pressed, onSelect }: CategoryButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onSelect}
      className={cn(
        'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        pressed ? 'bg-primary-50 font-semibold text-primary-700' : 'text-slate-700 hover:bg-slate-50',
      )}
    >
      <CategoryIcon name={icon} className="h-4 w-4 shrink-0" />
      <span className="flex-1">{name}</span>
      {count !== undefined && (
        <span className={cn('rounded-full px-2 text-xs', pressed ? 'bg-primary-100' : 'bg-slate-100 text-slate-600')}>
          {formatFacetCount(count, exact)}
        </span>
      )}
    </button>
  );
}
