// PAYMENT_PROVIDER=stripe: Payment Intents through Stripe's own SDK, and its signed webhooks turned into PaymentEvents.
import type { Stripe as StripeClient } from 'stripe';
import { AppError } from '../../lib/errors';
import type { IntentState, IntentStatus, PaymentEvent, PaymentGateway, RefundState } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Where the API lives; only tests point it elsewhere (a local fake of the Payment Intents API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface StripeCardSetup { setupIntentId: string; clientSecret: string; customerId: string }
export interface StripeSavedCard { customerId: string; paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number }

/** What a signed refund webhook says about our refunds (charge.refunded, charge.refund.updated, refund.updated). */
export interface RefundEvent { kind: 'refund'; refunds: RefundState[] }

export interface StripeGateway extends PaymentGateway {
  /** Verifies the Stripe-Signature header over the raw body; a forged or unsigned body throws 400. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | RefundEvent | null;
  /** A SetupIntent for saving a card for off-session use; the customer is created once per user. */
  createCardSetup(user: { id: string; email: string; customerId: string | null }): Promise<StripeCardSetup>;
  /** The card a confirmed SetupIntent saved; null unless it succeeded and belongs to this user. */
  readCardSetup(setupIntentId: string, userId: string): Promise<StripeSavedCard | null>;
}

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated']);

function refundState(refund: StripeClient.Refund): RefundState {
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    id: refund.id, status, failureMessage: status === 'failed' ? `The refund failed at Stripe (${refund.failure_reason ?? refund.status}).` : null,
    refundId: refund.metadata?.refund_id,
  };
}

export async function stripeGateway(opts: StripeGatewayOptions): Promise<StripeGateway> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...opts.api });

  return {
    provider: 'stripe',

    async createIntent(request) {
      const intent = await stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: request.currency,
        receipt_email: request.receiptEmail,
        automatic_payment_methods: { enabled: true },
        metadata: { ...request.metadata },
      }, { idempotencyKey: request.idempotencyKey });
      return toState(intent);
    },

    async retrieveIntent(id) {
      return toState(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },

    async chargeSavedCard(request, card) {
      let intent: StripeClient.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create({
          amount: request.amountCents,
          currency: request.currency,
          customer: card.customerId ?? undefined,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          receipt_email: request.receiptEmail,
          metadata: { ...request.metadata },
          expand: ['latest_charge'],
        }, { idempotencyKey: request.idempotencyKey });
      } catch (err) {
        // A declined card is an answer, not an outage: Stripe returns the failed intent with the error.
        const failed = (err as { type?: string; payment_intent?: StripeClient.PaymentIntent; message?: string });
        if (failed.type !== 'StripeCardError' || !failed.payment_intent) throw err;
        const state = toState(failed.payment_intent);
        return { intent: state, event: {
          provider: 'stripe', id: `off_session_${state.id}_failed`, type: 'payment_intent.payment_failed',
          intent: { ...state, lastError: state.lastError ?? failed.message ?? 'Your card was declined.' }, payload: { off_session: state.id },
        } };
      }
      const state = toState(intent);
      if (state.status === 'succeeded') {
        return { intent: state, event: { provider: 'stripe', id: `off_session_${state.id}_succeeded`, type: 'payment_intent.succeeded', intent: state, payload: { off_session: state.id } } };
      }
      if (state.status === 'processing') return { intent: state, event: null };
      // requires_action: the bank wants the cardholder present, which a charge without them cannot do.
      return { intent: state, event: {
        provider: 'stripe', id: `off_session_${state.id}_failed`, type: 'payment_intent.payment_failed',
        intent: { ...state, lastError: state.lastError ?? 'Your bank asked to authenticate this payment. Please pay with the card yourself.' },
        payload: { off_session: state.id },
      } };
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey, reason }) {
      const refund = await stripe.refunds.create({
        payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer',
        metadata: { refund_id: idempotencyKey.replace(/^refund:/, ''), note: reason.slice(0, 400) },
      }, { idempotencyKey });
      return refundState(refund);
    },

    async createCardSetup(user) {
      const customerId = user.customerId ?? (await stripe.customers.create(
        { email: user.email, metadata: { user_id: user.id } }, { idempotencyKey: `customer:${user.id}` },
      )).id;
      const setup = await stripe.setupIntents.create({
        customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: { user_id: user.id },
      });
      return { setupIntentId: setup.id, clientSecret: setup.client_secret ?? '', customerId };
    },

    async readCardSetup(setupIntentId, userId) {
      const setup = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      if (setup.status !== 'succeeded' || setup.metadata?.user_id !== userId) return null;
      const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
      const customerId = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
      if (!method?.card || !customerId) return null;
      return {
        customerId, paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4,
        expMonth: method.card.exp_month, expYear: method.card.exp_year,
      };
    },

    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new AppError('WEBHOOK_NOT_CONFIGURED', 503, 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signature) throw new AppError('INVALID_SIGNATURE', 400, 'Missing Stripe-Signature header.');
      let event: StripeClient.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new AppError('INVALID_SIGNATURE', 400, 'The webhook signature is not valid.');
      }
      if (REFUND_EVENTS.has(event.type)) {
        const object = event.data.object as StripeClient.Charge | StripeClient.Refund;
        const refunds = object.object === 'charge' ? ((object).refunds?.data ?? []) : [object];
        return { kind: 'refund', refunds: refunds.map(refundState) };
      }
      if (!HANDLED.has(event.type)) return null;
      const intent = event.data.object as StripeClient.PaymentIntent;
      return { provider: 'stripe', id: event.id, type: event.type as PaymentEvent['type'], intent: toState(intent), payload: event };
    },
  };
}

function toState(intent: StripeClient.PaymentIntent): IntentState {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error?.message ?? null,
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
  };
}
