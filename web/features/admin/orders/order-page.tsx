// /admin/orders/:id: one order's whole story (customer, payment, items with their download grants, refunds, payment
// events) and refunds through the gateway: chosen items, or everything left. The server refunds each item once,
// however many times this is clicked.
import { countOf } from '../../../../common/count';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { api, ApiError } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { MissingState } from '../../../components/ui/missing-state';
import { InvoiceLink, OrderStatusBadge, PaymentStatusText } from '../../orders';
import { useAdminGet, useAdminMutation } from '../admin-api';
import { ORDER_TYPE_LABELS } from '../ui/badges';
import { AdminPage } from '../ui/admin-page';
import { FormField } from '../../../components/ui/form-field';
import { formatDate, formatDateTime } from '../ui/format';
import { ListState, Table, td, th } from '../../../components/ui/table';

export function OrderPage() {
  const { id = '' } = useParams();
  const order = useAdminGet<AdminOrderDetail>(`/api/admin/orders/${id}`);
  if (order.error instanceof ApiError && order.error.status === 404) {
    return <MissingState title="Order not found" message="There is no order with this address."><Link to="/admin/orders" className="font-medium text-primary-700 hover:underline">Back to orders</Link></MissingState>;
  }
  return (
    <AdminPage title={order.data ? order.data.orderNumber : 'Order'} back={{ to: '/admin/orders', label: 'Orders' }}
      description={order.data && <span className="inline-flex flex-wrap items-center gap-2"><OrderStatusBadge status={order.data.status} /> <PaymentStatusText status={order.data.paymentStatus} /> <span>placed {formatDateTime(order.data.createdAt)}</span></span>}>
      <ListState query={order} what="order" empty={false} emptyText="">
        {order.data && <OrderDetail order={order.data} />}
      </ListState>
    </AdminPage>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const refundable = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  const detailOf = (itemId: string) => order.itemsDetail.find((d) => d.id === itemId);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Customer">
          {order.user ? <Link to={`/admin/users/${order.user.id}`} className="font-medium text-primary-700 hover:underline">{order.user.name || order.user.email}</Link> : <p className="font-medium">Account deleted</p>}
          <p className="text-sm text-slate-600">{order.user?.email ?? order.billing.email}</p>
          <p className="mt-2 text-sm text-slate-600">Billed to {order.billing.name}, {order.billing.email}</p>
        </Card>
        <Card title="Payment">
          <dl className="space-y-1 text-sm">
            <Row label="Total">{formatCents(order.totalCents)}</Row>
            {order.refundedCents > 0 && <Row label="Refunded">−{formatCents(order.refundedCents)}</Row>}
            <Row label="Provider">{order.paymentProvider === 'stripe' ? 'Stripe' : 'Local test gateway'}</Row>
            {order.card && <Row label="Card">{order.card.brand} ···· {order.card.last4}</Row>}
            <Row label="Paid">{formatDateTime(order.paidAt, 'Not paid')}</Row>
            {order.paymentIntentId && <Row label="Payment intent"><code className="text-xs break-all">{order.paymentIntentId}</code></Row>}
            {order.invoice && <Row label="Invoice"><span className="font-mono">{order.invoice.number}</span></Row>}
          </dl>
          {order.invoice && <div className="mt-2"><InvoiceLink invoice={order.invoice} /></div>}
          {order.failureMessage && <p className="mt-2 text-sm text-red-700">{order.failureMessage}</p>}
        </Card>
        <Card title={ORDER_TYPE_LABELS[order.type]}>
          <p className="text-sm text-slate-600">{{
            recharge: 'Money added to the customer\'s prepaid balance for lead import.',
            subscription: 'A payment for the team\'s plan: its start, a change or a monthly renewal.',
            purchase: `${countOf(order.items.length, 'dataset')}, downloadable for 30 days after payment.`,
          }[order.type]}</p>
        </Card>
      </div>

      {order.type === 'purchase' && <ItemsAndRefund order={order} refundable={refundable} detailOf={detailOf} />}
      {order.type === 'recharge' && refundable && <RechargeRefund order={order} />}
      {order.type === 'subscription' && refundable && <PlanPaymentRefund order={order} />}

      <section>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Refunds</h2>
        {order.refunds.length === 0 ? <p className="text-sm text-slate-600">No refunds.</p> : (
          <Table caption="Refunds of this order" head={<>
            <th scope="col" className={th}>Requested</th><th scope="col" className={th}>Item</th><th scope="col" className={`${th} text-right`}>Amount</th>
            <th scope="col" className={th}>Status</th><th scope="col" className={th}>Reason</th><th scope="col" className={th}>By</th>
          </>}>
            {order.refunds.map((r) => (
              <tr key={r.id}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.createdAt)}</td>
                <td className={td}>{r.orderItemId ? order.items.find((i) => i.id === r.orderItemId)?.title ?? 'Item' : 'Whole order'}</td>
                <td className={`${td} text-right tabular-nums`}>{formatCents(r.amountCents)}</td>
                <td className={td}>{r.status === 'succeeded' ? 'Refunded' : r.status === 'pending' ? 'Waiting for the provider' : `Failed${r.failureMessage ? `: ${r.failureMessage}` : ''}`}</td>
                <td className={td}>{r.reason || '—'}</td>
                <td className={td}>{r.createdBy ?? '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Payment events</h2>
        {order.events.length === 0 ? <p className="text-sm text-slate-600">No payment events recorded.</p> : (
          <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
            {order.events.map((e) => (
              <li key={e.id} className="text-sm">
                <span className="font-medium text-slate-900">{e.type}</span> <span className="text-slate-500">({e.provider}, {e.eventId})</span>
                <span className="block text-xs text-slate-500">{formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

interface ItemsProps { order: AdminOrderDetail; refundable: boolean; detailOf: (id: string) => AdminOrderDetail['itemsDetail'][number] | undefined }

function ItemsAndRefund({ order, refundable, detailOf }: ItemsProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const open = order.items.filter((i) => !detailOf(i.id)?.refundedAt && !order.refunds.some((r) => r.orderItemId === i.id && r.status === 'pending'));
  const chosenCents = order.items.filter((i) => chosen.includes(i.id)).reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  const allOpenCents = open.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  const toggle = (itemId: string) => setChosen((c) => (c.includes(itemId) ? c.filter((x) => x !== itemId) : [...c, itemId]));

  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Items</h2>
      <Table caption="Items of this order with their downloads" head={<>
        {refundable && <th scope="col" className={th}><span className="sr-only">Choose for refund</span></th>}
        <th scope="col" className={th}>Dataset</th><th scope="col" className={`${th} text-right`}>Price</th><th scope="col" className={th}>Download</th><th scope="col" className={th}>Refund</th>
      </>}>
        {order.items.map((item) => {
          const detail = detailOf(item.id);
          const grant = detail?.grant;
          const canChoose = open.some((o) => o.id === item.id);
          return (
            <tr key={item.id}>
              {refundable && (
                <td className={td}>
                  {canChoose && <input type="checkbox" className="h-4 w-4 rounded border-slate-300" aria-label={`Refund ${item.title}`} checked={chosen.includes(item.id)} onChange={() => toggle(item.id)} />}
                </td>
              )}
              <td className={td}><Link to={`/dataset/${item.slug}`} className="font-medium text-slate-900 hover:underline">{item.title}</Link>{item.quantity > 1 && <span className="text-slate-500"> × {item.quantity}</span>}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCents(item.priceCents * item.quantity)}</td>
              <td className={`${td} text-sm text-slate-600`}>
                {!grant ? 'No download yet' : grant.revokedAt ? `Revoked ${formatDate(grant.revokedAt)}` : `${countOf(grant.downloadCount, 'download')}, until ${formatDate(grant.expiresAt)}`}
              </td>
              <td className={`${td} text-sm`}>{detail?.refundedAt ? `Refunded ${formatDate(detail.refundedAt)}` : order.refunds.some((r) => r.orderItemId === item.id && r.status === 'pending') ? 'Pending' : '—'}</td>
            </tr>
          );
        })}
      </Table>
      {refundable && open.length > 0 && (
        <RefundControls
          orderId={order.id}
          options={[
            ...(chosen.length && chosen.length < open.length ? [{ label: `Refund ${countOf(chosen.length, 'selected item')}`, cents: chosenCents, itemIds: chosen }] : []),
            { label: open.length === order.items.length ? 'Refund whole order' : 'Refund the remaining items', cents: allOpenCents, itemIds: open.map((i) => i.id) },
          ]}
          consequence="Their download links stop working at once; the money goes back to the customer's card."
          onDone={() => setChosen([])}
        />
      )}
    </section>
  );
}

function RechargeRefund({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Refund this recharge</h2>
      <p className="mt-1 text-sm text-slate-600">The amount is taken back from the customer's balance first, so it can be refunded only while the balance still covers it.</p>
      <RefundControls orderId={order.id} options={[{ label: 'Refund recharge', cents: order.totalCents - order.refundedCents }]} consequence="The amount leaves the customer's balance now and goes back to their card." />
    </section>
  );
}

function PlanPaymentRefund({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Refund this plan payment</h2>
      <p className="mt-1 text-sm text-slate-600">The whole payment goes back to the card. The plan itself is not changed by a refund.</p>
      <RefundControls orderId={order.id} options={[{ label: 'Refund plan payment', cents: order.totalCents - order.refundedCents }]} consequence="The money goes back to the customer's card; the team keeps its plan as it is." />
    </section>
  );
}

interface RefundOption { label: string; cents: number; itemIds?: string[] }

function RefundControls({ orderId, options, consequence, onDone }: { orderId: string; options: RefundOption[]; consequence: string; onDone?: () => void }) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<RefundOption | null>(null);
  const refund = useAdminMutation((o: RefundOption) => api<AdminOrderDetail>(`/api/admin/orders/${orderId}/refunds`, { method: 'POST', body: { itemIds: o.itemIds, reason } }));
  const confirm = () => {
    if (!asking) return;
    refund.mutate(asking, {
      onSuccess: () => { toast.success('Refund sent', { description: `${formatCents(asking.cents)} is on its way back to the customer.` }); setReason(''); onDone?.(); },
      onError: (error) => toast.error('Refund failed', { description: error instanceof Error ? error.message : 'Please try again.' }),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField size="sm" id={`refund-reason-${orderId}`} label="Reason (kept with the refund and in the audit log)" className="flex-1">
        <Input id={`refund-reason-${orderId}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Bought twice by mistake" />
      </FormField>
      {options.map((o) => <Button key={o.label} variant="outline" onClick={() => setAsking(o)} disabled={refund.isPending}>{o.label} ({formatCents(o.cents)})</Button>)}
      <ConfirmDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)} title={`Refund ${asking ? formatCents(asking.cents) : ''}?`}
        confirmLabel="Refund" busy={refund.isPending} onConfirm={confirm}>
        <p>{consequence}</p>
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return <div className="flex justify-between gap-3"><dt className="text-slate-500">{label}</dt><dd className="text-right text-slate-900">{children}</dd></div>;
}
