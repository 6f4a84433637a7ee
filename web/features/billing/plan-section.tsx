// Billing & Plans' plan section: the team's plan (status, renewal, what it gives and what is used), the owner's
// changes (plan and add-ons, cancel or resume, pay an overdue renewal), or the plans to choose from.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../common/money';
import { PLAN_IDS, type PlanId, type SubscriptionView } from '../../../common/plans';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { PlanChooser } from './plan-chooser';
import { useCancelPlan, usePayOverdue, useResumePlan, useSubscription } from './plans-api';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });
const NO_ADDONS = { realtime: false, teamSeats: false, verification: false, enhancement: false };

export function PlanSection({ hasCard }: { hasCard: boolean }) {
  const plan = useSubscription();
  const [params] = useSearchParams();
  const wanted = params.get('plan');
  const [changing, setChanging] = useState(false);
  if (plan.isPending) return <Skeleton className="h-48 rounded-xl" />;
  if (plan.isError) return <LoadError title="Your plan could not be loaded." error={plan.error} onRetry={() => void plan.refetch()} />;
  const view = plan.data;
  const sub = view.subscription;
  if (!sub) {
    // From /pricing or /for-business: the plan (and Team Management) the visitor chose there.
    const addons = (params.get('addons') ?? '').split(',');
    const initial = { plan: PLAN_IDS.includes(wanted as PlanId) ? (wanted as PlanId) : 'professional', ...NO_ADDONS, teamSeats: addons.includes('team') };
    return (
      <>
        <p className="mb-4 text-sm text-slate-600">Your team has no plan yet. A plan includes catalog datasets every month instead of paying each price, API access and add-ons.</p>
        {!view.canManage && <p className="mb-4 text-sm text-amber-800">Only your team's owner can choose a plan.</p>}
        <PlanChooser view={view} initial={initial} hasCard={hasCard} />
      </>
    );
  }
  if (changing) return <PlanChooser view={view} initial={sub.settings} hasCard={hasCard} onDone={() => setChanging(false)} />;
  return <CurrentPlan view={view} onChange={() => setChanging(true)} />;
}

function CurrentPlan({ view, onChange }: { view: SubscriptionView; onChange: () => void }) {
  const sub = view.subscription!;
  const name = view.plans.find((p) => p.id === sub.settings.plan)!.name;
  const [canceling, setCanceling] = useState(false);
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const payOverdue = usePayOverdue();
  const addons = view.addons.filter((a) => sub.settings[a.id === 'team' ? 'teamSeats' : a.id]);
  const run = (action: Promise<unknown>, done: string) =>
    void action.then(() => toast.success(done), (err: unknown) => toast.error('That did not work', { description: err instanceof Error ? err.message : undefined }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-bold text-slate-900">{name}</p>
        <Status sub={sub} />
      </div>
      {sub.status === 'past_due' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          The renewal payment failed. {sub.nextRetryAt ? `We try your card again on ${longDate(sub.nextRetryAt)}. ` : ''}
          Unless it is paid by {longDate(sub.graceEndsAt!)}, the plan ends and datasets taken into it stop downloading.
        </div>
      )}
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Figure label="Datasets this period">
          {sub.datasetsPerPeriod === null ? `${sub.datasetsTaken} taken (unlimited)` : `${sub.datasetsTaken} of ${sub.datasetsPerPeriod} taken`}
        </Figure>
        <Figure label="Data API">{sub.apiRequestsPerHour.toLocaleString('en-US')} requests an hour</Figure>
        <Figure label={sub.cancelAtPeriodEnd ? 'Ends on' : 'Next renewal'}>
          {longDate(sub.currentPeriodEnd)}{sub.cancelAtPeriodEnd ? '' : `: ${formatCents(sub.nextRenewal.chargeNowCents)}`}
        </Figure>
        <Figure label="Add-ons">{addons.length ? addons.map((a) => a.name).join(', ') : 'None'}</Figure>
        {sub.settings.teamSeats && <Figure label="Seats">{sub.seats} member{sub.seats === 1 ? '' : 's'}</Figure>}
        {sub.creditCents > 0 && <Figure label="Credit">{formatCents(sub.creditCents)} {sub.cancelAtPeriodEnd ? 'to your prepaid balance when the plan ends' : 'toward renewals'}</Figure>}
      </dl>
      {view.canManage ? (
        <div className="flex flex-wrap gap-2">
          {sub.status === 'past_due' && <Button disabled={payOverdue.isPending} onClick={() => run(payOverdue.mutateAsync(), 'Paid: your plan is active again')}>Pay now</Button>}
          {sub.status === 'active' && <Button variant="outline" onClick={onChange}>Change plan or add-ons</Button>}
          {sub.cancelAtPeriodEnd
            ? <Button variant="outline" disabled={resume.isPending} onClick={() => run(resume.mutateAsync(), 'Your plan continues')}>Resume plan</Button>
            : <Button variant="outline" className="text-red-700" onClick={() => setCanceling(true)}>Cancel plan</Button>}
        </div>
      ) : <p className="text-sm text-slate-600">Only your team's owner can change the plan.</p>}
      <ConfirmDialog open={canceling} onOpenChange={setCanceling} title="Cancel your plan?" confirmLabel="Cancel at period end" busy={cancel.isPending}
        onConfirm={() => { setCanceling(false); run(cancel.mutateAsync(), 'Your plan ends at the end of this period'); }}>
        <p>Your plan stays active until {longDate(sub.currentPeriodEnd)} and is not renewed. Then datasets taken into it stop downloading; datasets you bought are not affected. You can resume until then.</p>
        <p className="mt-2">Per-dataset add-ons used and members added this period are billed to your card when the plan ends, as a renewal would bill them.</p>
        {sub.creditCents > 0 && <p className="mt-2">The plan's credit ({formatCents(sub.creditCents)}) pays that bill first; what is left moves to your prepaid balance, for lead imports.</p>}
      </ConfirmDialog>
    </div>
  );
}

function Status({ sub }: { sub: NonNullable<SubscriptionView['subscription']> }) {
  if (sub.status === 'past_due') return <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-800">Past due</span>;
  if (sub.cancelAtPeriodEnd) return <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-800">Cancels {longDate(sub.currentPeriodEnd)}</span>;
  return <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-800">Active</span>;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
