// An import's spend controls: a daily budget and a daily lead cap (UTC days; empty: none), with today's use and the
// leads they hold. Pausing is the page's Pause button: a paused import refuses new leads.
import { useId } from 'react';
import { z } from 'zod';
import { BILLING_MESSAGES, CapCents } from '../../../common/billing';
import { LEAD_MESSAGES, LeadCap, type LeadConfig } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { dollarsText, optionalDollarsField } from '../../app/money-fields';
import { useSettingsForm } from '../../app/use-settings-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { MoneyInput } from '../../components/ui/money-input';
import { useUpdateConfig } from './leads-api';

const FormSchema = z.object({
  budget: optionalDollarsField(BILLING_MESSAGES.spendCap, CapCents),
  leads: z.string().trim().regex(/^\d{0,7}$/, LEAD_MESSAGES.leadCap).transform((v) => (v === '' ? null : Number(v))).pipe(LeadCap),
});

export function ImportCapsForm({ config }: { config: LeadConfig }) {
  const id = useId();
  const update = useUpdateConfig(config.id);
  const caps = config.caps;
  const saved = { budget: dollarsText(caps.dailyBudgetCents), leads: caps.dailyLeadCap === null ? '' : String(caps.dailyLeadCap) };
  const { form, submit } = useSettingsForm(FormSchema, saved, async (values) => {
    await update.mutateAsync({ dailyBudgetCents: values.budget, dailyLeadCap: values.leads });
    return { title: 'Spend controls saved', description: 'Leads held by a lower cap are delivered now, oldest first, as far as the new caps allow.' };
  });
  const { errors, isSubmitting } = form.formState;

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
