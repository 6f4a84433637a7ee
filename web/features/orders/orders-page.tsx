// /orders: the signed-in user's dataset purchases (first) and balance top-ups, each newest first, with their lines.
import { ArrowLeft, Package, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { Order, OrderType } from '../../../common/orders';
import { formatCents } from '../../../common/money';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, useTab, type TabDef } from '../../components/ui/tabs';
import { InvoiceLink } from './invoice-link';
import { formatOrderDate, OrderStatusBadge, PaymentStatusText } from './order-status';
import { useOrders } from './orders-api';
import { LoadError } from '../../components/ui/load-error';

const SKELETON_COUNT = 5;
const TYPES: readonly TabDef<OrderType>[] = [
  { id: 'purchase', label: 'Purchases' }, { id: 'recharge', label: 'Balance top-ups' }, { id: 'subscription', label: 'Plan payments' },
];

export function OrdersPage() {
  usePageTitle('My Orders');
  const [type, setType] = useTab(TYPES);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useOrders(type);
  // The server answers newest first, page after page.
  const orders = data?.pages.flatMap((page) => page.items) ?? [];
  const counts = data?.pages[0]?.counts;
  const tabs = TYPES.map((t) => ({ ...t, label: counts ? `${t.label} (${counts[t.id]})` : t.label }));
  const list = (
    <>
      {isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => <Skeleton key={i} className="h-32 rounded-xl" />)}
        </div>
      ) : isError ? (
        <LoadError title="Your orders could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <NoOrders type={type} />
      ) : (
        <>
          <ul className="space-y-4">
            {orders.map((order) => <OrderCard key={order.id} order={order} />)}
          </ul>
          {hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:text-primary-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">My Orders</h1>
      <p className="mt-2 text-slate-600">Your dataset purchases and balance top-ups.</p>
      <div className="mt-8">
        {/* Someone who never topped up a balance has one kind of order: no filter to choose from. */}
        {type === 'recharge' || (counts?.recharge ?? 0) > 0 ? (
          <Tabs label="Order type" tabs={tabs} current={type} onSelect={setType}>{list}</Tabs>
        ) : list}
      </div>
    </div>
  );
}

function NoOrders({ type }: { type: OrderType }) {
  const recharge = type === 'recharge';
  const Icon = recharge ? Wallet : Package;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <Icon className="h-12 w-12 text-slate-300" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-900">{recharge ? 'No balance top-ups yet' : 'No orders yet'}</p>
      <p className="text-slate-600">{recharge ? 'Money you add to your lead balance shows up here.' : 'Datasets you buy will show up here.'}</p>
      {recharge
        ? <Link to="/account/billing" className={buttonClasses('primary')}>Go to Billing</Link>
        : <Link to="/marketplace" className={buttonClasses('primary')}>Browse Marketplace</Link>}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={`/orders/${order.id}`} className="font-mono text-sm font-semibold text-primary-700 hover:text-primary-800">
            {order.orderNumber}
          </Link>
          <p className="mt-1 text-sm text-slate-500">{formatOrderDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-lg font-bold text-slate-900">{formatCents(order.totalCents)}</span>
          <div className="flex items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusText status={order.paymentStatus} />
          </div>
          {order.invoice && <InvoiceLink invoice={order.invoice} />}
        </div>
      </div>
      {order.type === 'recharge' ? (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">Account balance top-up</p>
      ) : (
        <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 text-slate-700">{item.title}</span>
              <span className="shrink-0 text-slate-500">{formatCents(item.priceCents)} x {item.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
