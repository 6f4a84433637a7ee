// A labelled form control: label above, hint and error below, tied together for screen readers. Input, Select and
// Textarea inside a FormField take its id, aria-invalid and aria-describedby by themselves; any other control gets
// them from useFormControl() (or describedBy). Works the same for react-hook-form ({...register('x')}) and plain inputs.
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from './cn';

export interface FormControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FormControlContext = createContext<FormControlProps | null>(null);

/** The id and ARIA wiring of the FormField around this control; null outside one. */
export function useFormControl(): FormControlProps | null {
  return useContext(FormControlContext);
}

/** aria-invalid and aria-describedby for the control inside a FormField with this id. */
export const describedBy = (id: string, o: { hint?: ReactNode; error?: ReactNode; invalid?: boolean; also?: string }) => ({
  'aria-invalid': o.error || o.invalid ? (true as const) : undefined,
  'aria-describedby': [o.error ? `${id}-error` : null, o.hint ? `${id}-hint` : null, o.also].filter(Boolean).join(' ') || undefined,
});

const sizes = {
  /** The app's forms: a text-sm label. */
  md: { field: 'space-y-1.5', label: 'block text-sm font-medium text-slate-700' },
  /** Filter bars and dense admin forms: a small grey label. */
  sm: { field: 'space-y-1', label: 'block text-xs font-medium text-slate-600' },
};

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control (role=alert) and marks it invalid. */
  error?: ReactNode;
  /** Marks the control invalid when the error is told elsewhere (a form-level message). */
  invalid?: boolean;
  /** Ids of more text that describes the control (a note shared by several fields). */
  describedBy?: string;
  size?: keyof typeof sizes;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  /** The error is read out as it appears (role=alert); false where the form announces its errors itself. */
  announce?: boolean;
  /** The control; a function gets the wiring for a control that is not an Input, Select or Textarea. */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
}

export function FormField({ id, label, hint, error, invalid, describedBy: also, size = 'md', className, labelClassName, hintClassName, errorClassName, announce = true, children }: FormFieldProps) {
  const control: FormControlProps = { id, ...describedBy(id, { hint, error, invalid, also }) };
  return (
    <div className={cn(sizes[size].field, className)}>
      <label htmlFor={id} className={cn(sizes[size].label, labelClassName)}>{label}</label>
      <FormControlContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FormControlContext.Provider>
      {hint && <p id={`${id}-hint`} className={hintClassName ?? 'text-xs text-slate-500'}>{hint}</p>}
      {error && <p id={`${id}-error`} role={announce ? 'alert' : undefined} className={errorClassName ?? 'text-sm text-red-600'}>{error}</p>}
    </div>
  );
}
