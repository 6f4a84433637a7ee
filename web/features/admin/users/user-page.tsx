// /admin/users/:id: one user's whole picture (profile, account, team plan, balance and ledger, orders, leads) and what an admin
// may do to them: change role or status, adjust the balance, delete.
import { ArrowLeft, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '../../../../common/admin';
import { ApiError } from '../../../app/api';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { MissingState } from '../../../components/ui/missing-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../auth';
import { AdminPage } from '../ui/admin-page';
import { RoleBadge, UserStatusBadge, VerifiedBadge } from '../ui/badges';
import { formatDate, formatDateTime } from '../ui/format';
import { AccountSection } from './account-section';
import { BalanceSection } from './balance-section';
import { DangerZone } from './danger-zone';
import { LeadsSection } from './leads-section';
import { OrdersSection } from './orders-section';
import { PlanSection } from './plan-section';
import { displayName, ROLE_LABELS } from './user-labels';
import { useUser } from './users-api';

const BACK = { to: '/admin/users', label: 'Users' };

export function UserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const me = useAuth().user;

  if (user.isPending) {
    return (
      <AdminPage title="User" back={BACK}>
        <div className="space-y-4" aria-busy="true" aria-label="Loading the user">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      </AdminPage>
    );
  }
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404) {
      return (
        <MissingState title="User not found" message="There is no user with this address: the link may be wrong, or the user was deleted." icon={UserX}>
          <Link to={BACK.to} className={buttonClasses()}><ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Users</Link>
        </MissingState>
      );
    }
    return (
      <AdminPage title="User" back={BACK}>
        <LoadError title="The user could not be loaded." error={user.error} onRetry={() => void user.refetch()} />
      </AdminPage>
    );
  }

  const u = user.data;
  const isSelf = u.id === me?.id;
  return (
    <AdminPage title={displayName(u)} description={u.email} back={BACK}>
      <div className="space-y-6">
        <UserFacts user={u} />
        <AccountSection key={`${u.role}:${u.status}`} user={u} isSelf={isSelf} />
        <PlanSection team={u.team} />
        <BalanceSection user={u} />
        <OrdersSection user={u} />
        <LeadsSection leads={u.leads} />
        {!isSelf && <DangerZone user={u} />}
      </div>
    </AdminPage>
  );
}

function UserFacts({ user }: { user: AdminUserDetail }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap gap-2">
        <RoleBadge role={user.role} />
        <UserStatusBadge status={user.status} />
        <VerifiedBadge verified={user.emailVerified} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
        <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
        <Fact label="Last login">{formatDateTime(user.lastSignInAt, 'Never')}</Fact>
        <Fact label="Active sessions">{user.activeSessions.toLocaleString('en-US')}</Fact>
        <Fact label="Phone">{user.phone || '—'}</Fact>
        <Fact label="Company">{user.company || '—'}</Fact>
      </dl>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 truncate text-slate-900">{children}</dd>
    </div>
  );
}
