import { BadgePercent } from 'lucide-react';

/** SPEC.md's featured promotion; shown only on the unfiltered catalog. */
export function PromoBanner() {
  return (
    <aside
      aria-label="Promotion"
      className="flex flex-col gap-3 rounded-2xl bg-linear-to-r from-primary-600 to-blue-600 p-5 text-white shadow-sm sm:flex-row sm:items-center"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
        <BadgePercent className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-lg font-semibold">Save 17% on featured datasets</p>
        <p className="text-sm text-primary-100">
          Limited-time pricing on our most popular verified lead lists. Discounts are already applied at checkout.
        </p>
      </div>
    </aside>
  );
}
