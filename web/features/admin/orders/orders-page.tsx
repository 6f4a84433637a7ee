// /admin/orders: every order, newest first, found by number or e-mail and filtered by status, payment, type and date;
// paged on the server and exported as CSV with the same filters.
import { matchFilters } from '../../../../common/count';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { AdminOrdersQuery, type AdminOrderPage } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../common/orders';
import { buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { capitalize, OrderStatusBadge, PaymentStatusText } from '../../orders';
import { useAdminGet } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { ORDER_TYPE_LABELS } from '../ui/badges';
import { FormField } from '../../../components/ui/form-field';
import { formatDateTime } from '../ui/format';
import { ListState, Table, td, th, totalLabel } from '../../../components/ui/table';
import { useListParams } from '../ui/use-list-params';

const label = (value: string) => capitalize(value.replace('_', ' '));

export function OrdersPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AdminOrdersQuery);
  const orders = useAdminGet<AdminOrderPage>(`/api/admin/orders?${queryFor()}`, { placeholder: true });
  const { page: _page, limit: _limit, ...exportFilters } = query;
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;

  return (
    <AdminPage
      title="Orders"
      back={{ to: '/admin', label: 'Admin Dashboard' }}
      description={orders.data ? `${totalLabel(orders.data.total, orders.data.totalIsCapped, 'order')}${filtered ? matchFilters(orders.data.total) : ''}.` : 'Purchases, balance recharges and plan payments, newest first.'}
      actions={<a href={`/api/admin/orders/export.csv?${queryFor(exportFilters)}`} download className={buttonClasses('outline')}><Download className="h-4 w-4" aria-hidden="true" /> Export CSV</a>}
    >
      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <div className="self-end sm:col-span-2">
          <SearchInput id="orders-search" label="Search orders" placeholder="Order number or e-mail" value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        </div>
        <FormField size="sm" id="orders-status" label="Status">
          <Select id="orders-status" value={query.status ?? ''} onChange={(e) => update({ status: (e.target.value || undefined) as typeof query.status })}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => <option key={s} value={s}>{label(s)}</option>)}
          </Select>
        </FormField>
        <FormField size="sm" id="orders-payment" label="Payment">
          <Select id="orders-payment" value={query.paymentStatus ?? ''} onChange={(e) => update({ paymentStatus: (e.target.value || undefined) as typeof query.paymentStatus })}>
            <option value="">Any payment</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{label(s)}</option>)}
          </Select>
        </FormField>
        <FormField size="sm" id="orders-from" label="Placed from"><Input id="orders-from" type="date" value={query.from ?? ''} max={query.to} onChange={(e) => update({ from: e.target.value || undefined })} /></FormField>
        <FormField size="sm" id="orders-to" label="Placed until"><Input id="orders-to" type="date" value={query.to ?? ''} min={query.from} onChange={(e) => update({ to: e.target.value || undefined })} /></FormField>
        <FormField size="sm" id="orders-type" label="Type">
          <Select id="orders-type" value={query.type ?? ''} onChange={(e) => update({ type: (e.target.value || undefined) as typeof query.type })}>
            <option value="">Every type</option>
            <option value="purchase">Purchases</option>
            <option value="recharge">Balance recharges</option>
            <option value="subscription">Plan payments</option>
          </Select>
        </FormField>
      </div>

      {query.userId && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Showing one customer's orders.
          <button type="button" className="font-medium text-primary-700 hover:underline" onClick={() => update({ userId: undefined })}>Show everyone's</button>
        </p>
      )}
      <div className="mt-6">
        <ListState query={orders} what="orders" empty={orders.data?.items.length === 0} emptyText="No orders found matching your criteria" onClear={filtered ? reset : undefined}>
          <Table
            caption="Orders, newest first"
            dimmed={orders.isPlaceholderData}
            head={<>
              <th scope="col" className={th}>Order</th>
              <th scope="col" className={th}>Customer</th>
              <th scope="col" className={th}>Status</th>
              <th scope="col" className={th}>Payment</th>
              <th scope="col" className={`${th} text-right`}>Items</th>
              <th scope="col" className={`${th} text-right`}>Total</th>
              <th scope="col" className={th}>Placed</th>
            </>}
          >
            {orders.data?.items.map((o) => (
              <tr key={o.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link to={`/admin/orders/${o.id}`} className="font-medium whitespace-nowrap text-primary-700 hover:underline">{o.orderNumber}</Link>
                  <span className="block text-xs text-slate-500">{ORDER_TYPE_LABELS[o.type]}</span>
                </td>
                <td className={`${td} max-w-64 truncate`}>
                  {o.userId ? <Link to={`/admin/users/${o.userId}`} className="text-slate-700 hover:underline">{o.userEmail}</Link> : o.userEmail}
                </td>
                <td className={td}><OrderStatusBadge status={o.status} /></td>
                <td className={td}><PaymentStatusText status={o.paymentStatus} /></td>
                <td className={`${td} text-right tabular-nums`}>{o.itemsCount}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {formatCents(o.totalCents)}
                  {o.refundedCents > 0 && <span className="block text-xs text-slate-500">−{formatCents(o.refundedCents)} refunded</span>}
                </td>
                <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDateTime(o.createdAt)}</td>
              </tr>
            ))}
          </Table>
        </ListState>
      </div>
      <Pager page={query.page} pages={pages} label="Order pages" onPage={(page) => update({ page })} />
    </AdminPage>
  );
}
