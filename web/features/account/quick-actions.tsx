import { Download, Heart, Search, Settings, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/marketplace', label: 'Browse Marketplace', icon: Search },
  { to: '/orders', label: 'View Orders', icon: ShoppingBag },
  { to: '/wishlist', label: 'My Wishlist', icon: Heart },
  { to: '/downloads', label: 'Download Center', icon: Download },
  { to: '/account/settings', label: 'Account Settings', icon: Settings },
];

export function QuickActions() {
  return (
    <nav aria-labelledby="quick-actions-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-2">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:border-primary-300 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <Icon className="h-4 w-4 text-primary-600" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
