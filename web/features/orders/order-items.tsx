// The lines of one order, as the success and detail pages list them.
import { Link } from 'react-router';
import type { OrderItem } from '../../../common/orders';
import { formatCents } from '../../../common/money';

export function OrderItems({ items, linkTitles = false }: { items: OrderItem[]; linkTitles?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            {linkTitles ? (
              <Link to={`/dataset/${item.slug}`} className="font-medium text-slate-900 hover:text-primary-700">{item.title}</Link>
            ) : (
              <p className="font-medium text-slate-900">{item.title}</p>
            )}
            <p className="text-sm text-slate-500">Digital Download</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-medium text-slate-900">{formatCents(item.priceCents)}</p>
            <p className="text-sm text-slate-500">Qty: {item.quantity}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
