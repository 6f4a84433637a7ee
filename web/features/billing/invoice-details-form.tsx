// The team's invoice details (company name, tax id, address, invoice e-mail), printed on every invoice issued after
// they are saved. Team members read them; the owner and admins change them.
import { useId } from 'react';
import { BILLING_COUNTRIES, BILLING_COUNTRY_NAMES } from '../../../common/checkout';
import { BillingProfile, type BillingProfileInput, type BillingProfileView } from '../../../common/invoices';
import { useSettingsForm } from '../../app/use-settings-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { useSaveBillingProfile } from './billing-api';

type Field = 'companyName' | 'taxId' | 'email' | `address.${'line1' | 'line2' | 'city' | 'state' | 'postal_code'}`;

export function InvoiceDetailsForm({ view }: { view: BillingProfileView }) {
  const id = useId();
  const save = useSaveBillingProfile();
  const { form, submit } = useSettingsForm<BillingProfileInput, BillingProfile>(BillingProfile, view.profile, async (values) => {
    await save.mutateAsync(values);
    return { title: 'Invoice details saved', description: 'Invoices issued from now on carry them; earlier invoices stay as they were issued.' };
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Field) => (name.startsWith('address.') ? errors.address?.[name.slice(8) as 'line1'] : errors[name as 'taxId'])?.message;
  const field = (name: Field, label: string, autoComplete: string, className?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errorOf(name)} className={className}>
      <Input autoComplete={autoComplete} {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Printed on your team&apos;s invoices instead of the checkout billing details.
        {!view.canEdit && ' Only the team\'s owner or an admin can change them.'}
      </p>
      <fieldset disabled={!view.canEdit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('companyName', 'Company name', 'organization')}
        {field('taxId', 'Tax ID', 'off')}
        {field('email', 'Invoice e-mail (empty: the payer\'s)', 'email', 'sm:col-span-2')}
        {field('address.line1', 'Address line 1', 'address-line1', 'sm:col-span-2')}
        {field('address.line2', 'Address line 2', 'address-line2', 'sm:col-span-2')}
        {field('address.city', 'City', 'address-level2')}
        {field('address.state', 'State / Province', 'address-level1')}
        {field('address.postal_code', 'Postal code', 'postal-code')}
        <FormField id={`${id}-country`} label="Country">
          <Select autoComplete="country" {...form.register('address.country')}>
            {BILLING_COUNTRIES.map((code) => <option key={code} value={code}>{BILLING_COUNTRY_NAMES[code]}</option>)}
          </Select>
        </FormField>
      </fieldset>
      {view.canEdit && <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save invoice details'}</Button>}
    </form>
  );
}
