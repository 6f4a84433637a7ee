import { countOf } from '../../../common/count';
import { BadgeCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Provider } from '../../../common/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCompact, useFeaturedProviders } from '../catalog';
import { SectionHeading } from '../../components/ui/section-heading';

const FEATURED_PROVIDERS = 6;
const SHOWN_SPECIALTIES = 3;

export function HomeProviders() {
  const { data, isPending, isError } = useFeaturedProviders();
  if (isError || data?.length === 0) return null;
  const providers = [...(data ?? [])].sort((a, b) => b.rating - a.rating).slice(0, FEATURED_PROVIDERS);
  return (
    <section aria-labelledby="home-providers-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-providers-heading"
          title="Featured Data Providers"
          description="Verified partners with a track record of accurate, compliant data."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? [1, 2, 3].map((n) => (
                <li key={n}>
                  <Skeleton className="h-44 rounded-2xl" />
                </li>
              ))
            : providers.map((provider) => (
                <li key={provider.id}>
                  <ProviderTile provider={provider} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function ProviderTile({ provider }: { provider: Provider }) {
  return (
    <Link
      to={`/marketplace?provider=${encodeURIComponent(provider.slug)}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
    >
      <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {provider.name}
        {provider.verified && <BadgeCheck className="h-5 w-5 text-primary-600" aria-label="Verified" />}
      </span>
      <span className="mt-2 flex items-center gap-4 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span className="font-medium text-slate-900">{provider.rating.toFixed(1)}</span>
          <span className="sr-only">out of 5</span>
        </span>
        <span>{countOf(provider.leadsAvailable, 'lead', 'leads', formatCompact)} available</span>
      </span>
      {provider.specialties.length > 0 && (
        <span className="mt-4 flex flex-wrap gap-1.5">
          {provider.specialties.slice(0, SHOWN_SPECIALTIES).map((specialty) => (
            <span key={specialty} className="rounded-md bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-700">
              {specialty}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}
