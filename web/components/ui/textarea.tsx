import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useFormControl } from './form-field';

const textareaClasses =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const control = useFormControl(); // inside a FormField: its id and ARIA wiring, unless given here
  return <textarea {...control} className={cn(textareaClasses, className)} {...props} />;
}
