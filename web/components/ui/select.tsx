import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useFormControl } from './form-field';

const selectClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm ' +
  'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 disabled:cursor-not-allowed disabled:bg-slate-100';

/** A native select with the app's input look (native keeps keyboard, mobile pickers and screen readers right). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  const control = useFormControl(); // inside a FormField: its id and ARIA wiring, unless given here
  return <select {...control} className={cn(selectClasses, className)} {...props} />;
}
