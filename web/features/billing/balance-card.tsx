// The lead balance at a glance: the amount, auto-recharge state, leads waiting for funds, and Add Funds.
import { AlertTriangle, RefreshCcw, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Balance } from '../../../common/billing';
import { formatCents } from '../../../common/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { AddFundsDialog } from './add-funds-dialog';

export function BalanceCard({ balance, settingsLink = true }: { balance: Balance | undefined; settingsLink?: boolean }) {
  const [adding, setAdding] = useState(false);
  const auto = balance?.autoRecharge;
  return (
    <section aria-labelledby="balance-title" className="rounded-2xl bg-gradient-to-br from-primary-700 to-primary-900 p-6 text-white shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="balance-title" className="flex items-center gap-2 text-sm font-medium text-primary-100">
            <Wallet className="h-4 w-4" aria-hidden="true" />
            Lead Balance
          </h2>
          {balance
            ? <p className="mt-2 text-4xl font-bold tracking-tight tabular-nums" aria-live="polite">{formatCents(balance.balanceCents)}</p>
            : <Skeleton className="mt-2 h-10 w-40 rounded bg-white/20" />}
        </div>
        <Button variant="inverse" onClick={() => setAdding(true)}>Add Funds</Button>
      </div>

      <div className="mt-4 space-y-1 text-sm text-primary-100">
        {auto?.enabled && !auto.pausedReason && (
          <p className="flex items-center gap-2">
            <RefreshCcw className="h-4 w-4" aria-hidden="true" />
            Auto-recharge enabled: {formatCents(auto.amountCents)} when the balance falls under {formatCents(auto.thresholdCents)}
            {auto.inProgress ? ' (recharging now)' : ''}
          </p>
        )}
        {auto?.enabled && auto.pausedReason && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-400/20 px-3 py-2 text-amber-50">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>Auto-recharge is paused: {auto.pausedReason} <Link to="/account/billing" className="font-semibold underline">Update your card</Link></span>
          </p>
        )}
        {balance && balance.pendingLeads.count > 0 && (
          <p>
            {balance.pendingLeads.count.toLocaleString('en-US')} lead{balance.pendingLeads.count === 1 ? ' is' : 's are'} waiting for funds
            ({formatCents(balance.pendingLeads.cents)}); they are delivered oldest first when you add funds.
          </p>
        )}
      </div>
      {settingsLink && (
        <Link to="/account/billing" className={buttonClasses('outline-inverse', 'sm', 'mt-4')}>
          Billing &amp; auto-recharge
        </Link>
      )}
      <AddFundsDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
