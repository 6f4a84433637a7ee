// A value to paste elsewhere (a webhook URL, a key): shown read-only, with a button that copies it.
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../app/toast';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success('Copied', { description: `${label} is on your clipboard.` });
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" aria-describedby={hint ? `${id}-hint` : undefined} />
        <Button variant="outline" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied ? <Check className="h-4 w-4 text-green-600" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
