// An import's spend controls: a daily budget and a daily lead cap (UTC days; empty: none), with today's use and the
// leads they hold. Pausing is the page's Pause button: a paused import refuses new leads.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BILLING_MESSAGES, CapCents } from '../../../common/billing';
import { LEAD_MESSAGES, LeadCap, type LeadConfig } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { dollarsText, optionalDollarsField } from '../../app/money-fields';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { MoneyInput } from '../../components/ui/money-input';
import { useUpdateConfig } from './leads-api';

const FormSchema = z.object({
  budget: optionalDollarsField(BILLING_MESSAGES.spendCap, CapCents),
  leads: z.string().trim().regex(/^\d{0,7}$/, LEAD_MESSAGES.leadCap).transform((v) => (v === '' ? null : Number(v))).pipe(LeadCap),
});
type FormInput = z.input<typeof FormSchema>;

export function ImportCapsForm({ config }: { config: LeadConfig }) {
  const id = useId();
  const update = useUpdateConfig(config.id);
  const caps = config.caps;
  const saved = (): FormInput => ({ budget: dollarsText(caps.dailyBudgetCents), leads: caps.dailyLeadCap === null ? '' : String(caps.dailyLeadCap) });
  const form = useForm<FormInput, unknown, z.output<typeof FormSchema>>({ resolver: zodResolver(FormSchema), defaultValues: saved() });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(saved());
  }, [caps.dailyBudgetCents, caps.dailyLeadCap, isDirty, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ dailyBudgetCents: values.budget, dailyLeadCap: values.leads });
      form.reset(form.getValues());
      toast.success('Spend controls saved', { description: 'Leads held by a lower cap are delivered now, oldest first, as far as the new caps allow.' });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Today (UTC) this import delivered {caps.today.leads} lead{caps.today.leads === 1 ? '' : 's'} for {formatCents(caps.today.cents)}.
        {caps.overCapLeads > 0 && ` ${caps.overCapLeads} lead${caps.overCapLeads === 1 ? ' is' : 's are'} held by a cap, not charged.`}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-budget`} label="Daily budget" hint="At most this much a day on this import's leads. Empty for no budget." error={errors.budget?.message}>
          <MoneyInput inputMode="numeric" placeholder="No budget" {...form.register('budget')} />
        </FormField>
        <FormField id={`${id}-leads`} label="Daily lead cap" hint="At most this many charged leads a day. Empty for no cap." error={errors.leads?.message}>
          <Input inputMode="numeric" placeholder="No cap" {...form.register('leads')} />
        </FormField>
      </div>
      <p className="text-xs text-slate-500">Leads over a cap are kept, not charged, and delivered oldest first when the next day starts (00:00 UTC) or you raise the cap.</p>
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save spend controls'}</Button>
    </form>
  );
}
