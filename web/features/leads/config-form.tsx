// Create or edit an import configuration: campaign, lead type and price per lead (at least the list price, shown live),
// quality rules, and for Facebook the page, form and page token. Validated with the server's own schema (the price is
// typed in dollars and checked as cents).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateLeadConfig, LEAD_MESSAGES, LEAD_TYPE_LABELS, LEAD_TYPES, type CampaignSource, type LeadConfig, type LeadType, type QualityRules,
} from '../../../common/leads';
import { centsToDollarField, dollarsToCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { useLeadPrices } from './leads-api';
import { PriceNote } from './price-note';
import { QualityRulesFields, RulesForm, rulesFormValues } from './quality-rules-fields';

/** Empty: the list price. */
const CostInDollars = z.string().trim().regex(/^(\d{1,6}(\.\d{1,2})?)?$/, LEAD_MESSAGES.cost)
  .transform((v) => (v ? dollarsToCents(Number(v)) : undefined)).pipe(CreateLeadConfig.shape.costPerLeadCents);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FormSchema = z.object({
  campaignName: CreateLeadConfig.shape.campaignName,
  /** Checked in the refinement below, so that a missing type does not hide the other fields' messages. */
  leadType: z.string(),
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
  leadType: LeadType;
  costPerLeadCents?: number;
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
  const prices = useLeadPrices();
  const listPriceOf = (type: string) => prices.data?.find((p) => p.source === source && p.leadType === type)?.priceCents;
  // The resolver is made once: it reads the price list as it is when the form is checked.
  const listPriceRef = useRef(listPriceOf);
  listPriceRef.current = listPriceOf;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema.superRefine((v, ctx) => {
      const leadType = CreateLeadConfig.shape.leadType.safeParse(v.leadType);
      if (!leadType.success) ctx.addIssue({ code: 'custom', path: ['leadType'], message: LEAD_MESSAGES.leadType });
      const floor = listPriceRef.current(v.leadType);
      if (leadType.success && v.cost !== undefined && floor !== undefined && v.cost < floor) {
        ctx.addIssue({ code: 'custom', path: ['cost'], message: LEAD_MESSAGES.belowListPrice(source, leadType.data, floor) });
      }
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
      leadType: current?.leadType ?? '',
      cost: current ? centsToDollarField(current.costPerLeadCents) : '',
      pageId: current?.facebook?.pageId ?? '',
      formId: current?.facebook?.formId ?? '',
      pageAccessToken: '',
      rules: rulesFormValues(current?.qualityRules),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [leadType, costText] = form.watch(['leadType', 'cost']);
  const listPrice = listPriceOf(leadType);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        campaignName: values.campaignName,
        leadType: CreateLeadConfig.shape.leadType.parse(values.leadType),
        ...(values.cost !== undefined ? { costPerLeadCents: values.cost } : {}),
        qualityRules: values.rules,
        ...(facebook ? { facebook: { pageId: values.pageId, formId: values.formId, ...(values.pageAccessToken ? { pageAccessToken: values.pageAccessToken } : {}) } } : {}),
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const map: Record<string, FieldPath<FormInput>> = {
        campaignName: 'campaignName', leadType: 'leadType', costPerLeadCents: 'cost', 'facebook.pageId': 'pageId', 'facebook.formId': 'formId', 'facebook.pageAccessToken': 'pageAccessToken',
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
        <FormField id={`${id}-leadType`} label="Lead type" error={errors.leadType?.message} hint="What the people in these leads want a quote for: it sets the list price.">
          <Select {...form.register('leadType')}>
            <option value="" disabled>Choose a lead type</option>
            {LEAD_TYPES.map((type) => <option key={type} value={type}>{capitalised(LEAD_TYPE_LABELS[type])}</option>)}
          </Select>
        </FormField>
        {field('cost', 'Cost per lead', { prefix: '$', inputMode: 'decimal', placeholder: listPrice !== undefined ? centsToDollarField(listPrice) : '8.50', hint: 'Empty: the list price.' })}
        <PriceNote source={source} leadType={leadType} listPriceCents={listPrice} costText={costText} />
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
