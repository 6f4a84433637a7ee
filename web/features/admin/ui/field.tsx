// A labelled control for filter bars and forms: label above, hint and error below, tied together for screen readers.
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { Select } from '../../../components/ui/select';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">{label}</label>
      {children}
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="text-sm text-red-600">{error}</p>}
    </div>
  );
}

/** aria-invalid and aria-describedby for the control inside a Field. */
export const describedBy = (id: string, o: { hint?: string; error?: string }) => ({
  'aria-invalid': o.error ? true : undefined,
  'aria-describedby': [o.error ? `${id}-error` : null, o.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
});

interface SortSelectProps<S extends string> {
  id: string;
  options: readonly { value: `${S}:${'asc' | 'desc'}`; label: string }[];
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S, order: 'asc' | 'desc') => void;
}

/** Every sort and order as one select (column headers sort too, but scroll out of reach on a phone). */
export function SortSelect<S extends string>({ id, options, sort, order, onSort }: SortSelectProps<S>) {
  return (
    <Field id={id} label="Sort">
      <Select id={id} value={`${sort}:${order}`} onChange={(e) => {
        const [s, o] = e.target.value.split(':') as [S, 'asc' | 'desc'];
        onSort(s, o);
      }}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </Field>
  );
}
