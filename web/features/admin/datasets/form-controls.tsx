// The controls the datasets page's forms share (their fields are components/ui's FormField): a checkbox with its
// label and hint, and Cancel / Save.
import { useId, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { describedBy } from '../../../components/ui/form-field';

export function Checkbox({ label, hint, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-primary-600 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
        {...describedBy(id, { hint })}
        {...props}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
        {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}

export function FormActions({ onCancel, busy, submitLabel, className }: { onCancel: () => void; busy: boolean; submitLabel: string; className?: string }) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button variant="outline" onClick={onCancel}>Cancel</Button>
      <Button type="submit" disabled={busy}>{busy ? 'Saving...' : submitLabel}</Button>
    </div>
  );
}
