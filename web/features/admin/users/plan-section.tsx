// A user's team and its plan on their admin page, linking to the team's plans on the Subscriptions page.
import { Link } from 'react-router';
import type { AdminUserTeam } from '../../../../common/admin';
import { planLabel, SubscriptionStatusBadge } from '../ui/badges';
import { formatDate } from '../ui/format';
import { SectionCard } from './section-card';

const ROLES: Record<AdminUserTeam['role'], string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function PlanSection({ team }: { team: AdminUserTeam }) {
  const { plan } = team;
  return (
    <SectionCard id="user-plan" title="Team plan" description={`${ROLES[team.role]} of the team “${team.name}”.`}
      actions={<Link to={`/admin/subscriptions?teamId=${team.id}`} className="text-sm font-medium text-primary-700 hover:underline">The team's subscriptions</Link>}>
      {plan ? (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div><dt className="text-sm text-slate-500">Plan</dt><dd className="mt-1 text-slate-900">{planLabel(plan.plan)}</dd></div>
          <div><dt className="text-sm text-slate-500">Status</dt><dd className="mt-1"><SubscriptionStatusBadge status={plan.status} /></dd></div>
          <div>
            <dt className="text-sm text-slate-500">{plan.cancelAtPeriodEnd ? 'Ends' : 'Period ends'}</dt>
            <dd className="mt-1 text-slate-900">{formatDate(plan.currentPeriodEnd)}</dd>
          </div>
        </dl>
      ) : <p className="text-sm text-slate-600">The team has no plan.</p>}
    </SectionCard>
  );
}
