// How an order's status and payment status look wherever orders are listed or shown.
import type { ReactNode } from 'react';
import type { Order } from '../../../common/orders';
import { cn } from '../../components/ui/cn';

// SPEC.md section 4: completed green, processing yellow, pending gray, cancelled red (failed reads as red too).
const STATUS_CLASSES: Record<Order['status'], string> = {
  completed: 'bg-green-100 text-green-800',
  processing: 'bg-yellow-100 text-yellow-800',
  pending: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-red-100 text-red-800',
  failed: 'bg-red-100 text-red-800',
  refunded: 'bg-slate-100 text-slate-700',
};

const PAYMENT_CLASSES: Record<Order['paymentStatus'], string> = {
  paid: 'text-green-700',
  pending: 'text-slate-600',
  failed: 'text-red-700',
  partially_refunded: 'text-slate-600',
  refunded: 'text-slate-600',
};

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function OrderStatusBadge({ status, className }: { status: Order['status']; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_CLASSES[status], className)}
    >
      {capitalize(status.replace('_', ' '))}
    </span>
  );
}

export function PaymentStatusText({ status }: { status: Order['paymentStatus'] }) {
  return (
    <span data-payment-status={status} className={cn('text-sm font-medium', PAYMENT_CLASSES[status])}>
      {capitalize(status.replace('_', ' '))}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatOrderTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatOrderDateTime = (iso: string) => `${formatOrderDate(iso)} at ${formatOrderTime(iso)}`;

/** One labelled fact in an order's description list. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
