// Profile tab: names, contact and address (SPEC.md's profile form, every US state), the e-mail shown read-only with
// the way to change it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileForm, US_STATES, type Profile, type ProfileFormInput, type ProfileUpdate } from '../../../../common/account';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ResendVerification } from '../../auth';
import { useProfile, useSaveProfile } from './settings-api';
import { SettingsSection } from './settings-section';

type Field = Exclude<keyof ProfileFormInput, never>;

const toForm = (p: Profile): ProfileFormInput => ({
  firstName: p.firstName, lastName: p.lastName, phone: p.phone ?? '', company: p.company ?? '', title: p.title ?? '',
  address: p.address ?? '', city: p.city ?? '', state: p.state ?? '', zipCode: p.zipCode ?? '',
});

export function ProfileTab({ onChangeEmail }: { onChangeEmail: () => void }) {
  const profile = useProfile();
  if (profile.isPending) return <div aria-busy="true" aria-label="Loading your profile" className="space-y-3">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-10 rounded" />)}</div>;
  if (profile.isError) return <LoadError title="Your profile could not be loaded." error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileFormView profile={profile.data} onChangeEmail={onChangeEmail} />;
}

function ProfileFormView({ profile, onChangeEmail }: { profile: Profile; onChangeEmail: () => void }) {
  const id = useId();
  const save = useSaveProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileUpdate>({ resolver: zodResolver(ProfileForm), defaultValues: toForm(profile) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => { if (!isDirty) form.reset(toForm(profile)); }, [profile, isDirty, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      toast.success('Profile Updated', { description: 'Your profile has been saved.' });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as Field, { message });
      toast.error('Update Failed', { description: 'Please try again or contact support' });
    }
  });

  const field = (name: Field, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <Input {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <SettingsSection id={`${id}-title`} title="Profile Information" description="Your name and contact details, used on receipts and by our support team.">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field('firstName', 'First Name', { autoComplete: 'given-name', required: true, maxLength: 100 })}
          {field('lastName', 'Last Name', { autoComplete: 'family-name', required: true, maxLength: 100 })}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} type="email" value={profile.email} readOnly {...describedBy(`${id}-email`, { hint: true })} className="bg-slate-50" />
          <p id={`${id}-email-hint`} className="text-xs text-slate-600">
            Your e-mail changes only after you confirm the new address.{' '}
            <button type="button" onClick={onChangeEmail} className="font-medium text-primary-700 underline hover:text-primary-800">Change e-mail in Security</button>
          </p>
          {!profile.emailVerified && (
            <div className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <p>This address is not verified yet.</p>
              <ResendVerification email={profile.email} />
            </div>
          )}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
          {field('company', 'Company', { autoComplete: 'organization', maxLength: 200 })}
          {field('title', 'Job Title', { autoComplete: 'organization-title', maxLength: 100 })}
          {field('address', 'Address', { autoComplete: 'street-address', maxLength: 200 })}
          {field('city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
          <FormField id={`${id}-state`} label="State" error={errors.state?.message}>
            <Select autoComplete="address-level1" {...form.register('state')}>
              <option value="">Select a state</option>
              {US_STATES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
            </Select>
          </FormField>
          {field('zipCode', 'ZIP Code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
        </div>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save Changes'}</Button>
      </form>
    </SettingsSection>
  );
}
