import { countOf } from '../../../common/count';
import { Link } from 'react-router';
import type { Category } from '../../../common/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { CategoryIcon, formatCompact, useCategories } from '../catalog';
import { SectionHeading } from '../../components/ui/section-heading';

export function HomeCategories() {
  const { data: categories, isPending, isError } = useCategories();
  if (isError) return null;
  return (
    <section aria-labelledby="home-categories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="home-categories-heading"
        title="Browse by Category"
        description="Verified insurance and business data, organised by the markets you sell into."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {isPending
          ? [1, 2, 3, 4].map((n) => (
              <li key={n}>
                <Skeleton className="h-40 rounded-2xl" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function CategoryTile({ category }: { category: Category }) {
  const datasets = countOf(category.datasetCount, 'dataset');
  return (
    <Link
      to={`/marketplace?category=${encodeURIComponent(category.slug)}`}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
    >
      <span
        className="flex h-12 w-12 items-center justify-center rounded-xl text-white"
        style={{ backgroundColor: category.color }}
      >
        <CategoryIcon name={category.icon} className="h-6 w-6" />
      </span>
      <span className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-primary-700">{category.name}</span>
      <span className="mt-1 text-sm text-slate-600">
        {countOf(category.recordCount, 'record', 'records', formatCompact)} · {datasets}
      </span>
    </Link>
  );
}
