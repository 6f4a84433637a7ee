// The left column: what is being paid for.
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCents } from '../../../common/money';

export interface SummaryLine {
  id: string;
  title: string;
  detail?: string;
  quantity: number;
  lineCents: number;
}

export function CheckoutSummary({ lines, totalCents, recharge, loading }: { lines: SummaryLine[]; totalCents: number; recharge: boolean; loading?: boolean }) {
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-slate-900">Order Summary</h2>
      {recharge ? (
        <div className="mt-4 flex items-center gap-3 rounded-lg bg-primary-50 p-4">
          <Wallet className="h-6 w-6 shrink-0 text-primary-600" aria-hidden="true" />
          <div>
            <p className="font-medium text-slate-900">Account balance top-up</p>
            <p className="text-sm text-slate-600">Funds are added to your lead import balance once paid.</p>
          </div>
        </div>
      ) : loading ? (
        <p className="mt-4 text-sm text-slate-500">Loading items...</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{line.title}</p>
                {line.detail && <p className="text-sm text-slate-500">{line.detail}</p>}
                <p className="text-sm text-slate-500">Quantity: {line.quantity}</p>
              </div>
              <span className="shrink-0 font-medium text-slate-900">{formatCents(line.lineCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <SummaryTotal>{formatCents(totalCents)}</SummaryTotal>
    </section>
  );
}

function SummaryTotal({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 flex items-center justify-between border-t border-slate-200 pt-4 text-lg font-bold text-slate-900">
      <span>Total</span>
      <span>{children}</span>
    </div>
  );
}
