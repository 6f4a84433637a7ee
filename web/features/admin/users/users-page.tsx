// /admin/users: every user, searched (name, e-mail), filtered by status, sorted and paged on the server, exported as
// CSV; each row opens the user, and a user can be banned or unbanned from the list.
import { matchFilters } from '../../../../common/count';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { AdminUsersQuery, USER_STATUS_FILTERS } from '../../../../common/admin';
import { useAuth } from '../../auth';
import { buttonClasses } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { AdminPage } from '../ui/admin-page';
import { RoleBadge, UserStatusBadge, VerifiedBadge } from '../ui/badges';
import { FormField } from '../../../components/ui/form-field';
import { SortSelect } from '../../../components/ui/sort-select';
import { formatDate, formatDateTime } from '../ui/format';
import { ListState, SortHeader, Table, td, th, totalLabel } from '../../../components/ui/table';
import { useListParams } from '../ui/use-list-params';
import { BanAction } from './ban-action';
import { displayName, STATUS_LABELS } from './user-labels';
import { exportHref, useUserList } from './users-api';

// Every sort and order for the select above the table (the column headers do not sort by e-mail).
const SORTS = [
  { value: 'joined:desc', label: 'Newest first' },
  { value: 'joined:asc', label: 'Oldest first' },
  { value: 'lastLogin:desc', label: 'Last login, most recent' },
  { value: 'lastLogin:asc', label: 'Last login, least recent' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'email:asc', label: 'E-mail, A to Z' },
  { value: 'email:desc', label: 'E-mail, Z to A' },
] as const;

export function UsersPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AdminUsersQuery);
  const users = useUserList(queryFor());
  const me = useAuth().user;
  const onSort = (sort: typeof query.sort, order: typeof query.order) => update({ sort, order });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  const sortProps = { sort: query.sort, order: query.order, onSort };

  return (
    <AdminPage
      title="Users"
      back={{ to: '/admin', label: 'Admin Dashboard' }}
      description={users.data ? `${totalLabel(users.data.total, users.data.totalIsCapped, 'user')}${filtered ? matchFilters(users.data.total) : ''}` : 'Find, review and manage accounts.'}
      actions={(
        <a href={exportHref(queryFor({ ...query, page: undefined, limit: undefined }))} download className={buttonClasses('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" /> Export
        </a>
      )}
    >
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <SearchInput id="users-search" label="Search users" placeholder="Name or e-mail" maxLength={100} value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        <FormField size="sm" id="users-status" label="Status">
          <Select id="users-status" value={query.status} onChange={(e) => update({ status: e.target.value as typeof query.status })}>
            {USER_STATUS_FILTERS.map((s) => <option key={s} value={s}>{s === 'all' ? 'All' : STATUS_LABELS[s]}</option>)}
          </Select>
        </FormField>
        <SortSelect id="users-sort" options={SORTS} {...sortProps} />
      </div>

      <ListState query={users} what="users" empty={users.data?.items.length === 0} emptyText="No users found matching your criteria" onClear={filtered ? reset : undefined}>
        <Table
          caption="Users"
          dimmed={users.isPlaceholderData}
          head={(
            <>
              <SortHeader label="User" column="name" {...sortProps} />
              <th scope="col" className={th}>Status</th>
              <SortHeader label="Joined" column="joined" {...sortProps} />
              <SortHeader label="Last Login" column="lastLogin" {...sortProps} />
              <th scope="col" className={th}>Verified</th>
              <th scope="col" className={th}>Actions</th>
            </>
          )}
        >
          {users.data?.items.map((user) => (
            <tr key={user.id}>
              <td className={`${td} max-w-72`}>
                <span className="flex items-center gap-2">
                  <Link to={`/admin/users/${user.id}`} className="truncate font-medium text-slate-900 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none">
                    {displayName(user)}
                  </Link>
                  <RoleBadge role={user.role} />
                </span>
                <span className="block truncate text-slate-500">{user.email}</span>
              </td>
              <td className={td}><UserStatusBadge status={user.status} /></td>
              <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDate(user.createdAt)}</td>
              <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDateTime(user.lastSignInAt, 'Never')}</td>
              <td className={td}><VerifiedBadge verified={user.emailVerified} /></td>
              <td className={td}>
                <span className="flex items-center gap-2">
                  <Link to={`/admin/users/${user.id}`} aria-label={`View ${displayName(user)}`} className={buttonClasses('outline', 'sm')}>View</Link>
                  {user.id === me?.id ? <span className="text-xs text-slate-500">You</span> : <BanAction user={user} />}
                </span>
              </td>
            </tr>
          ))}
        </Table>
        <Pager page={query.page} pages={pages} label="User pages" onPage={(page) => update({ page })} />
      </ListState>
    </AdminPage>
  );
}
