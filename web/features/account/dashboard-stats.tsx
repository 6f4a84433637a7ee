// The dashboard's four tiles about the user's own account.
import { DollarSign, Heart, PackageCheck, ShoppingBag } from 'lucide-react';
import type { AccountSummary } from '../../../common/orders';
import { formatCents } from '../../../common/money';
import { StatTile } from '../../components/ui/stat-tile';

const whole = new Intl.NumberFormat('en-US');

/** `failed`: the summary could not be loaded, so the tiles show a dash instead of loading forever. */
export function DashboardStats({ stats, failed = false }: { stats: AccountSummary['stats'] | undefined; failed?: boolean }) {
  const show = (format: (s: AccountSummary['stats']) => string) => (stats ? format(stats) : failed ? '—' : undefined);
  return (
    <section aria-label="Account statistics">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile icon={ShoppingBag} label="Dataset Orders" value={show((s) => whole.format(s.totalOrders))} tone="bg-primary-50 text-primary-600" />
        <StatTile icon={DollarSign} label="Total Spent" value={show((s) => formatCents(s.totalSpentCents))} tone="bg-green-50 text-green-600" />
        <StatTile icon={PackageCheck} label="Datasets Owned" value={show((s) => whole.format(s.datasetsOwned))} tone="bg-violet-50 text-violet-600" />
        <StatTile icon={Heart} label="Wishlist Items" value={show((s) => whole.format(s.wishlistItems))} tone="bg-rose-50 text-rose-600" />
      </dl>
    </section>
  );
}
