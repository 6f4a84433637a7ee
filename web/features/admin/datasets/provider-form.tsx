// Add or edit a provider: name, address (slug), description, website, logo and the Verified mark, checked with the
// server's ProviderInput.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProviderInput, slugify, type AdminProvider } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { PROVIDERS, useSaveCatalogItem } from './datasets-api';
import { FormField } from '../../../components/ui/form-field';
import { Checkbox, FormActions } from './form-controls';
import { optionalSlug, sameNames, saveOrShowErrors } from './form-helpers';

const FormSchema = ProviderInput.extend({ slug: optionalSlug(ProviderInput.shape.slug) });
type Values = z.input<typeof FormSchema>;

export function ProviderForm({ item, onDone }: { item?: AdminProvider; onDone: () => void }) {
  const id = useId();
  const save = useSaveCatalogItem<ProviderInput>(PROVIDERS);
  const form = useForm<Values, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      name: item?.name ?? '', slug: item?.slug ?? '', description: item?.description ?? '',
      website: item?.website ?? '', logoUrl: item?.logoUrl ?? '', verified: item?.verified ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  const submit = form.handleSubmit(async (input) => {
    const saved = await saveOrShowErrors(() => save.mutateAsync({ id: item?.id, input }), {
      setError: form.setError, fieldFor: sameNames<Values>(Object.keys(FormSchema.shape)), failureTitle: item ? 'Could not save the provider' : 'Could not add the provider',
    });
    if (!saved) return;
    toast.success(item ? 'Provider saved' : 'Provider added');
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField size="sm" {...field('name')} label="Name">
        {(ids) => <Input {...ids} maxLength={120} {...form.register('name')} />}
      </FormField>
      <FormField size="sm" {...field('slug')} label="Address (slug)" hint="Optional: made from the name.">
        {(ids) => <Input {...ids} maxLength={120} autoComplete="off" placeholder={slugify(form.watch('name')) || 'made-from-the-name'} {...form.register('slug')} />}
      </FormField>
      <FormField size="sm" {...field('description')} label="Description" className="sm:col-span-2">
        {(ids) => <Textarea {...ids} rows={3} maxLength={1000} {...form.register('description')} />}
      </FormField>
      <FormField size="sm" {...field('website')} label="Website (optional)">
        {(ids) => <Input {...ids} type="url" placeholder="https://example.com" {...form.register('website')} />}
      </FormField>
      <FormField size="sm" {...field('logoUrl')} label="Logo address (optional)">
        {(ids) => <Input {...ids} type="url" placeholder="https://example.com/logo.png" {...form.register('logoUrl')} />}
      </FormField>
      <Checkbox className="sm:col-span-2" label="Verified" hint="Only verified providers are featured on the home page." {...form.register('verified')} />
      <FormActions className="sm:col-span-2" onCancel={onDone} busy={isSubmitting} submitLabel={item ? 'Save provider' : 'Add provider'} />
    </form>
  );
}
