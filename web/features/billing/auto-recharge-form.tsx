// Auto-recharge settings: on or off, the threshold and the amount in whole dollars (checked with the server's schema).
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AutoRechargeSettings, BILLING_MESSAGES, type Balance } from '../../../common/billing';
import { centsToDollars, dollarsToCents, formatCents } from '../../../common/money';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { useSaveAutoRecharge } from './billing-api';

const dollars = (message: string, schema: z.ZodType<number, number>) =>
  z.string().trim().regex(/^\d{1,6}$/, message).transform((v) => dollarsToCents(Number(v))).pipe(schema);

const FormSchema = z.object({
  enabled: z.boolean(),
  threshold: dollars(BILLING_MESSAGES.threshold, AutoRechargeSettings.shape.thresholdCents),
  amount: dollars(BILLING_MESSAGES.amount, AutoRechargeSettings.shape.amountCents),
});
type FormInput = z.input<typeof FormSchema>;

export function AutoRechargeForm({ balance }: { balance: Balance }) {
  const id = useId();
  const save = useSaveAutoRecharge();
  const auto = balance.autoRecharge;
  const form = useForm<FormInput, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { enabled: auto.enabled, threshold: String(centsToDollars(auto.thresholdCents)), amount: String(centsToDollars(auto.amountCents)) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset({ enabled: auto.enabled, threshold: String(centsToDollars(auto.thresholdCents)), amount: String(centsToDollars(auto.amountCents)) });
  }, [auto.enabled, auto.thresholdCents, auto.amountCents, isDirty, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ enabled: values.enabled, thresholdCents: values.threshold, amountCents: values.amount });
      form.reset(form.getValues());
      toast.success('Preferences Saved', {
        description: values.enabled ? `We add ${formatCents(values.amount)} whenever your balance falls under ${formatCents(values.threshold)}.` : 'Automatic recharges are off.',
      });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  });

  const money = (name: 'threshold' | 'amount', label: string, hint: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500" aria-hidden="true">$</span>
        <Input inputMode="numeric" className="pl-7" {...form.register(name)} />
      </div>
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
      </div>
      {!balance.card && <p className="text-sm text-slate-600">Save a card below to turn automatic recharges on.</p>}
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save auto-recharge'}</Button>
    </form>
  );
}
