// The account's spend caps: at most this much on leads per UTC day and per month (empty: no cap), with what leads
// used of each so far. Leads over a cap are held, not charged, until the period ends or the cap rises.
import { useId } from 'react';
import { z } from 'zod';
import { BILLING_MESSAGES, SpendCapsSettings, type Balance } from '../../../common/billing';
import { formatCents } from '../../../common/money';
import { dollarsText, optionalDollarsField } from '../../app/money-fields';
import { useSettingsForm } from '../../app/use-settings-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { MoneyInput } from '../../components/ui/money-input';
import { useSaveSpendCaps } from './billing-api';

const FormSchema = z.object({
  daily: optionalDollarsField(BILLING_MESSAGES.spendCap, SpendCapsSettings.shape.dailyCents),
  monthly: optionalDollarsField(BILLING_MESSAGES.spendCap, SpendCapsSettings.shape.monthlyCents),
});

const used = (spent: number, cap: number | null) => (cap === null ? `${formatCents(spent)} spent, no cap` : `${formatCents(spent)} of ${formatCents(cap)} spent`);

export function SpendCapsForm({ balance }: { balance: Balance }) {
  const id = useId();
  const save = useSaveSpendCaps();
  const caps = balance.spendCaps;
  const { form, submit } = useSettingsForm(FormSchema, { daily: dollarsText(caps.dailyCents), monthly: dollarsText(caps.monthlyCents) }, async (values) => {
    await save.mutateAsync({ dailyCents: values.daily, monthlyCents: values.monthly });
    return { title: 'Spend caps saved', description: 'Leads held by a lower cap are delivered now, oldest first, as far as the new caps allow.' };
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Lead charges stop at a cap: further leads are kept but not charged (their contact details stay hidden) until the
        next day or month starts (00:00 UTC) or you raise the cap; then they are delivered oldest first. We e-mail you once when a cap is reached.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-daily`} label="Daily spend cap" hint={`Empty for no cap. Today: ${used(caps.spentTodayCents, caps.dailyCents)}.`} error={errors.daily?.message}>
          <MoneyInput inputMode="numeric" placeholder="No cap" {...form.register('daily')} />
        </FormField>
        <FormField id={`${id}-monthly`} label="Monthly spend cap" hint={`Empty for no cap. This month: ${used(caps.spentThisMonthCents, caps.monthlyCents)}.`} error={errors.monthly?.message}>
          <MoneyInput inputMode="numeric" placeholder="No cap" {...form.register('monthly')} />
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save spend caps'}</Button>
    </form>
  );
}
