// Checkout's HTTP calls and how their failures are told apart: a broken payment set-up (the 'Payment Error' box), a
// business rule the server refused (its message), or a card problem (under the card form).
import { useQuery } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutSession, LocalConfirmRequest, PaymentResult } from '../../../common/checkout';
import { api, ApiError } from '../../app/api';

export const checkoutKeys = {
  resume: (paymentIntentId: string) => ['checkout', paymentIntentId] as const,
};

export const checkoutApi = {
  /** Creates (or, for the same idempotency key, returns again) the order and its payment intent. */
  start: (request: CheckoutRequest) => api<CheckoutSession>('/api/checkout', { method: 'POST', body: request }),
  /** The user's existing unpaid order for a payment intent: no new order is created. */
  resume: (paymentIntentId: string, signal?: AbortSignal) =>
    api<CheckoutSession>(`/api/checkout?payment_intent=${encodeURIComponent(paymentIntentId)}`, { signal }),
  confirmLocal: (request: LocalConfirmRequest) =>
    api<PaymentResult>('/api/payments/local/confirm', { method: 'POST', body: request }),
};

export function useResumedCheckout(paymentIntentId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.resume(paymentIntentId ?? ''),
    queryFn: ({ signal }) => checkoutApi.resume(paymentIntentId!, signal).then(requireClientSecret),
    enabled: Boolean(paymentIntentId),
    retry: false,
    // The intent's state matters at the moment of paying, not from a cache.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export const INVALID_INTENT = 'Invalid payment intent received from server';

/** SPEC.md section 8: a reply without a client secret cannot be paid. */
export function requireClientSecret(session: CheckoutSession): CheckoutSession {
  if (!session?.payment?.clientSecret || !session.payment.paymentIntentId) throw new Error(INVALID_INTENT);
  return session;
}

/** A failure that stops payment from starting at all: network, server trouble, gateway set-up. */
export function isSetupFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** SPEC.md section 8 "Payment": the text of the 'Payment Error' box. */
export function paymentSetupMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Stripe secret key')) {
    return 'Payment system not configured. Please ensure Stripe is properly set up in your deployment environment.';
  }
  if (message.includes('API endpoints failed') || (error instanceof ApiError && error.status === 0)) {
    return 'Payment processing unavailable. This usually means the backend API is not accessible.';
  }
  if (message.includes('Invalid payment intent')) return 'Payment system error. Please try again or contact support.';
  // 503 PAYMENTS_UNAVAILABLE carries SPEC's own 'Payment processing is currently unavailable...' text.
  if (error instanceof ApiError && error.status === 503 && message) return message;
  return 'Failed to initialize payment';
}
