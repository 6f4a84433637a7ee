// The "Quality rules" part of the import form: which leads this import refuses (free, kept as failed with the reason).
// Numbers and states are typed as text and checked with the server's own QualityRules schema.
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { LEAD_MESSAGES, QualityRules } from '../../../common/leads';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';

const whole = (message: string) => z.string().trim().regex(/^\d{1,3}$/, message).transform(Number);

export const RulesForm = z.object({
  requirePhone: z.boolean(),
  requireEmail: z.boolean(),
  requireConsent: z.boolean(),
  consentMaxAgeDays: whole(LEAD_MESSAGES.consentMaxAge).pipe(QualityRules.shape.consentMaxAgeDays.unwrap()),
  minQualityScore: whole(LEAD_MESSAGES.minQualityScore).pipe(QualityRules.shape.minQualityScore.unwrap()),
  /** "tx, ok OK" -> ['TX', 'OK']. */
  serviceStates: z.string().transform((v) => [...new Set(v.toUpperCase().split(/[\s,;]+/).filter(Boolean))])
    .refine((codes) => QualityRules.shape.serviceStates.safeParse(codes).success, LEAD_MESSAGES.serviceStates),
});
export type RulesFormInput = z.input<typeof RulesForm>;

export const rulesFormValues = (rules: QualityRules = QualityRules.parse({})): RulesFormInput => ({
  requirePhone: rules.requirePhone,
  requireEmail: rules.requireEmail,
  requireConsent: rules.requireConsent,
  consentMaxAgeDays: String(rules.consentMaxAgeDays),
  minQualityScore: String(rules.minQualityScore),
  serviceStates: rules.serviceStates.join(', '),
});

/** The rules in a line for the import's page: "a phone · consent proof at most 30 days old · score 60 or more · TX, OK". */
export function rulesSummary(rules: QualityRules): string {
  const parts = [
    rules.requirePhone && 'a phone number',
    rules.requireEmail && 'an e-mail address',
    rules.requireConsent && `consent proof (consent text at most ${rules.consentMaxAgeDays} days old)`,
    rules.minQualityScore > 0 && `a quality score of ${rules.minQualityScore} or more`,
    rules.serviceStates.length > 0 && `a state among ${rules.serviceStates.join(', ')}`,
  ].filter(Boolean);
  return parts.length ? `Accepts only leads with ${parts.join(', ')}.` : 'None: every lead with a valid e-mail or phone is accepted.';
}

const SWITCHES = [
  ['requirePhone', 'Require a phone number', 'Leads without a phone number that can be called are refused.'],
  ['requireEmail', 'Require an e-mail address', 'Leads without a working e-mail address are refused.'],
  ['requireConsent', 'Require consent proof', 'Leads must carry a TrustedForm certificate, a Jornaya LeadiD, or the consent text with the time it was given.'],
] as const;

/** Inside the import form's FormProvider; its values live under `rules`. */
export function QualityRulesFields() {
  const id = useId();
  const { control, register, watch, formState: { errors } } = useFormContext<{ rules: RulesFormInput }>();
  const requireConsent = watch('rules.requireConsent');
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Quality rules</legend>
      <p className="text-sm text-slate-600">Leads that break a rule are refused: you are not charged, and you can still see them in your leads with the reason.</p>
      {SWITCHES.map(([name, label, hint]) => (
        <div key={name} className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">{label}</label>
            <p id={`${id}-${name}-hint`} className="text-xs text-slate-500">{hint}</p>
          </div>
          <Controller control={control} name={`rules.${name}`} render={({ field }) => (
            <Switch id={`${id}-${name}`} aria-describedby={`${id}-${name}-hint`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )} />
        </div>
      ))}
      {requireConsent && (
        <FormField id={`${id}-age`} label="Oldest consent accepted (days)" error={errors.rules?.consentMaxAgeDays?.message}
          hint="Consent text given longer ago than this is refused; TrustedForm and Jornaya certificates are checked by their issuers.">
          <Input inputMode="numeric" className="w-28" {...register('rules.consentMaxAgeDays')} />
        </FormField>
      )}
      <FormField id={`${id}-score`} label="Minimum quality score" error={errors.rules?.minQualityScore?.message}
        hint="Each lead is scored 0-100 on its contact details, name, consent and address; leads below this are refused (0 accepts all).">
        <Input inputMode="numeric" className="w-28" {...register('rules.minQualityScore')} />
      </FormField>
      <FormField id={`${id}-states`} label="Service area (states)" error={errors.rules?.serviceStates?.message}
        hint="Two-letter codes of the states you serve, such as TX, OK; leads from elsewhere or without a state are refused. Empty: every state.">
        <Input placeholder="Every state" autoComplete="off" {...register('rules.serviceStates')} />
      </FormField>
    </fieldset>
  );
}
