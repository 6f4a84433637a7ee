// A value to paste elsewhere (a webhook URL, a key): shown read-only, with a button that copies it.
import { useId } from 'react';
import { CopyButton } from './copy-button';
import { Input } from './input';
import { Label } from './label';

export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" aria-describedby={hint ? `${id}-hint` : undefined} />
        <CopyButton value={value} label={label} />
      </div>
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
