// Billing tab: a short summary of the lead balance and automatic recharges; everything else is on /account/billing.
import { Link } from 'react-router';
import { formatCents } from '../../../../common/money';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBalanceSummary } from './settings-api';
import { SettingsSection } from './settings-section';

export function BillingTab() {
  const balance = useBalanceSummary();
  return (
    <SettingsSection id="settings-billing-title" title="Billing" description="Your prepaid lead balance, automatic recharges and the card on file.">
      {balance.isPending ? (
        <div aria-busy="true" aria-label="Loading your balance"><Skeleton className="h-24 rounded" /></div>
      ) : balance.isError ? (
        <LoadError title="Your balance could not be loaded." error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">Lead balance</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatCents(balance.data.balanceCents)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">Auto-recharge</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {balance.data.autoRecharge.enabled
                ? `${formatCents(balance.data.autoRecharge.amountCents)} under ${formatCents(balance.data.autoRecharge.thresholdCents)}`
                : 'Off'}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">Card on file</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {balance.data.card ? `${balance.data.card.brand} ending in ${balance.data.card.last4}` : 'None'}
            </dd>
          </div>
        </dl>
      )}
      <Link to="/account/billing" className={buttonClasses('primary', 'md', 'mt-4')}>Manage Billing</Link>
    </SettingsSection>
  );
}
