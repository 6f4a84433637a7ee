// Add Content: a new item (key, type, label, section, value), checked with the server's schema; a key already in the
// store is refused here, and the server's answer is mapped back onto the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTENT_MESSAGES, NewContentItem } from '../../../../common/admin';
import { CONTENT_TYPES } from '../../../../common/content';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { useAddContent } from './content-api';
import { TYPE_LABELS } from './content-list';
import { Textarea } from '../../../components/ui/textarea';

interface AddContentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keys: string[];
  sections: string[];
}

export function AddContentDialog({ open, onOpenChange, keys, sections }: AddContentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogTitle>Add Content</DialogTitle>
        <DialogDescription>A new editable item. The site's code reads it by its key.</DialogDescription>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <AddContentForm keys={keys} sections={sections} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type FormInput = z.input<typeof NewContentItem>;
type FormOutput = z.output<typeof NewContentItem>;
const FIELDS = ['key', 'type', 'label', 'section', 'value'] as const;
const VALUE_HINTS: Record<FormInput['type'], string> = {
  text: 'Optional; you can also fill it in later.',
  html: 'Optional. Rich text is cleaned of scripts and styles when saved.',
  number: 'Optional. A number such as 42 or 99.5.',
  link: 'Optional. A full address (https://...) or a path on this site (/pricing).',
  image: 'Optional. An image address (https://...); or leave it empty and upload the image in the list.',
};

function AddContentForm({ keys, sections, onDone }: { keys: string[]; sections: string[]; onDone: () => void }) {
  const add = useAddContent();
  const resolver = useMemo(() => {
    const taken = new Set(keys);
    // SPEC.md section 5: a missing key is "fill in all required fields", like a missing label, before its format.
    const schema = NewContentItem.extend({ key: z.string().trim().min(1, CONTENT_MESSAGES.required).pipe(NewContentItem.shape.key) })
      .refine((v) => !taken.has(v.key), { path: ['key'], message: CONTENT_MESSAGES.duplicate });
    return zodResolver(schema);
  }, [keys]);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: { key: '', type: 'text', label: '', section: '', value: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Content added', { description: `${values.label} (${values.key}) is now live on the website.` });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields ?? {} : {};
      for (const name of FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      if (!FIELDS.some((name) => fields[name])) form.setError('root', { message: (error as Error).message });
    }
  });

  const hints = { key: 'Lowercase letters, digits and underscores, e.g. pricing_banner_title.', value: VALUE_HINTS[form.watch('type')] };
  const control = (name: (typeof FIELDS)[number]) => ({
    id: `add-content-${name}`,
    ...describedBy(`add-content-${name}`, { hint: name === 'key' || name === 'value' ? hints[name] : undefined, error: errors[name]?.message }),
    ...form.register(name),
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
      {errors.root && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{errors.root.message}</p>}
      <FormField size="sm" id="add-content-key" label="Key" hint={hints.key} error={errors.key?.message}>
        <Input autoComplete="off" spellCheck={false} {...control('key')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField size="sm" id="add-content-type" label="Type" error={errors.type?.message}>
          <Select {...control('type')}>
            {CONTENT_TYPES.map((type) => <option key={type} value={type}>{TYPE_LABELS[type]}</option>)}
          </Select>
        </FormField>
        <FormField size="sm" id="add-content-section" label="Section" error={errors.section?.message}>
          <Input list="add-content-sections" autoComplete="off" {...control('section')} />
          <datalist id="add-content-sections">{sections.map((s) => <option key={s} value={s} />)}</datalist>
        </FormField>
      </div>
      <FormField size="sm" id="add-content-label" label="Label" error={errors.label?.message}>
        <Input autoComplete="off" {...control('label')} />
      </FormField>
      <FormField size="sm" id="add-content-value" label="Value" hint={hints.value} error={errors.value?.message}>
        <Textarea rows={3} {...control('value')} />
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Adding...' : 'Add Content'}</Button>
      </div>
    </form>
  );
}
