// The admin area's frame: its own navigation beside (or, on small screens, above) the page. Every admin page is
// rendered inside it, in the admin chunk that visitors never download.
import {
  BarChart3, CalendarClock, Database, FileText, Inbox, LayoutDashboard, ListRestart, Receipt, ScrollText, ShoppingBag, Tags, Undo2, Users, UsersRound, type LucideIcon,
} from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { PageSpinner } from '../../components/ui/spinner';

const SECTIONS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/teams', label: 'Teams', icon: UsersRound },
  { to: '/admin/datasets', label: 'Datasets', icon: Database },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { to: '/admin/invoices', label: 'Invoices', icon: Receipt },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: CalendarClock },
  { to: '/admin/lead-returns', label: 'Lead returns', icon: Undo2 },
  { to: '/admin/lead-prices', label: 'Lead prices', icon: Tags },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { to: '/admin/content', label: 'Content', icon: FileText },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/jobs', label: 'Background jobs', icon: ListRestart },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
];

export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-[90rem] flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-10">
      <nav aria-label="Admin" className="-mx-4 shrink-0 overflow-x-auto px-4 lg:mx-0 lg:w-52 lg:overflow-visible lg:px-0">
        <ul className="flex gap-1 lg:sticky lg:top-32 lg:flex-col">
          {SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) => cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/*
        Each page is a chunk: the spinner stands in while it arrives, the navigation stays. A boundary of its own per
        page (the key): otherwise a navigation, a transition, keeps the page being left on screen while the next one
        loads, and that page can still act (a search box committing its debounced text changed the URL back to it).
      */}
      <Suspense key={pathname} fallback={<div className="min-w-0 flex-1"><PageSpinner /></div>}>
        <Outlet />
      </Suspense>
    </div>
  );
}
