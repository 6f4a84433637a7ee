// Every field of a dataset (DatasetInput), for adding one or editing it; editing also shows and replaces its file.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { slugify, type AdminDataset, type DatasetInput } from '../../../../common/admin';
import { DELIVERY_FORMATS, UPDATE_FREQUENCIES } from '../../../../common/catalog-values';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { DatasetFileSection } from './dataset-file';
import {
  DATASET_SIZES, DatasetFormSchema, formFieldFor, formValuesOf, toDatasetInput, type DatasetFormInput, type DatasetFormOutput,
} from './dataset-form-schema';
import { useCategories, useProviders } from './datasets-api';
import { FormField } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { Checkbox, FormActions } from './form-controls';
import { saveOrShowErrors } from './form-helpers';

interface DatasetFormProps {
  /** The dataset being edited; none to add one. */
  dataset?: AdminDataset;
  /** Saves; throws the ApiError when the server refuses (its field errors then show under their fields). */
  onSubmit: (input: DatasetInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The form once the category and provider choices are in (a select shows its saved value only among its options). */
export function DatasetForm(props: DatasetFormProps) {
  const categories = useCategories();
  const providers = useProviders();
  if (categories.data && providers.data) return <DatasetFields {...props} categories={categories.data} providers={providers.data} />;
  const failed = categories.error ?? providers.error;
  if (!failed) return <Spinner className="mt-6" label="Loading categories and providers..." />;
  const retry = () => { void categories.refetch(); void providers.refetch(); };
  return <LoadError className="mt-6" title="The categories and providers could not be loaded." error={failed} onRetry={retry} />;
}

interface Choice { id: string; name: string }

function DatasetFields({ dataset, onSubmit, onCancel, categories, providers }: DatasetFormProps & { categories: Choice[]; providers: Choice[] }) {
  const id = useId();
  const form = useForm<DatasetFormInput, unknown, DatasetFormOutput>({ resolver: zodResolver(DatasetFormSchema), defaultValues: formValuesOf(dataset) });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch('title');

  const submit = form.handleSubmit((values) => saveOrShowErrors(() => onSubmit(toDatasetInput(values)), {
    setError: form.setError,
    fieldFor: formFieldFor,
    failureTitle: dataset ? 'Failed to Save Dataset' : 'Failed to Add Dataset',
  }));
  const field = (name: keyof DatasetFormInput) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  const choices = (what: string, list: Choice[]) => (
    <>
      <option value="" disabled>{list.length ? `Choose a ${what}` : `No ${what} yet: add one under Overview`}</option>
      {list.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
    </>
  );

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField size="sm" {...field('title')} label="Title" className="sm:col-span-2">
          {(ids) => <Input {...ids} maxLength={200} {...form.register('title')} />}
        </FormField>
        <FormField size="sm" {...field('slug')} label="Address (slug)" className="sm:col-span-2"
          hint={dataset ? `The public page is /dataset/${dataset.slug}; changing it breaks links to the old address.` : 'Optional: made from the title when left empty.'}>
          {(ids) => <Input {...ids} maxLength={120} autoComplete="off" placeholder={slugify(title) || 'made-from-the-title'} {...form.register('slug')} />}
        </FormField>
        <FormField size="sm" {...field('description')} label="Description" hint="One or two sentences for cards and search." className="sm:col-span-2">
          {(ids) => <Textarea {...ids} rows={2} maxLength={1000} {...form.register('description')} />}
        </FormField>
        <FormField size="sm" {...field('longDescription')} label="Long description (optional)" hint="The dataset page shows the description when this is empty." className="sm:col-span-2">
          {(ids) => <Textarea {...ids} rows={5} maxLength={20_000} {...form.register('longDescription')} />}
        </FormField>
        <FormField size="sm" {...field('categoryId')} label="Category">
          {(ids) => <Select {...ids} {...form.register('categoryId')}>{choices('category', categories)}</Select>}
        </FormField>
        <FormField size="sm" {...field('providerId')} label="Provider">
          {(ids) => <Select {...ids} {...form.register('providerId')}>{choices('provider', providers)}</Select>}
        </FormField>
        <FormField size="sm" {...field('price')} label="Price">
          {(ids) => <MoneyInput {...ids} inputMode="decimal" placeholder="29.99" {...form.register('price')} />}
        </FormField>
        <FormField size="sm" {...field('originalPrice')} label="Original price (optional)" hint="Shown crossed out next to the price.">
          {(ids) => <MoneyInput {...ids} inputMode="decimal" {...form.register('originalPrice')} />}
        </FormField>
        <FormField size="sm" {...field('sizeDescription')} label="Size">
          {(ids) => <Select {...ids} {...form.register('sizeDescription')}>{DATASET_SIZES.map((s) => <option key={s}>{s}</option>)}</Select>}
        </FormField>
        <FormField size="sm" {...field('recordCount')} label="Record count" hint="Uploading the file sets it to the file's row count.">
          {(ids) => <Input {...ids} inputMode="numeric" placeholder="10000" {...form.register('recordCount')} />}
        </FormField>
        <FormField size="sm" {...field('updateFrequency')} label="Update frequency">
          {(ids) => <Select {...ids} {...form.register('updateFrequency')}>{UPDATE_FREQUENCIES.map((f) => <option key={f}>{f}</option>)}</Select>}
        </FormField>
        <div>
          <p className="text-xs font-medium text-slate-600">Data formats</p>
          {/* Not a choice: every purchase downloads the uploaded CSV in each of these (converted on the way out). */}
          <p className="mt-2 text-sm text-slate-700">Buyers download it as {DELIVERY_FORMATS.join(', ')}.</p>
        </div>
        <FormField size="sm" {...field('tags')} label="Tags" hint="Separate them with commas, e.g. health, medicare, seniors." className="sm:col-span-2">
          {(ids) => <Input {...ids} autoComplete="off" {...form.register('tags')} />}
        </FormField>
        <Checkbox label="Featured" hint="Carries a Featured badge and comes first in the marketplace's Popular sort." {...form.register('featured')} />
        <Checkbox label="Active" hint="Inactive datasets are hidden from the catalog and search; buyers keep their downloads." {...form.register('active')} />
        <FormActions className="sm:col-span-2" onCancel={onCancel} busy={isSubmitting} submitLabel={dataset ? 'Save changes' : 'Add Dataset'} />
      </form>
      {dataset && (
        <DatasetFileSection
          dataset={dataset}
          // The server sets the record count from the file: the form follows, so a later Save keeps it.
          onUploaded={(report) => form.resetField('recordCount', { defaultValue: String(report.rows) })}
        />
      )}
    </>
  );
}
