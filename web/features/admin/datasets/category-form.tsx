// Add or edit a category: name, address (slug), description, icon and colour, checked with the server's CategoryInput.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CategoryInput, slugify, type AdminCategory } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { CATEGORIES, useSaveCatalogItem } from './datasets-api';
import { FormField } from '../../../components/ui/form-field';
import { FormActions } from './form-controls';
import { optionalSlug, sameNames, saveOrShowErrors } from './form-helpers';

const FormSchema = CategoryInput.extend({ slug: optionalSlug(CategoryInput.shape.slug) });
type Values = z.input<typeof FormSchema>;
const ICONS = CategoryInput.shape.icon.unwrap().options;

export function CategoryForm({ item, onDone }: { item?: AdminCategory; onDone: () => void }) {
  const id = useId();
  const save = useSaveCatalogItem<CategoryInput>(CATEGORIES);
  const form = useForm<Values, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      name: item?.name ?? '', slug: item?.slug ?? '', description: item?.description ?? '',
      // The icon a category comes back with is one of the same schema's.
      icon: (item?.icon ?? 'Database') as Values['icon'], color: item?.color ?? '#3B82F6',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  const submit = form.handleSubmit(async (input) => {
    const saved = await saveOrShowErrors(() => save.mutateAsync({ id: item?.id, input }), {
      setError: form.setError, fieldFor: sameNames<Values>(Object.keys(FormSchema.shape)), failureTitle: item ? 'Could not save the category' : 'Could not add the category',
    });
    if (!saved) return;
    toast.success(item ? 'Category saved' : 'Category added');
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField size="sm" {...field('name')} label="Name">
        {(ids) => <Input {...ids} maxLength={80} {...form.register('name')} />}
      </FormField>
      <FormField size="sm" {...field('slug')} label="Address (slug)" hint="Optional: made from the name.">
        {(ids) => <Input {...ids} maxLength={80} autoComplete="off" placeholder={slugify(form.watch('name')) || 'made-from-the-name'} {...form.register('slug')} />}
      </FormField>
      <FormField size="sm" {...field('description')} label="Description" className="sm:col-span-2">
        {(ids) => <Textarea {...ids} rows={2} maxLength={500} {...form.register('description')} />}
      </FormField>
      <FormField size="sm" {...field('icon')} label="Icon">
        {(ids) => <Select {...ids} {...form.register('icon')}>{ICONS.map((icon) => <option key={icon}>{icon}</option>)}</Select>}
      </FormField>
      <FormField size="sm" {...field('color')} label="Colour">
        {(ids) => <input type="color" {...ids} className="block h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none" {...form.register('color')} />}
      </FormField>
      <FormActions className="sm:col-span-2" onCancel={onDone} busy={isSubmitting} submitLabel={item ? 'Save category' : 'Add category'} />
    </form>
  );
}
