// A user's latest orders (purchases and balance recharges), each opening the admin's order page.
import { Link } from 'react-router';
import type { AdminUserDetail } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { cn } from '../../../components/ui/cn';
import { OrderStatusBadge } from '../../orders';
import { ORDER_TYPE_LABELS } from '../ui/badges';
import { formatDate } from '../ui/format';
import { Table, td, th, totalLabel } from '../../../components/ui/table';
import { SectionCard } from './section-card';

export function OrdersSection({ user }: { user: AdminUserDetail }) {
  return (
    <SectionCard
      id="orders"
      title="Orders"
      description={`${totalLabel(user.ordersTotal, false, 'order')} in total${user.ordersTotal > user.orders.length ? `; the latest ${user.orders.length} are shown` : ''}.`}
      actions={user.ordersTotal > user.orders.length && (
        <Link to={`/admin/orders?userId=${user.id}`} className="text-sm font-medium text-primary-700 hover:underline">See all in Orders</Link>
      )}
    >
      {user.orders.length === 0 ? (
        <p className="text-sm text-slate-600">No orders yet.</p>
      ) : (
        <Table
          caption="Latest orders, newest first"
          head={(
            <>
              <th scope="col" className={th}>Order</th>
              <th scope="col" className={th}>Date</th>
              <th scope="col" className={th}>Type</th>
              <th scope="col" className={th}>Status</th>
              <th scope="col" className={cn(th, 'text-right')}>Total</th>
            </>
          )}
        >
          {user.orders.map((order) => (
            <tr key={order.id}>
              <td className={cn(td, 'whitespace-nowrap')}>
                <Link to={`/admin/orders/${order.id}`} className="font-mono font-medium text-slate-900 hover:underline">{order.orderNumber}</Link>
              </td>
              <td className={cn(td, 'whitespace-nowrap text-slate-600')}>{formatDate(order.createdAt)}</td>
              <td className={td}>{ORDER_TYPE_LABELS[order.type]}</td>
              <td className={td}><OrderStatusBadge status={order.status} /></td>
              <td className={cn(td, 'text-right whitespace-nowrap tabular-nums')}>{formatCents(order.totalCents)}</td>
            </tr>
          ))}
        </Table>
      )}
    </SectionCard>
  );
}
