// SPEC.md section 8: set-up failures show in a 'Payment Error' box with Try Again; refusals show their message.
import { CircleExclamationPoint, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function PaymentErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
      <div className="flex items-start gap-3">
        <CircleExclamationPoint className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-red-800">Payment Error</h2>
          <p className="mt-1 text-sm text-red-700">{message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </div>
    </div>
  );
}

export function CheckoutNotice({ message, tone = 'error' }: { message: string; tone?: 'error' | 'warning' }) {
  const classes = tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-yellow-200 bg-yellow-50 text-yellow-900';
  return (
    <p role="alert" className={`flex items-start gap-2 rounded-lg border p-4 text-sm ${classes}`}>
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
