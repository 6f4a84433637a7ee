// /admin/lead-returns: advertisers' requests to return bad leads. The queue (oldest first) is decided one by one:
// approve credits the lead's charge back to the balance through the ledger (once, however often it is clicked), deny
// keeps it; either way the advertiser is told by e-mail, with the note.
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES, type AdminLeadReturnList, type ReturnReason } from '../../../../common/leads';
import { formatCents } from '../../../../common/money';
import { api } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Textarea } from '../../../components/ui/textarea';
import { QualityScore } from '../../leads';
import { useAdminGet, useAdminMutation } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { formatDateTime } from '../ui/format';
import { ListState } from '../../../components/ui/table';
import { Tabs } from '../../../components/ui/tabs';
import { useListParams } from '../ui/use-list-params';

const ReturnsQuery = z.object({ status: z.enum(RETURN_STATUSES).default('requested'), page: z.coerce.number().int().min(1).default(1) });
const STATUS_TABS = [
  { id: 'requested', label: 'To decide' },
  { id: 'approved', label: 'Approved' },
  { id: 'denied', label: 'Denied' },
] as const;
type Return = AdminLeadReturnList['items'][number];

export function LeadReturnsPage() {
  const { query, update } = useListParams(ReturnsQuery);
  // The status is always sent: without it the server lists every status.
  const returns = useAdminGet<AdminLeadReturnList>(`/api/admin/lead-returns?status=${query.status}&page=${query.page}`, { placeholder: true });
  const pages = returns.data ? Math.max(1, Math.ceil(returns.data.total / returns.data.pageSize)) : 1;
  return (
    <AdminPage title="Lead returns" back={{ to: '/admin', label: 'Admin Dashboard' }}
      description="Advertisers may ask for a delivered lead's charge back within 7 days. Approving credits it to their balance.">
      <Tabs label="Lead returns by status" tabs={STATUS_TABS} current={query.status} onSelect={(status) => update({ status })}>
        <ListState query={returns} what="lead returns" empty={returns.data?.items.length === 0}
          emptyText={query.status === 'requested' ? 'No lead returns are waiting for a decision.' : `No ${query.status} lead returns.`}>
          <ul className={returns.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'}>
            {returns.data?.items.map((r) => <ReturnCard key={r.id} ret={r} />)}
          </ul>
        </ListState>
        <Pager page={query.page} pages={pages} label="Lead return pages" onPage={(page) => update({ page })} />
      </Tabs>
    </AdminPage>
  );
}

function ReturnCard({ ret }: { ret: Return }) {
  const [note, setNote] = useState('');
  const decide = useAdminMutation((decision: 'approve' | 'deny') => api(`/api/admin/lead-returns/${ret.id}/decision`, { method: 'POST', body: { decision, note } }));
  const run = (decision: 'approve' | 'deny') => decide.mutate(decision, {
    onSuccess: () => toast.success(decision === 'approve' ? 'Return approved' : 'Return denied', {
      description: decision === 'approve' ? `${formatCents(ret.lead.costCents)} credited to ${ret.user.email}.` : `${ret.user.email} keeps the charge and is told why.`,
    }),
    onError: (error) => toast.error('The decision was not saved', { description: error.message }),
  });
  const noteId = `return-note-${ret.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{RETURN_REASONS[ret.reason as ReturnReason] ?? ret.reason}</p>
          {ret.details && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">“{ret.details}”</p>}
          <p className="mt-2 text-sm text-slate-600">
            Lead <span className="font-medium text-slate-800">{ret.lead.name || ret.lead.email || ret.lead.id}</span>
            {ret.lead.email && ret.lead.name ? ` (${ret.lead.email})` : ''} from {ret.lead.campaignName ?? 'a deleted import'}, quality <QualityScore score={ret.lead.qualityScore} />,
            charged {formatCents(ret.lead.costCents)} {ret.lead.chargedAt ? `on ${formatDateTime(ret.lead.chargedAt)}` : ''}
          </p>
          <p className="text-sm text-slate-600">Asked by <Link to={`/admin/users/${ret.user.id}`} className="text-primary-700 hover:underline">{ret.user.name || ret.user.email}</Link> on {formatDateTime(ret.createdAt)}</p>
        </div>
        {ret.status !== 'requested' && (
          <p className="shrink-0 text-sm font-medium text-slate-700">{ret.status === 'approved' ? 'Approved' : 'Denied'}{ret.decidedAt ? ` ${formatDateTime(ret.decidedAt)}` : ''}</p>
        )}
      </div>
      {ret.status === 'requested' ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1">
            <label htmlFor={noteId} className="block text-xs font-medium text-slate-600">Note to the advertiser (optional)</label>
            <Textarea id={noteId} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className="flex gap-2">
            <Button onClick={() => run('approve')} disabled={decide.isPending}>Approve and credit {formatCents(ret.lead.costCents)}</Button>
            <Button variant="outline" onClick={() => run('deny')} disabled={decide.isPending}>Deny</Button>
          </div>
        </div>
      ) : ret.adminNote && <p className="mt-2 text-sm text-slate-600">Note: {ret.adminNote}</p>}
    </li>
  );
}
