// A user's prepaid balance: what it holds, a manual credit or debit, and the latest ledger entries.
import { LEDGER_KIND_LABELS, type Balance } from '../../../../common/billing';
import type { AdminUserDetail } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../ui/format';
import { Table, td, th } from '../../../components/ui/table';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { SectionCard } from './section-card';

function autoRechargeText(b: Balance) {
  const a = b.autoRecharge;
  if (!a.enabled) return 'Off';
  if (a.pausedReason) return `Paused: ${a.pausedReason}`;
  return `${formatCents(a.amountCents)} under ${formatCents(a.thresholdCents)}; today ${a.today.count} of ${a.dailyMaxCount} (${formatCents(a.today.cents)} of ${formatCents(a.dailyMaxCents)})`;
}

function spendCapsText(b: Balance) {
  const { dailyCents, monthlyCents, spentTodayCents, spentThisMonthCents } = b.spendCaps;
  const part = (spent: number, cap: number | null, period: string) => `${formatCents(spent)}${cap === null ? '' : ` of ${formatCents(cap)}`} ${period}`;
  return `${part(spentTodayCents, dailyCents, 'today')}, ${part(spentThisMonthCents, monthlyCents, 'this month')}${dailyCents === null && monthlyCents === null ? ' (no caps)' : ''}`;
}

/** How many ledger entries the user's detail carries (the latest). */
const LEDGER_SHOWN = 20;

export function BalanceSection({ user }: { user: AdminUserDetail }) {
  return (
    <SectionCard id="balance" title="Balance" description="Prepaid funds that pay for delivered leads.">
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-500">Current balance</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{formatCents(user.balance.balanceCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Automatic recharge</dt>
          <dd className="mt-1 text-slate-900">{autoRechargeText(user.balance)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Spend caps</dt>
          <dd className="mt-1 text-slate-900">{spendCapsText(user.balance)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Held leads</dt>
          <dd className="mt-1 text-slate-900">
            {user.balance.pendingLeads.count} waiting for funds, {user.balance.overCapLeads.count} over a cap
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <BalanceAdjustmentForm userId={user.id} balanceCents={user.balance.balanceCents} />
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">Ledger</h3>
      {user.ledger.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No balance activity yet.</p>
      ) : (
        <div className="mt-2">
          <Table
            caption="Latest balance entries, newest first"
            head={(
              <>
                <th scope="col" className={th}>Date</th>
                <th scope="col" className={th}>Type</th>
                <th scope="col" className={th}>Description</th>
                <th scope="col" className={cn(th, 'text-right')}>Amount</th>
                <th scope="col" className={cn(th, 'text-right')}>Balance after</th>
              </>
            )}
          >
            {user.ledger.map((entry) => (
              <tr key={entry.id}>
                <td className={cn(td, 'whitespace-nowrap text-slate-600')}>{formatDateTime(entry.createdAt)}</td>
                <td className={cn(td, 'whitespace-nowrap')}>{LEDGER_KIND_LABELS[entry.kind]}</td>
                <td className={cn(td, 'max-w-72 truncate text-slate-700')} title={entry.description}>{entry.description}</td>
                <td className={cn(td, 'text-right whitespace-nowrap tabular-nums', entry.amountCents >= 0 ? 'text-green-700' : 'text-slate-900')}>
                  {entry.amountCents >= 0 ? '+' : '−'}{formatCents(Math.abs(entry.amountCents))}
                </td>
                <td className={cn(td, 'text-right whitespace-nowrap tabular-nums')}>{formatCents(entry.balanceAfterCents)}</td>
              </tr>
            ))}
          </Table>
          {user.ledger.length >= LEDGER_SHOWN && <p className="mt-2 text-xs text-slate-500">The latest {LEDGER_SHOWN} entries.</p>}
        </div>
      )}
    </SectionCard>
  );
}
