import { RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../components/ui/button';

/** SPEC.md's full-page error fallback; shown by the root error boundary and the router's error element. */
export function ErrorFallback({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-red-600">
          <TriangleExclamationPoint className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          We're sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Refresh Page
          </Button>
        </div>
      </div>
    </div>
  );
}
