// Choosing a plan and its add-ons: the three plans at the prices in force, the add-ons with how each is billed, and a
// review of exactly what is charged now, credited and then monthly (the server's quote) before anything is paid.
import { Check } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '../../../common/money';
import { ADDON_IDS, type AddonId, type PlanQuote, type PlanSettings, type SubscriptionView } from '../../../common/plans';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Switch } from '../../components/ui/switch';
import { quotePlan, useChangePlan, useStartPlan } from './plans-api';

const UNIT_LABELS = { dataset: 'per dataset delivered', month: 'per month', seat: 'per member per month' } as const;
const ADDON_FIELDS: Record<AddonId, keyof Omit<PlanSettings, 'plan'>> = { verification: 'verification', enhancement: 'enhancement', realtime: 'realtime', team: 'teamSeats' };

interface PlanChooserProps {
  view: SubscriptionView;
  initial: PlanSettings;
  hasCard: boolean;
  onDone?: () => void;
}

export function PlanChooser({ view, initial, hasCard, onDone }: PlanChooserProps) {
  const [settings, setSettings] = useState(initial);
  const [quote, setQuote] = useState<PlanQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const start = useStartPlan();
  const change = useChangePlan();
  const current = view.subscription;
  const pay = current ? change : start;
  const unchanged = current !== null && JSON.stringify(current.settings) === JSON.stringify(settings);

  async function review() {
    setQuoting(true);
    try {
      setQuote(await quotePlan(settings));
    } catch (err) {
      toast.error('The price could not be worked out', { description: err instanceof Error ? err.message : undefined });
    } finally {
      setQuoting(false);
    }
  }

  async function confirm() {
    try {
      const view = await pay.mutateAsync(settings);
      setQuote(null);
      // A card payment the bank is still processing: the plan starts (or changes) when it confirms.
      if (JSON.stringify(view.subscription?.settings) !== JSON.stringify(settings)) {
        toast.info('Your payment is processing', { description: 'Your plan updates as soon as your bank confirms it.' });
      } else {
        toast.success(current ? 'Your plan is changed' : 'Welcome aboard: your plan is active');
      }
      onDone?.();
    } catch (err) {
      toast.error(current ? 'The plan could not be changed' : 'The plan could not be started', { description: err instanceof Error ? err.message : undefined });
    }
  }

  return (
    <div>
      <fieldset>
        <legend className="sr-only">Plan</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {view.plans.map((plan) => {
            const chosen = settings.plan === plan.id;
            return (
              <label key={plan.id} className={cn('flex cursor-pointer flex-col rounded-xl border p-4', chosen ? 'border-primary-500 ring-2 ring-primary-500' : 'border-slate-200')}>
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{plan.name}</span>
                  <input type="radio" name="plan" value={plan.id} checked={chosen} className="h-4 w-4 accent-primary-600"
                    onChange={() => setSettings({ ...settings, plan: plan.id })} />
                </span>
                <span className="mt-1 text-2xl font-bold text-slate-900">{formatCents(plan.priceCents)}<span className="text-sm font-normal text-slate-600">/month</span></span>
                <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-700"><Check className="h-4 w-4 text-green-600" aria-hidden="true" />
                  {plan.datasetsPerPeriod === null ? 'Unlimited datasets' : `Up to ${plan.datasetsPerPeriod} datasets a month`}</span>
                <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-700"><Check className="h-4 w-4 text-green-600" aria-hidden="true" />
                  {plan.apiRequestsPerHour.toLocaleString('en-US')} API requests an hour</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-900">Add-ons</legend>
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {ADDON_IDS.map((id) => {
            const addon = view.addons.find((a) => a.id === id)!;
            const field = ADDON_FIELDS[id];
            return (
              <li key={id} className="flex items-center justify-between gap-3 px-4 py-3">
                <label htmlFor={`addon-${id}`} className="text-sm">
                  <span className="font-medium text-slate-900">{addon.name}</span>
                  <span className="block text-slate-600">{formatCents(addon.priceCents)} {UNIT_LABELS[addon.unit]}</span>
                </label>
                <Switch id={`addon-${id}`} checked={settings[field]} onCheckedChange={(on) => setSettings({ ...settings, [field]: on })} />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!hasCard && <p className="text-sm text-amber-800">Save a card under Card on file first: the plan is charged to it every month.</p>}
        {onDone && <Button variant="outline" onClick={onDone}>Keep my plan</Button>}
        <Button disabled={!view.canManage || !hasCard || quoting || unchanged} onClick={() => void review()}>
          {quoting ? 'Working...' : current ? 'Review change' : 'Subscribe'}
        </Button>
      </div>
      <ConfirmDialog open={quote !== null} onOpenChange={(open) => { if (!open) setQuote(null); }} tone="primary" busy={pay.isPending}
        title={current ? 'Change your plan?' : 'Start your plan?'}
        confirmLabel={quote?.chargeNowCents ? `Pay ${formatCents(quote.chargeNowCents)}` : 'Confirm'} onConfirm={() => void confirm()}>
        {quote && <QuoteLines quote={quote} />}
      </ConfirmDialog>
    </div>
  );
}

function QuoteLines({ quote }: { quote: PlanQuote }) {
  return (
    <>
      <ul className="space-y-1">
        {quote.lines.map((line) => (
          <li key={line.description} className="flex justify-between gap-4">
            <span>{line.description}{line.quantity > 1 ? ` x ${line.quantity}` : ''}</span>
            <span className="font-medium text-slate-900 tabular-nums">{formatCents(line.amountCents)}</span>
          </li>
        ))}
      </ul>
      <p className="font-medium text-slate-900">
        {quote.chargeNowCents ? `Charged now to your saved card: ${formatCents(quote.chargeNowCents)}.` : 'Nothing is charged now.'}
        {quote.creditCents ? ` ${formatCents(quote.creditCents)} is credited to your next renewal.` : ''}
      </p>
      <p>Then {formatCents(quote.monthlyCents)} a month, plus per-dataset add-ons as used, until you cancel.</p>
    </>
  );
}
