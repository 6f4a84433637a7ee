// Small status labels (and the words for order types) the admin pages share.
import type { AdminUser } from '../../../../common/admin';
import type { OrderType } from '../../../../common/orders';
import type { PlanId, SubscriptionStatus } from '../../../../common/plans';
import { cn } from '../../../components/ui/cn';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const USER_STATUS: Record<AdminUser['status'], string> = {
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-amber-100 text-amber-800',
  banned: 'bg-red-100 text-red-800',
};

export function UserStatusBadge({ status }: { status: AdminUser['status'] }) {
  return <span data-status={status} className={cn(pill, USER_STATUS[status])}>{status[0]!.toUpperCase() + status.slice(1)}</span>;
}

/** SPEC.md: 'Verified' when the e-mail address is confirmed, otherwise 'Unverified'. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return <span className={cn(pill, verified ? 'bg-blue-50 text-blue-700' : 'bg-slate-100 text-slate-600')}>{verified ? 'Verified' : 'Unverified'}</span>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <span className={cn(pill, active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}>{active ? 'Active' : 'Inactive'}</span>;
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'ADMIN' ? <span className={cn(pill, 'bg-violet-100 text-violet-800')}>Admin</span> : null;
}

const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-green-100 text-green-800' },
  past_due: { label: 'Past due', tone: 'bg-red-100 text-red-800' },
  ended: { label: 'Ended', tone: 'bg-slate-200 text-slate-700' },
};
export const subscriptionStatusLabel = (status: SubscriptionStatus) => SUBSCRIPTION_STATUS[status].label;

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span data-status={status} className={cn(pill, SUBSCRIPTION_STATUS[status].tone)}>{SUBSCRIPTION_STATUS[status].label}</span>;
}

/** A plan's id as admins read it (its marketing name lives in the content store and may change). */
export const planLabel = (plan: PlanId) => plan[0]!.toUpperCase() + plan.slice(1);

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { purchase: 'Purchase', recharge: 'Balance recharge', subscription: 'Plan payment' };
