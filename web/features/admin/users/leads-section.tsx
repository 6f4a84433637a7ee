// What a user's lead imports brought in: totals, each import (caps, Pause / Resume), and the latest leads.
import type { AdminUserDetail } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { cn } from '../../../components/ui/cn';
import { LeadStatusBadge } from '../../leads';
import { formatDateTime } from '../ui/format';
import { Table, td, th } from '../../../components/ui/table';
import { LeadImportsTable } from './lead-imports-table';
import { SectionCard } from './section-card';

export function LeadsSection({ leads }: { leads: AdminUserDetail['leads'] }) {
  const totals = [
    { label: 'Leads', value: leads.total.toLocaleString('en-US') },
    { label: 'Delivered', value: leads.delivered.toLocaleString('en-US') },
    { label: 'Spent on leads', value: formatCents(leads.spentCents) },
  ];
  return (
    <SectionCard id="leads" title="Leads" description="Leads their imports brought in and what they were charged.">
      <dl className="grid grid-cols-3 gap-3">
        {totals.map(({ label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-500 sm:text-sm">{label}</dt>
            <dd className="mt-1 truncate text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">Imports</h3>
      <LeadImportsTable imports={leads.imports} />
      <h3 className="mt-6 font-semibold text-slate-900">Latest leads</h3>
      {leads.recent.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No leads yet.</p>
      ) : (
        <div className="mt-4">
          <Table
            caption="Latest leads, newest first"
            head={(
              <>
                <th scope="col" className={th}>Lead</th>
                <th scope="col" className={th}>Import</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={cn(th, 'text-right')}>Cost</th>
                <th scope="col" className={th}>Received</th>
              </>
            )}
          >
            {leads.recent.map((lead) => (
              <tr key={lead.id}>
                <td className={cn(td, 'max-w-60')}>
                  <span className="block truncate font-medium text-slate-900">{lead.name || lead.email || lead.phone || 'Unnamed lead'}</span>
                  {lead.name && lead.email && <span className="block truncate text-slate-500">{lead.email}</span>}
                </td>
                <td className={cn(td, 'max-w-48 truncate text-slate-700')}>{lead.campaignName ?? '—'}</td>
                <td className={td}><LeadStatusBadge status={lead.status} /></td>
                <td className={cn(td, 'text-right whitespace-nowrap tabular-nums')}>{lead.chargedAt ? formatCents(lead.costCents) : 'Not charged'}</td>
                <td className={cn(td, 'whitespace-nowrap text-slate-600')}>{formatDateTime(lead.importedAt)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
