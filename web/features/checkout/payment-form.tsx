// What the page gives a payment form (local test gateway or Stripe), and the parts both forms share.
import { CircleExclamationPoint, Lock } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES, type BillingDetails, type CheckoutSession } from '../../../common/checkout';
import { formatCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export interface PaymentFormProps {
  /** The billing fields, rendered inside the payment form so Enter in any field pays. */
  billingFields: ReactNode;
  totalCents: number;
  /** A rule already stops this payment; the page says which. */
  disabled: boolean;
  /** Checks the billing fields, focusing the first invalid one; null when invalid. */
  validateBilling: () => Promise<BillingDetails | null>;
  /**
   * The payment for this page visit (created once, then reused for another card), or null when the page shows why
   * it could not be started. `retry` re-runs the whole attempt (the 'Payment Error' box's Try Again).
   */
  startPayment: (billing: BillingDetails, retry: () => void) => Promise<CheckoutSession | null>;
  onPaid: (orderId: string) => void;
}

/** SPEC.md section 8: the provider's message, or 'Payment failed. Please try again.'; anything else is unexpected. */
function cardErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const field = error.fields ? Object.values(error.fields)[0] : undefined;
    return field || error.message || CHECKOUT_MESSAGES.paymentFailed;
  }
  return CHECKOUT_MESSAGES.unexpected;
}

export function PayButton({ totalCents, processing, disabled }: { totalCents: number; processing: boolean; disabled: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled}>
      {processing ? (
        <Spinner label="Processing..." className="text-white [&_svg]:text-white" />
      ) : (
        <>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {`Pay ${formatCents(totalCents)}`}
        </>
      )}
    </Button>
  );
}

export function CardError({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} aria-live="polite">
      {message && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <CircleExclamationPoint className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}

export function PaymentSectionTitle({ children }: { children: ReactNode }) {
  return <legend className="text-lg font-semibold text-slate-900">{children}</legend>;
}

/**
 * One payment attempt at a time for either form: a double click in one tick must not pay twice (a ref, not state).
 * `run` shows the processing state while `attempt` runs and turns anything it throws into the card error.
 */
export function usePaymentAttempt(disabled: boolean) {
  const [cardError, setCardError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);
  const run = async (attempt: () => Promise<void>) => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setProcessing(true);
    setCardError(null);
    try {
      await attempt();
    } catch (error) {
      setCardError(cardErrorMessage(error));
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };
  return { cardError, setCardError, processing, run };
}
