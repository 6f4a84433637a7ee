// A button that copies a value (a key, a URL, a code example) to the clipboard, says so for two seconds, and tells
// the user to copy by hand when the browser refuses.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { Button, type ButtonProps } from './button';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name ("Copy API key") and the toast. */
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

export function CopyButton({ value, label, variant = 'outline', size, className }: CopyButtonProps) {
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
    <Button variant={variant} size={size} className={className} onClick={() => void copy()} aria-label={`Copy ${label}`}>
      {copied ? <Check className="h-4 w-4 text-green-600" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
