// Create or edit an import configuration: campaign, price per lead, and for Facebook the page, form and page token.
// Validated with the server's own schema (the price is typed in dollars and checked as cents).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { CreateLeadConfig, LEAD_MESSAGES, type CampaignSource, type LeadConfig, type QualityRules } from '../../../common/leads';
import { centsToDollarField, dollarsToCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { QualityRulesFields, RulesForm, rulesFormValues } from './quality-rules-fields';

const CostInDollars = z.string().trim().regex(/^\d{1,6}(\.\d{1,2})?$/, LEAD_MESSAGES.cost)
  .transform((v) => dollarsToCents(Number(v))).pipe(CreateLeadConfig.shape.costPerLeadCents);

const FormSchema = z.object({
  campaignName: CreateLeadConfig.shape.campaignName,
  cost: CostInDollars,
  pageId: z.string().trim(),
  formId: z.string().trim(),
  pageAccessToken: z.string().trim(),
  rules: RulesForm,
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

export interface ConfigFormResult {
  campaignName: string;
  costPerLeadCents: number;
  qualityRules: QualityRules;
  facebook?: { pageId: string; formId: string; pageAccessToken?: string };
}

interface ConfigFormProps {
  source: CampaignSource;
  /** Editing an existing configuration: its values are the starting point and the page token may stay as saved. */
  current?: LeadConfig;
  submitLabel: string;
  onSubmit: (values: ConfigFormResult) => Promise<unknown>;
  onCancel?: () => void;
}

export function ConfigForm({ source, current, submitLabel, onSubmit, onCancel }: ConfigFormProps) {
  const id = useId();
  const facebook = source === 'facebook';
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema.superRefine((v, ctx) => {
      if (!facebook) return;
      const fb = CreateLeadConfig.shape.facebook.unwrap().shape;
      const check = (field: 'pageId' | 'formId' | 'pageAccessToken', schema: z.ZodType, value: string) => {
        const result = schema.safeParse(value);
        if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message });
      };
      check('pageId', fb.pageId, v.pageId);
      if (v.formId) check('formId', fb.formId, v.formId);
      if (v.pageAccessToken || !current?.facebook?.hasPageToken) check('pageAccessToken', fb.pageAccessToken.unwrap(), v.pageAccessToken);
    })),
    defaultValues: {
      campaignName: current?.campaignName ?? '',
      cost: current ? centsToDollarField(current.costPerLeadCents) : '',
      pageId: current?.facebook?.pageId ?? '',
      formId: current?.facebook?.formId ?? '',
      pageAccessToken: '',
      rules: rulesFormValues(current?.qualityRules),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        campaignName: values.campaignName,
        costPerLeadCents: values.cost,
        qualityRules: values.rules,
        ...(facebook ? { facebook: { pageId: values.pageId, formId: values.formId, ...(values.pageAccessToken ? { pageAccessToken: values.pageAccessToken } : {}) } } : {}),
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const map: Record<string, FieldPath<FormInput>> = {
        campaignName: 'campaignName', costPerLeadCents: 'cost', 'facebook.pageId': 'pageId', 'facebook.formId': 'formId', 'facebook.pageAccessToken': 'pageAccessToken',
        'qualityRules.consentMaxAgeDays': 'rules.consentMaxAgeDays', 'qualityRules.minQualityScore': 'rules.minQualityScore', 'qualityRules.serviceStates': 'rules.serviceStates',
      };
      for (const [key, message] of Object.entries(fields ?? {})) if (map[key]) form.setError(map[key], { message });
      form.setError('root', { message: error instanceof Error ? error.message : 'Could not save the configuration.' });
    }
  });

  const field = (name: keyof FormInput, label: string, props: { hint?: string; prefix?: string; type?: string; placeholder?: string; autoComplete?: string; inputMode?: 'decimal' | 'numeric' } = {}) => {
    const message = errors[name]?.message;
    const fieldId = `${id}-${name}`;
    return (
      <FormField id={fieldId} label={label} hint={props.hint} error={message}>
        <div className="relative">
          {props.prefix && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500" aria-hidden="true">{props.prefix}</span>}
          <Input
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            placeholder={props.placeholder}
            autoComplete={props.autoComplete ?? 'off'}
            className={props.prefix ? 'pl-7' : undefined}
            {...form.register(name)}
          />
        </div>
      </FormField>
    );
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        {field('campaignName', 'Campaign name', { placeholder: 'e.g. Medicare Q4 lead form' })}
        {field('cost', 'Cost per lead', { prefix: '$', inputMode: 'decimal', placeholder: '8.50', hint: 'What each delivered lead costs from your balance. Insurance leads usually cost $1.50 to $15.' })}
        {facebook && (
          <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Facebook Page and form</legend>
            {field('pageId', 'Page ID', { inputMode: 'numeric', placeholder: '104512345678901', hint: 'Meta Business Suite > Settings > Page info, or your Page\'s About section.' })}
            {field('formId', 'Lead form ID (optional)', { inputMode: 'numeric', placeholder: 'Every form of the page', hint: 'Only this form\'s leads; leave empty for every form of the page.' })}
            {field('pageAccessToken', 'Page access token', {
              type: 'password', autoComplete: 'new-password',
              placeholder: current?.facebook?.hasPageToken ? 'Saved (leave empty to keep it)' : 'EAA...',
              hint: 'A long-lived Page token with the leads_retrieval permission. It is stored encrypted and never shown again.',
            })}
          </fieldset>
        )}
        <QualityRulesFields />
        {errors.root?.message && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{errors.root.message}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : submitLabel}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
