// /lead-types: the six insurance lead types. Each card's copy is editable content; its figures and datasets come
// from the catalog, filtered by the page's search, category, price and sort (all kept in the URL).
import { countOf } from '../../../common/count';
import { Download, Flame } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Category } from '../../../common/catalog';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import {
  CategoryIcon,
  formatCompact,
  formatNumber,
  formatTotal,
  hasActiveFilters,
  MarketplaceSearch,
  PriceRangeInputs,
  readFilters,
  sampleCsvHref,
  SortSelect,
  useCategories,
  useDatasetPage,
  writeFilters,
  type MarketplaceFilters,
} from '../catalog';
import { formatCents } from '../../../common/money';
import { addPageContentDefaults, contentLines, useContent } from '../content';
import { CategorySelect } from './category-select';
import { MarketingHero } from './marketing-hero';
import { CONTACT_LEADS } from './marketing-links';

addPageContentDefaults();

/** The lead categories of the catalog, in the order SPEC.md lists the lead types. */
export const LEAD_TYPE_SLUGS = ['health-insurance', 'life-insurance', 'medicare', 'auto-insurance', 'home-insurance', 'business-insurance'] as const;
const DATASETS_PER_TYPE = 3;

const contentKey = (slug: string) => `leadtypes_${slug.replaceAll('-', '_')}`;

export function LeadTypesPage() {
  const { t } = useContent();
  const title = t('leadtypes_title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (patch: Partial<MarketplaceFilters>) => setParams(writeFilters({ ...filters, ...patch }));
  const clear = () => setParams(writeFilters({ ...readFilters(new URLSearchParams()), sort: filters.sort }));
  const { data: categories, isPending } = useCategories();
  const slugs = LEAD_TYPE_SLUGS.filter((slug) => !filters.category || slug === filters.category);
  const popular = contentLines(t('leadtypes_popular'));

  return (
    <>
      <MarketingHero title={title} description={t('leadtypes_description')}>
        <Link to={CONTACT_LEADS} className={buttonClasses('inverse', 'lg')}>
          {t('leadtypes_cta_custom')}
        </Link>
        <Link to={CONTACT_LEADS} className={buttonClasses('outline-inverse', 'lg')}>
          {t('leadtypes_cta_specialist')}
        </Link>
      </MarketingHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <section aria-label="Filters" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <MarketplaceSearch search={filters.search} onSearch={(search) => update({ search })} />
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
            <CategorySelect value={filters.category} onChange={(category) => update({ category })} only={LEAD_TYPE_SLUGS} allLabel="All Lead Types" />
            <PriceRangeInputs priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={update} />
            <div className="sm:ml-auto">
              <SortSelect sort={filters.sort} onSort={(sort) => update({ sort })} />
            </div>
            {hasActiveFilters(filters) && (
              <Button variant="ghost" size="sm" onClick={clear}>
                Clear all filters
              </Button>
            )}
          </div>
        </section>

        <ul className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {slugs.map((slug) => {
            const category = categories?.find((c) => c.slug === slug);
            if (!category && !isPending) return null;
            return (
              <li key={slug} className="flex min-w-0">
                {category ? (
                  <LeadTypeCard category={category} filters={filters} popular={popular.includes(slug)} />
                ) : (
                  <Skeleton className="h-96 w-full rounded-2xl" />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

interface LeadTypeCardProps {
  category: Category;
  filters: MarketplaceFilters;
  popular: boolean;
}

function LeadTypeCard({ category, filters, popular }: LeadTypeCardProps) {
  const { t } = useContent();
  const key = contentKey(category.slug);
  const name = t(`${key}_title`) || category.name;
  const headingId = `lead-type-${category.slug}`;
  const scoped = { ...filters, category: category.slug };
  const { data, isPending } = useDatasetPage(scoped, 1, DATASETS_PER_TYPE);
  const marketplaceHref = `/marketplace?${writeFilters(scoped)}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-white" style={{ backgroundColor: category.color }}>
          <CategoryIcon name={category.icon} className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              {name}
            </h2>
            {popular && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                <Flame className="h-3 w-3" aria-hidden="true" />
                Popular
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">{t(`${key}_description`) || category.description}</p>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
        <Fact label="Typical price" value={t(`${key}_price`) || '—'} />
        <Fact label="Datasets" value={formatNumber(category.datasetCount)} />
        <Fact label="Records" value={formatCompact(category.recordCount)} />
      </dl>

      {contentLines(t(`${key}_features`)).length > 0 && (
        <ul aria-label="Fields included" className="mt-4 flex flex-wrap gap-1.5">
          {contentLines(t(`${key}_features`)).map((feature) => (
            <li key={feature} className="rounded-md bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-700">
              {feature}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Datasets</h3>
      {isPending ? (
        <Skeleton className="mt-2 h-24 rounded-xl" />
      ) : !data || data.items.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">No {name.toLowerCase()} datasets match your filters.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {data.items.map((dataset) => (
            <li key={dataset.id} className="flex items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <Link to={`/dataset/${dataset.slug}`} className="block truncate text-sm font-medium text-primary-700 hover:underline">
                  {dataset.title}
                </Link>
                <p className="text-xs text-slate-600">
                  {formatCents(dataset.priceCents)} · {countOf(dataset.recordCount, 'record', 'records', formatCompact)}
                </p>
              </div>
              <a
                href={sampleCsvHref(dataset.id)}
                download
                className={buttonClasses('ghost', 'sm', 'shrink-0')}
                aria-label={`Download a sample of ${dataset.title}`}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Sample
              </a>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-5">
        {data && data.total > 0 && (
          <Link to={marketplaceHref} className={buttonClasses('outline', 'md', 'w-full')}>
            View all {formatTotal(data)} {name}
          </Link>
        )}
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
