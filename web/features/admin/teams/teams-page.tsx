// /admin/teams: every team with its owner, members and live plan, searched (name, owner e-mail) and paged on the
// server; "Shared teams only" leaves out the personal teams of one.
import { Link } from 'react-router';
import { AdminTeamsQuery, type AdminTeam, type AdminTeamPage } from '../../../../common/admin';
import { matchFilters } from '../../../../common/count';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { ListState, Table, td, th, totalLabel } from '../../../components/ui/table';
import { useAdminGet } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { formatDate } from '../ui/format';
import { useListParams } from '../ui/use-list-params';

const PLAN_LABELS: Record<NonNullable<AdminTeam['plan']>['id'], string> = { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' };

const planText = (plan: AdminTeam['plan']) => plan
  ? `${PLAN_LABELS[plan.id]}${plan.status === 'past_due' ? ' (past due)' : ''}${plan.teamSeats ? ' + Team Management' : ''}`
  : 'No plan';

export function TeamsPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AdminTeamsQuery);
  const qs = queryFor();
  const teams = useAdminGet<AdminTeamPage>(`/api/admin/teams${qs ? `?${qs}` : ''}`, { placeholder: true });
  const pages = teams.data ? Math.max(1, Math.ceil(teams.data.total / teams.data.pageSize)) : 1;

  return (
    <AdminPage
      title="Teams"
      back={{ to: '/admin', label: 'Admin Dashboard' }}
      description={teams.data ? `${totalLabel(teams.data.total, teams.data.totalIsCapped, 'team')}${filtered ? matchFilters(teams.data.total) : ''}` : 'Teams, their owners, members and plans.'}
    >
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchInput id="teams-search" label="Search teams" placeholder="Team name or owner e-mail" maxLength={120} value={query.search ?? ''}
          onCommit={(search) => update({ search: search || undefined })} />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <Switch checked={query.shared ?? false} onCheckedChange={(shared) => update({ shared: shared || undefined })} aria-label="Shared teams only" />
          Shared teams only
        </label>
      </div>

      <ListState query={teams} what="teams" empty={teams.data?.items.length === 0} emptyText="No teams found matching your criteria" onClear={filtered ? reset : undefined}>
        <Table caption="Teams" dimmed={teams.isPlaceholderData} head={(
          <>
            <th scope="col" className={th}>Team</th>
            <th scope="col" className={th}>Owner</th>
            <th scope="col" className={th}>Members</th>
            <th scope="col" className={th}>Plan</th>
            <th scope="col" className={th}>Created</th>
          </>
        )}>
          {teams.data?.items.map((team) => (
            <tr key={team.id}>
              <td className={`${td} font-medium text-slate-900`}>{team.name}</td>
              <td className={td}>
                <Link to={`/admin/users?search=${encodeURIComponent(team.ownerEmail)}`} className="hover:underline">{team.ownerEmail}</Link>
              </td>
              <td className={td}>{team.members}</td>
              <td className={td}>{planText(team.plan)}</td>
              <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDate(team.createdAt)}</td>
            </tr>
          ))}
        </Table>
        <Pager page={query.page} pages={pages} label="Team pages" onPage={(page) => update({ page })} />
      </ListState>
    </AdminPage>
  );
}
