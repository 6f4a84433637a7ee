// /admin/subscriptions: every team's plans, newest first, in status tabs (past due first, its count in red), filtered by
// plan, searched by owner e-mail or team name, or one team's (the user page links here); paged on the server.
import { Link } from 'react-router';
import { AdminSubscriptionsQuery, type AdminSubscription, type AdminSubscriptionPage } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { PLAN_IDS, type AddonId } from '../../../../common/plans';
import { FormField } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { Tabs } from '../../../components/ui/tabs';
import { useAdminGet } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { planLabel, SubscriptionStatusBadge } from '../ui/badges';
import { formatDate } from '../ui/format';
import { useListParams } from '../ui/use-list-params';

const ADDON_LABELS: Record<AddonId, string> = { verification: 'Verification', enhancement: 'Enhancement', realtime: 'Real-Time', team: 'Team seats' };
const ENDED_REASONS: Record<string, string> = { canceled: 'cancelled', payment_failed: 'unpaid' };
const countBadge = (n: number, tone: string) => <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone}`}>{n.toLocaleString('en-US')}</span>;

export function SubscriptionsPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AdminSubscriptionsQuery);
  const subs = useAdminGet<AdminSubscriptionPage>(`/api/admin/subscriptions?${queryFor()}`, { placeholder: true });
  const counts = subs.data?.counts;
  const pages = subs.data ? Math.max(1, Math.ceil(subs.data.total / subs.data.pageSize)) : 1;
  const tabs = [
    { id: 'past_due', label: 'Past due', badge: counts && countBadge(counts.past_due, counts.past_due ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-600') },
    { id: 'active', label: 'Active', badge: counts && countBadge(counts.active, 'bg-slate-100 text-slate-600') },
    { id: 'ended', label: 'Ended', badge: counts && countBadge(counts.ended, 'bg-slate-100 text-slate-600') },
    { id: 'all', label: 'All', badge: counts && countBadge(counts.all, 'bg-slate-100 text-slate-600') },
  ] as const;

  return (
    <AdminPage title="Subscriptions" back={{ to: '/admin', label: 'Admin Dashboard' }}
      description="Teams' plans. Monthly amounts are at today's prices and team sizes.">
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchInput id="subscriptions-search" label="Search subscriptions" placeholder="Owner e-mail or team name" maxLength={100}
          value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        <FormField size="sm" id="subscriptions-plan" label="Plan">
          <Select id="subscriptions-plan" value={query.plan ?? ''} onChange={(e) => update({ plan: (e.target.value || undefined) as typeof query.plan })}>
            <option value="">Any plan</option>
            {PLAN_IDS.map((p) => <option key={p} value={p}>{planLabel(p)}</option>)}
          </Select>
        </FormField>
      </div>
      {query.teamId && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Showing one team's plans.
          <button type="button" className="font-medium text-primary-700 hover:underline" onClick={() => update({ teamId: undefined })}>Show every team's</button>
        </p>
      )}
      <Tabs label="Subscriptions by status" tabs={tabs} current={query.status} onSelect={(status) => update({ status })}>
        <ListState query={subs} what="subscriptions" empty={subs.data?.items.length === 0} emptyText="No subscriptions match." onClear={filtered ? reset : undefined}>
          <Table caption="Subscriptions, newest first" dimmed={subs.isPlaceholderData} head={<>
            <th scope="col" className={th}>Team</th>
            <th scope="col" className={th}>Plan</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={`${th} text-right`}>Monthly</th>
            <th scope="col" className={th}>Period end</th>
            <th scope="col" className={th}>Started</th>
          </>}>
            {subs.data?.items.map((s) => <SubscriptionRow key={s.id} sub={s} />)}
          </Table>
        </ListState>
        <Pager page={query.page} pages={pages} label="Subscription pages" onPage={(page) => update({ page })} />
      </Tabs>
    </AdminPage>
  );
}

function SubscriptionRow({ sub: s }: { sub: AdminSubscription }) {
  return (
    <tr className="hover:bg-slate-50">
      <td className={`${td} max-w-64`}>
        <span className="block font-medium text-slate-900">{s.team.name}</span>
        {s.owner && <Link to={`/admin/users/${s.owner.id}`} className="block truncate text-xs text-primary-700 hover:underline">{s.owner.email}</Link>}
      </td>
      <td className={td}>
        {planLabel(s.plan)}
        {s.addons.length > 0 && <span className="block text-xs text-slate-500">+ {s.addons.map((a) => ADDON_LABELS[a]).join(', ')}</span>}
      </td>
      <td className={td}>
        <SubscriptionStatusBadge status={s.status} />
        {s.status === 'past_due' && (
          <span className="mt-1 block text-xs whitespace-nowrap text-red-700">
            Since {formatDate(s.pastDueSince)} · {s.failedRenewals} failed {s.failedRenewals === 1 ? 'try' : 'tries'}
            <br />{s.nextRetryAt ? `Next try ${formatDate(s.nextRetryAt)} · ` : ''}Ends {formatDate(s.graceEndsAt)} unless paid
          </span>
        )}
        {s.status !== 'ended' && s.cancelAtPeriodEnd && <span className="mt-1 block text-xs text-slate-500">Cancels at period end</span>}
      </td>
      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
        {formatCents(s.monthlyCents)}
        {s.addons.includes('team') && <span className="block text-xs text-slate-500">{s.seats} {s.seats === 1 ? 'seat' : 'seats'}</span>}
      </td>
      <td className={`${td} whitespace-nowrap text-slate-600`}>
        {s.status === 'ended' ? <>Ended {formatDate(s.endedAt)}{s.endedReason && <span className="block text-xs text-slate-500">{ENDED_REASONS[s.endedReason] ?? s.endedReason}</span>}</> : formatDate(s.currentPeriodEnd)}
      </td>
      <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDate(s.createdAt)}</td>
    </tr>
  );
}
