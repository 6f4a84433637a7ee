// /order-success?order_id=: the receipt after paying, waiting for a payment that is still settling.
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { OrderDetail } from '../../../common/orders';
import { formatCents } from '../../../common/money';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { refreshOwnedDatasets } from '../downloads';
import { OrderDownloads } from './order-downloads';
import { OrderItems } from './order-items';
import { OrderNotFound } from './order-not-found';
import { formatOrderDateTime, OrderFact, OrderStatusBadge, PaymentStatusText } from './order-status';
import { canCompletePayment, completePaymentPath, isAwaitingPayment, ORDER_POLL_LIMIT_MS, useOrder } from './orders-api';

export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  if (!orderId) return <Navigate to="/" replace />;
  return <OrderSuccess key={orderId} orderId={orderId} />;
}

function OrderSuccess({ orderId }: { orderId: string }) {
  const { data: order, error } = useOrder(orderId, { pollWhilePending: true });
  // A failed poll keeps showing the order already loaded.
  if (order) return <OrderReceipt order={order} />;
  if (error) return <OrderNotFound message={error.message} />;
  return <PageSpinner label="Loading order details..." />;
}

type Outcome = 'paid' | 'waiting' | 'failed';

function outcomeOf(order: OrderDetail): Outcome {
  if (order.paymentStatus === 'paid') return 'paid';
  return isAwaitingPayment(order) ? 'waiting' : 'failed';
}

function OrderReceipt({ order }: { order: OrderDetail }) {
  const outcome = outcomeOf(order);
  const slow = useElapsed(outcome === 'waiting', ORDER_POLL_LIMIT_MS);
  // Paid: its datasets are the buyer's now, so the catalog shows Download for them (a webhook may settle it late).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === 'paid') void refreshOwnedDatasets(queryClient);
  }, [outcome, queryClient]);
  const title = outcome === 'paid' ? 'Payment Successful' : outcome === 'waiting' ? 'Confirming Your Payment' : 'Payment Failed';
  usePageTitle(title);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="text-center">
        <OutcomeIcon outcome={outcome} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
        <div aria-live="polite" className="mt-2 text-slate-600">
          {outcome === 'paid' && <p>Thank you for your purchase. Your order has been confirmed.</p>}
          {outcome === 'waiting' && (
            <p>
              {slow
                ? 'This is taking longer than usual. We will e-mail you as soon as your payment is confirmed.'
                : 'Your order is being prepared while we confirm your payment. This page updates automatically.'}
            </p>
          )}
          {outcome === 'failed' && (
            <p role="alert" className="text-red-700">{order.failureMessage || 'Payment failed. Please try again.'}</p>
          )}
        </div>
        {outcome === 'failed' && canCompletePayment(order) && (
          <Link to={completePaymentPath(order)} className={buttonClasses('primary', 'md', 'mt-4')}>Try Payment Again</Link>
        )}
      </header>

      <section aria-labelledby="order-details-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="order-details-title" className="text-lg font-semibold text-slate-900">Order Details</h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <OrderFact label="Order Status"><OrderStatusBadge status={order.status} /></OrderFact>
          <OrderFact label="Order Number"><span className="font-mono text-sm">{order.orderNumber}</span></OrderFact>
          <OrderFact label="Total Amount"><span className="font-semibold">{formatCents(order.totalCents)}</span></OrderFact>
          <OrderFact label="Payment Status"><PaymentStatusText status={order.paymentStatus} /></OrderFact>
          <OrderFact label="Order Date">{formatOrderDateTime(order.createdAt)}</OrderFact>
        </dl>
        {order.type === 'recharge' ? (
          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">Account balance top-up of {formatCents(order.totalCents)}.</p>
        ) : (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <h3 className="font-medium text-slate-900">Purchased Items</h3>
            <OrderItems items={order.items} />
          </div>
        )}
      </section>

      {order.type === 'purchase' && outcome !== 'failed' && (
        <div className="mt-6">
          <OrderDownloads order={order} />
        </div>
      )}

      <section aria-labelledby="whats-next-title" className="mt-6 rounded-xl border border-primary-200 bg-primary-50 p-5 sm:p-6">
        <h2 id="whats-next-title" className="text-lg font-semibold text-slate-900">What's Next</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>A confirmation e-mail with your receipt is on its way to {order.billing.email}.</li>
          <li>Download your datasets above, or any time from your orders.</li>
          <li>
            Questions? <Link to="/support" className="font-medium text-primary-700 underline">Contact support</Link> or visit your{' '}
            <Link to="/dashboard" className="font-medium text-primary-700 underline">account dashboard</Link>.
          </li>
        </ul>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/orders" className={buttonClasses('primary')}>View All Orders</Link>
        <Link to="/marketplace" className={buttonClasses('outline')}>Continue Shopping</Link>
      </div>
    </div>
  );
}

function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  const classes = 'mx-auto flex h-16 w-16 items-center justify-center rounded-full';
  if (outcome === 'paid') {
    return <span className={`${classes} bg-green-100 text-green-600`}><CircleCheck className="h-9 w-9" aria-hidden="true" /></span>;
  }
  if (outcome === 'waiting') {
    return <span className={`${classes} bg-primary-100 text-primary-600`}><LoaderCircle className="h-9 w-9 animate-spin" aria-hidden="true" /></span>;
  }
  return <span className={`${classes} bg-red-100 text-red-600`}><CircleX className="h-9 w-9" aria-hidden="true" /></span>;
}

/** True once `active` has held for `ms` (polling has given up). */
function useElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && elapsed;
}
