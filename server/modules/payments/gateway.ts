// The payment gateway interface: checkout asks it for intents, reconciliation asks it what happened,
// and every outcome reaches handlePaymentEvent as a PaymentEvent, whichever gateway produced it.
import type { PaymentProvider } from '../../../common/checkout';

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
  type: 'dataset_purchase' | 'balance_recharge';
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

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createIntent(request: IntentRequest): Promise<IntentState>;
  retrieveIntent(id: string): Promise<IntentState>;
}
