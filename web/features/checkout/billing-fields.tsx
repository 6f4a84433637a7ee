// The billing fields (SPEC.md: name and e-mail required, address optional, country US/CA/GB/AU, default US).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { BILLING_COUNTRIES, BILLING_COUNTRY_NAMES, type BillingDetails } from '../../../common/checkout';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { PaymentSectionTitle } from './payment-form';

export type BillingFormValues = z.input<typeof BillingDetails>;

type FieldName = 'name' | 'email' | 'address.line1' | 'address.line2' | 'address.city' | 'address.state' | 'address.postal_code' | 'address.country';

interface BillingFieldsProps {
  idPrefix: string;
  register: UseFormRegister<BillingFormValues>;
  errors: FieldErrors<BillingFormValues>;
  disabled?: boolean;
}

export function BillingFields({ idPrefix, register, errors, disabled }: BillingFieldsProps) {
  const errorOf = (name: FieldName): string | undefined => {
    const [head, tail] = name.split('.') as [keyof BillingFormValues, string | undefined];
    const error = tail ? (errors.address as Record<string, { message?: string }> | undefined)?.[tail] : errors[head];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const fieldId = (name: FieldName) => `${idPrefix}-${name.replace('.', '-')}`;

  const field = (name: FieldName, label: string, props: { autoComplete: string; type?: string; required?: boolean; className?: string }) => {
    const message = errorOf(name);
    const id = fieldId(name);
    return (
      <FormField id={id} className={props.className} error={message} label={<>
        {label}
        {props.required ? <span className="text-red-600" aria-hidden="true"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
      </>}>
        <Input type={props.type ?? 'text'} autoComplete={props.autoComplete} required={props.required} {...register(name)} />
      </FormField>
    );
  };

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <PaymentSectionTitle>Billing Details</PaymentSectionTitle>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('name', 'Full name', { autoComplete: 'name', required: true })}
        {field('email', 'Email', { autoComplete: 'email', type: 'email', required: true })}
        {field('address.line1', 'Address line 1', { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {field('address.line2', 'Address line 2', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
        {field('address.city', 'City', { autoComplete: 'address-level2' })}
        {field('address.state', 'State / Province', { autoComplete: 'address-level1' })}
        {field('address.postal_code', 'Postal code', { autoComplete: 'postal-code' })}
        <div className="space-y-1.5">
          <Label htmlFor={fieldId('address.country')}>Country</Label>
          <select
            id={fieldId('address.country')}
            autoComplete="country"
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none"
            {...register('address.country')}
          >
            {BILLING_COUNTRIES.map((code) => <option key={code} value={code}>{BILLING_COUNTRY_NAMES[code]}</option>)}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** The form's starting values: the signed-in user's name and e-mail, or an earlier order's billing. */
export function billingDefaults(from: { name?: string; email?: string; address?: Partial<BillingDetails['address']> }): BillingFormValues {
  return {
    name: from.name ?? '',
    email: from.email ?? '',
    address: {
      line1: from.address?.line1 ?? '',
      line2: from.address?.line2 ?? '',
      city: from.address?.city ?? '',
      state: from.address?.state ?? '',
      postal_code: from.address?.postal_code ?? '',
      country: from.address?.country ?? 'US',
    },
  };
}

/** Optional address fields left blank are not sent. */
export function compactBilling(billing: BillingDetails): BillingDetails {
  const address = Object.fromEntries(Object.entries(billing.address).filter(([, value]) => value !== '' && value !== undefined));
  return { ...billing, address: { ...address, country: billing.address.country } };
}
