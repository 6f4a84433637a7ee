// The dashboard's five newest orders, each linking to its detail page.
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../../common/orders';
import { formatCents } from '../../../common/money';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const SKELETON_ROWS = 5;

interface RecentOrdersProps {
  orders: Order[] | undefined;
  /** The summary could not be loaded: say so rather than claim there are no orders. */
  failed?: boolean;
}

export function RecentOrders({ orders, failed = false }: RecentOrdersProps) {
  return (
    <section aria-labelledby="recent-orders-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="recent-orders-title" className="text-lg font-semibold text-slate-900">
          Recent Orders
        </h2>
        <Link to="/orders" aria-label="View all orders" className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:text-primary-800">
          View all
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>

      {failed && orders === undefined ? (
        <p className="px-6 py-12 text-center text-sm text-slate-600">Recent orders are unavailable right now.</p>
      ) : orders === undefined ? (
        <ul aria-busy="true" aria-label="Loading recent orders" className="divide-y divide-slate-100">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className="px-5 py-4 sm:px-6">
              <Skeleton className="h-10 rounded-lg" />
            </li>
          ))}
        </ul>
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <ShoppingBag className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <p className="font-medium text-slate-900">No orders yet</p>
          <p className="text-sm text-slate-600">Your purchases will show up here.</p>
          <Link to="/marketplace" className={buttonClasses('primary', 'sm')}>
            Browse Marketplace
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <div className="min-w-0">
                <Link to={`/orders/${order.id}`} className="font-medium break-all text-slate-900 hover:text-primary-700">
                  {order.orderNumber}
                </Link>
                <p className="text-sm text-slate-500">
                  <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
                </p>
              </div>
              <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                <span className="font-semibold text-slate-900">{formatCents(order.totalCents)}</span>
                <DashboardStatus status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC.md section 4: the dashboard shows completed green and anything else yellow. */
function DashboardStatus({ status }: { status: Order['status'] }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-800',
      )}
    >
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
