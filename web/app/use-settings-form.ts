// A settings form that stays in step with what the server saved: while untouched it shows the saved values (they may
// change under it), and a save resets it to what was sent and says so in a toast (or shows the server's refusal).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from './toast';

export function useSettingsForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  saved: Input,
  save: (values: Output) => Promise<{ title: string; description: string }>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: saved as never });
  const { isDirty } = form.formState;
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (!isDirty) form.reset(JSON.parse(savedKey) as Input);
  }, [savedKey, isDirty, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await save(values);
      form.reset(form.getValues());
      toast.success(done.title, { description: done.description });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  });
  return { form, submit };
}
