// Auto-recharge settings: on or off, the threshold, the amount and the daily limits (checked with the server's schema).
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import { AutoRechargeFields, BILLING_MESSAGES, type Balance } from '../../../common/billing';
import { centsToDollars, formatCents } from '../../../common/money';
import { dollarsField } from '../../app/money-fields';
import { useSettingsForm } from '../../app/use-settings-form';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { MoneyInput } from '../../components/ui/money-input';
import { FormField } from '../../components/ui/form-field';
import { useSaveAutoRecharge } from './billing-api';

const FormSchema = z.object({
  enabled: z.boolean(),
  threshold: dollarsField(BILLING_MESSAGES.threshold, AutoRechargeFields.shape.thresholdCents),
  amount: dollarsField(BILLING_MESSAGES.amount, AutoRechargeFields.shape.amountCents),
  dailyCount: z.string().trim().regex(/^\d{1,2}$/, BILLING_MESSAGES.dailyCount).transform(Number).pipe(AutoRechargeFields.shape.dailyMaxCount),
  dailyLimit: dollarsField(BILLING_MESSAGES.dailyAmount, AutoRechargeFields.shape.dailyMaxCents),
}).refine((v) => v.dailyLimit >= v.amount, { message: BILLING_MESSAGES.dailyBelowAmount, path: ['dailyLimit'] });

export function AutoRechargeForm({ balance }: { balance: Balance }) {
  const id = useId();
  const save = useSaveAutoRecharge();
  const auto = balance.autoRecharge;
  const saved = {
    enabled: auto.enabled, threshold: String(centsToDollars(auto.thresholdCents)), amount: String(centsToDollars(auto.amountCents)),
    dailyCount: String(auto.dailyMaxCount), dailyLimit: String(centsToDollars(auto.dailyMaxCents)),
  };
  const { form, submit } = useSettingsForm(FormSchema, saved, async (values) => {
    await save.mutateAsync({
      enabled: values.enabled, thresholdCents: values.threshold, amountCents: values.amount,
      dailyMaxCount: values.dailyCount, dailyMaxCents: values.dailyLimit,
    });
    return {
      title: 'Preferences Saved',
      description: values.enabled ? `We add ${formatCents(values.amount)} whenever your balance falls under ${formatCents(values.threshold)}.` : 'Automatic recharges are off.',
    };
  });
  const { errors, isSubmitting } = form.formState;

  const money = (name: 'threshold' | 'amount' | 'dailyLimit', label: string, hint: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <MoneyInput inputMode="numeric" {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {auto.pausedReason && (
        <p role="alert" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          The last automatic recharge failed ({auto.pausedReason}), so they are paused. Save a working card or save these settings again to resume.
        </p>
      )}
      <label className="flex items-center gap-3">
        <input type="checkbox" className="h-5 w-5 accent-primary-600" {...form.register('enabled')} />
        <span className="font-medium text-slate-900">Recharge automatically</span>
      </label>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {money('threshold', 'When the balance falls under', 'From $0 to $10,000.')}
        {money('amount', 'Add this amount', 'From $10 to $10,000, charged to your saved card.')}
        <FormField id={`${id}-dailyCount`} label="At most this many recharges a day" hint="From 1 to 24 (days in UTC)." error={errors.dailyCount?.message}>
          <Input inputMode="numeric" {...form.register('dailyCount')} />
        </FormField>
        {money('dailyLimit', 'For at most this much a day', 'Once a limit is reached, new leads wait for funds until the next day or a higher limit.')}
      </div>
      {auto.enabled && (
        <p className="text-sm text-slate-600">
          Today: {auto.today.count} of {auto.dailyMaxCount} automatic recharges, {formatCents(auto.today.cents)} of {formatCents(auto.dailyMaxCents)}.
        </p>
      )}
      {!balance.card && <p className="text-sm text-slate-600">Save a card below to turn automatic recharges on.</p>}
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save auto-recharge'}</Button>
    </form>
  );
}
