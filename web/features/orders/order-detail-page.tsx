// /orders/:orderId: everything about one order, its downloads once completed, and a way to finish paying for it.
import { ArrowLeft, CreditCard } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../../common/orders';
import { formatCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { OrderDownloads } from './order-downloads';
import { OrderItems } from './order-items';
import { OrderNotFound } from './order-not-found';
import { InvoiceLink } from './invoice-link';
import { capitalize, formatOrderDateTime, OrderFact, OrderStatusBadge, PaymentStatusText } from './order-status';
import { canCompletePayment, completePaymentPath, useOrder } from './orders-api';
import { LoadError } from '../../components/ui/load-error';

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { data: order, error, refetch } = useOrder(orderId);
  if (order) return <OrderView order={order} />;
  if (error) {
    // 404 (or any other refusal) means there is no such order for this user; server and network trouble can be retried.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <OrderNotFound message={error.message} />;
    return <LoadError title="The order could not be loaded." error={error} onRetry={() => void refetch()} className="mx-auto my-20 max-w-lg" />;
  }
  return <PageSpinner label="Loading order..." />;
}

function OrderView({ order }: { order: OrderDetail }) {
  usePageTitle(`Order ${order.orderNumber}`);
  const { billing } = order;
  const { country, ...street } = billing.address;
  // A country alone (the form's default) is not an address.
  const address = Object.values(street).some(Boolean)
    ? [street.line1, street.line2, street.city, street.state, street.postal_code, country].filter(Boolean).join(', ')
    : '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/orders" className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:text-primary-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {/* The number breaks only at its hyphens, never inside a part. */}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Order <span className="font-mono text-lg sm:text-2xl">{order.orderNumber}</span></h1>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </div>

      {order.failureMessage && order.paymentStatus !== 'paid' && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">{order.failureMessage}</p>
      )}
      {canCompletePayment(order) && (
        <div className="mt-4 flex flex-col gap-3 rounded-lg border border-yellow-200 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-yellow-900">This order has not been paid yet.</p>
          <Link to={completePaymentPath(order)} className={buttonClasses('primary', 'sm')}>
            <CreditCard className="h-4 w-4" aria-hidden="true" />
            Complete payment
          </Link>
        </div>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">Summary</h2>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <OrderFact label="Order Date">{formatOrderDateTime(order.createdAt)}</OrderFact>
            <OrderFact label="Paid">{order.paidAt ? formatOrderDateTime(order.paidAt) : 'Not yet'}</OrderFact>
            <OrderFact label="Payment Status"><PaymentStatusText status={order.paymentStatus} /></OrderFact>
            <OrderFact label="Type">{order.type === 'recharge' ? 'Balance top-up' : 'Purchase'}</OrderFact>
            {order.card && (
              <OrderFact label="Card">{`${capitalize(order.card.brand)} ending in ${order.card.last4}`}</OrderFact>
            )}
            <OrderFact label="Total"><span className="font-semibold">{formatCents(order.totalCents)}</span></OrderFact>
            {order.invoice && <OrderFact label="Invoice"><span className="mr-2 font-mono text-sm">{order.invoice.number}</span><InvoiceLink invoice={order.invoice} /></OrderFact>}
          </dl>
        </section>
        <section aria-labelledby="order-billing-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="order-billing-title" className="text-lg font-semibold text-slate-900">Billing</h2>
          <dl className="mt-4 space-y-4">
            <OrderFact label="Name">{billing.name}</OrderFact>
            <OrderFact label="Email"><span className="break-all">{billing.email}</span></OrderFact>
            {address && <OrderFact label="Address">{address}</OrderFact>}
          </dl>
        </section>
      </div>

      <section aria-labelledby="order-items-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="order-items-title" className="text-lg font-semibold text-slate-900">Items</h2>
        {order.type === 'recharge' ? (
          <p className="mt-3 text-sm text-slate-600">Account balance top-up of {formatCents(order.totalCents)}.</p>
        ) : (
          <OrderItems items={order.items} linkTitles />
        )}
        <div className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
          <span>Total</span>
          <span>{formatCents(order.totalCents)}</span>
        </div>
      </section>

      {order.status === 'completed' && order.type === 'purchase' && (
        <div className="mt-6">
          <OrderDownloads order={order} />
        </div>
      )}
    </div>
  );
}
