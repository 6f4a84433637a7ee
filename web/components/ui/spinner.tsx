import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

interface SpinnerProps {
  /** Shown next to the spinner; screen readers hear 'Loading...' when absent. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <LoaderCircle className="h-5 w-5 animate-spin text-primary-600" aria-hidden="true" />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading...</span>}
    </span>
  );
}

/** A spinner centred in the page area, for route-level loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}
