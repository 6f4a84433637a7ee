import { cn } from './cn';

/** A pulsing placeholder; the caller gives its size and shape (e.g. `h-9 w-24 rounded-md`). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse bg-slate-200', className)} />;
}
