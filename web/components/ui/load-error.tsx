// A read that failed: what could not be loaded, the server's reason, and Try Again.
import { Button } from './button';
import { cn } from './cn';

export function LoadError({ title, error, onRetry, className }: { title: string; error: Error; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('rounded-2xl border border-red-200 bg-red-50 p-6 text-center', className)}>
      <p className="font-medium text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">{error.message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>Try Again</Button>
    </div>
  );
}
