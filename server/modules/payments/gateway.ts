// The payment gateway interface: checkout asks it for intents, reconciliation asks it what happened,
// and every outcome reaches handlePaymentEvent as a PaymentEvent, whichever gateway produced it.
import { CHECKOUT_MESSAGES, type PaymentProvider } from '../../../common/checkout';
import { AppError } from '../../lib/errors';

export interface IntentRequest {
  amountCents: number;
  currency: string;
  /** The same key always yields the same intent (`order:<id>`). */
  idempotencyKey: string;
  receiptEmail: string;
  metadata: IntentMetadata;
}

export interface IntentMetadata {
  order_id: string;
  order_number: string;
  user_id: string;
  type: 'dataset_purchase' | 'balance_recharge' | 'subscription';
}

export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CardSummary { brand: string; last4: string }

export interface IntentState {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Partial<IntentMetadata>;
  /** The provider's message for the last failed attempt. */
  lastError: string | null;
  card: CardSummary | null;
}

/** One outcome, as delivered (webhook, local confirmation) or discovered (reconciliation). */
export interface PaymentEvent {
  provider: PaymentProvider;
  /** Unique per delivery source: a redelivered event has the same id and is applied once. */
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intent: IntentState;
  payload: unknown;
}

/** A card saved for automatic recharges, as the gateway knows it. */
export interface SavedCardRef {
  customerId: string | null;
  paymentMethodId: string;
  brand: string;
  last4: string;
  /** Local gateway only: how its test card declines, or null when it pays. */
  testDecline: string | null;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** Our refund row's id: a retried call returns the same refund instead of refunding twice. */
  idempotencyKey: string;
  reason: string;
}

/** The gateway's answer: done, still processing (its webhook settles it), or refused. */
export interface RefundState {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureMessage: string | null;
  /** Our refund row, when the gateway carries it back (Stripe's metadata): a webhook may arrive before the answer. */
  refundId?: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  refund(request: RefundRequest): Promise<RefundState>;
  createIntent(request: IntentRequest): Promise<IntentState>;
  retrieveIntent(id: string): Promise<IntentState>;
  /**
   * Charges a saved card while its owner is away (automatic recharges, plans), idempotently by the request's key. The
   * outcome comes back as an event for handlePaymentEvent, or null while the gateway is still processing: its webhook
   * (or reconciliation) settles it later by the intent, which the caller attaches to the order either way.
   */
  chargeSavedCard(request: IntentRequest, card: SavedCardRef): Promise<{ intent: IntentState; event: PaymentEvent | null }>;
}

/** No gateway can run (see create-gateway.ts): anything that needs one answers this. */
export const paymentsUnavailable = () => new AppError('PAYMENTS_UNAVAILABLE', 503, CHECKOUT_MESSAGES.unavailable);
