// A user's lead imports on their admin page: price, caps and today's use, what each brought in, delivery health, and
// Pause / Resume.
import type { AdminLeadImport } from '../../../../common/admin';
import { DELIVERY_HEALTH_DAYS } from '../../../../common/lead-delivery';
import { CAMPAIGN_SOURCE_LABELS } from '../../../../common/leads';
import { formatCents } from '../../../../common/money';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Table, td, th } from '../../../components/ui/table';
import { usePauseImport } from './users-api';

const capsText = (c: AdminLeadImport['caps']) => {
  const parts = [
    c.dailyLeadCap === null ? null : `${c.today.leads} of ${c.dailyLeadCap} leads`,
    c.dailyBudgetCents === null ? null : `${formatCents(c.today.cents)} of ${formatCents(c.dailyBudgetCents)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No caps';
};

const WEBHOOK_STATE: Record<AdminLeadImport['delivery']['webhook'], string> = {
  none: 'No webhook', off: 'Webhook off', on: 'Webhook on', disabled: 'Webhook turned off',
};

function DeliveryHealthCell({ delivery: d }: { delivery: AdminLeadImport['delivery'] }) {
  const { succeeded, failed, inProgress } = d.recent;
  return (
    <>
      <span className={cn('block', d.webhook === 'disabled' ? 'font-medium text-red-700' : 'text-slate-900')}>
        {d.webhook === 'disabled' ? `${WEBHOOK_STATE.disabled} after ${d.consecutiveFailures} failures` : WEBHOOK_STATE[d.webhook]}
        {d.emailPerLead && ' · e-mail per lead'}
      </span>
      {d.webhook !== 'none' && (
        <span className="block text-slate-500">
          {`${DELIVERY_HEALTH_DAYS} days: ${succeeded} delivered, ${failed} failed${inProgress ? `, ${inProgress} in progress` : ''}`}
        </span>
      )}
    </>
  );
}

export function LeadImportsTable({ imports }: { imports: AdminLeadImport[] }) {
  const pause = usePauseImport();
  const toggle = (config: AdminLeadImport) => pause.mutateAsync({ id: config.id, active: !config.active })
    .then(() => toast.success(config.active ? 'Import paused' : 'Import resumed', { description: config.active ? 'It refuses new leads until resumed.' : 'It accepts leads again.' }))
    .catch((error: Error) => toast.error('Update Failed', { description: error.message }));
  if (imports.length === 0) return <p className="mt-4 text-sm text-slate-600">No lead imports.</p>;
  return (
    <div className="mt-4">
      <Table
        caption="Lead imports, newest first"
        head={(
          <>
            <th scope="col" className={th}>Import</th>
            <th scope="col" className={cn(th, 'text-right')}>Price</th>
            <th scope="col" className={th}>Today against caps</th>
            <th scope="col" className={cn(th, 'text-right')}>Delivered</th>
            <th scope="col" className={cn(th, 'text-right')}>Over cap</th>
            <th scope="col" className={th}>Delivery</th>
            <th scope="col" className={th}><span className="sr-only">Actions</span></th>
          </>
        )}
      >
        {imports.map((c) => (
          <tr key={c.id}>
            <td className={cn(td, 'max-w-60')}>
              <span className="block truncate font-medium text-slate-900">{c.campaignName}</span>
              <span className="block text-slate-500">{CAMPAIGN_SOURCE_LABELS[c.campaignSource]} · {c.active ? 'Active' : 'Paused'}</span>
            </td>
            <td className={cn(td, 'text-right tabular-nums')}>{formatCents(c.costPerLeadCents)}</td>
            <td className={cn(td, 'whitespace-nowrap text-slate-700')}>{capsText(c.caps)}</td>
            <td className={cn(td, 'text-right tabular-nums')}>{c.stats.deliveredLeads.toLocaleString('en-US')}</td>
            <td className={cn(td, 'text-right tabular-nums')}>{c.caps.overCapLeads.toLocaleString('en-US')}</td>
            <td className={cn(td, 'whitespace-nowrap')}><DeliveryHealthCell delivery={c.delivery} /></td>
            <td className={cn(td, 'text-right')}>
              <Button size="sm" variant="outline" disabled={pause.isPending} onClick={() => void toggle(c)} aria-label={`${c.active ? 'Pause' : 'Resume'} ${c.campaignName}`}>
                {c.active ? 'Pause' : 'Resume'}
              </Button>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
