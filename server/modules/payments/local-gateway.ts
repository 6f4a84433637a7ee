// PAYMENT_PROVIDER=local: a built-in test gateway with Stripe's test-card meanings, for running the product with
// no accounts or keys. Intents live in the database so that any instance can confirm or reconcile them.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPaymentIntents, localRefunds } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { IntentState, PaymentEvent, PaymentGateway } from './gateway';
import { checkCard, checkCardToSave, type CardInput, type CardToSave } from './test-cards';

type IntentRow = typeof localPaymentIntents.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);

const toState = (row: IntentRow): IntentState => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
  lastError: row.lastError,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
});

export interface LocalGateway extends PaymentGateway {
  /** Charges the card against the intent; the caller applies the returned event. */
  confirm(input: { intentId: string; clientSecret: string; userId: string; card: CardInput }): Promise<PaymentEvent>;
  /** Checks a card to keep for automatic recharges (as a Stripe SetupIntent would); a refused card throws 402. */
  saveCard(card: CardInput): CardToSave;
}

export function localGateway(db: Db): LocalGateway {
  async function load(id: string): Promise<IntentRow> {
    const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
    if (!row) throw notFound('Payment');
    return row;
  }

  async function createIntent(request: Parameters<PaymentGateway['createIntent']>[0]) {
    const id = `pi_local_${token(24)}`;
    const [created] = await db.insert(localPaymentIntents).values({
      id,
      clientSecret: `${id}_secret_${token(24)}`,
      amountCents: request.amountCents,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
      metadata: { ...request.metadata },
    }).onConflictDoNothing({ target: localPaymentIntents.idempotencyKey }).returning();
    if (created) return created;
    const [existing] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, request.idempotencyKey));
    return existing!;
  }

  return {
    provider: 'local',

    createIntent: async (request) => toState(await createIntent(request)),

    async chargeSavedCard(request, card) {
      const row = await createIntent(request);
      if (row.status === 'succeeded') return { intent: toState(row), event: succeededEvent(row) };
      if (card.testDecline) {
        const [failed] = await db.update(localPaymentIntents).set({ lastError: card.testDecline })
          .where(eq(localPaymentIntents.id, row.id)).returning();
        const intent = toState(failed!);
        return { intent, event: {
          provider: 'local', id: `evt_local_${row.id}_off_session_failed`, type: 'payment_intent.payment_failed',
          intent, payload: { code: 'card_declined', message: card.testDecline },
        } };
      }
      const [paid] = await db.update(localPaymentIntents)
        .set({ status: 'succeeded', lastError: null, cardBrand: card.brand, cardLast4: card.last4 })
        .where(eq(localPaymentIntents.id, row.id)).returning();
      return { intent: toState(paid!), event: succeededEvent(paid!) };
    },

    saveCard(card) {
      const result = checkCardToSave(card);
      if (!result.ok) throw new PaymentDeclined(result.code, result.message);
      return result.card;
    },

    retrieveIntent: async (id) => toState(await load(id)),

    /** Refuses what a real gateway refuses: an unpaid intent, or more than is left of what it collected. */
    async refund({ paymentIntentId, amountCents, idempotencyKey, reason }) {
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(localRefunds).where(eq(localRefunds.idempotencyKey, idempotencyKey));
        if (existing) return { id: existing.id, status: 'succeeded' as const, failureMessage: null };
        const [intent] = await tx.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, paymentIntentId)).for('update');
        if (intent?.status !== 'succeeded') return { id: `re_local_${token(20)}`, status: 'failed' as const, failureMessage: 'This payment was not collected, so it cannot be refunded.' };
        const [refunded] = await tx.select({ sum: sql<number>`coalesce(sum(${localRefunds.amountCents}), 0)`.mapWith(Number) })
          .from(localRefunds).where(eq(localRefunds.intentId, paymentIntentId));
        if (refunded!.sum + amountCents > intent.amountCents) {
          return { id: `re_local_${token(20)}`, status: 'failed' as const, failureMessage: 'The refund is larger than what is left of the payment.' };
        }
        const [created] = await tx.insert(localRefunds).values({ id: `re_local_${token(20)}`, intentId: paymentIntentId, amountCents, idempotencyKey, reason }).returning();
        return { id: created!.id, status: 'succeeded' as const, failureMessage: null };
      });
    },

    async confirm({ intentId, clientSecret, userId, card }) {
      const row = await load(intentId).catch(() => null);
      // Someone else's intent answers exactly like a missing one.
      if (!row || row.metadata.user_id !== userId || !sameSecret(row.clientSecret, clientSecret)) throw notFound('Payment');
      if (row.status === 'succeeded') return succeededEvent(row);

      const result = checkCard(card);
      if (!result.ok) {
        const [failed] = await db.update(localPaymentIntents).set({ lastError: result.message })
          .where(eq(localPaymentIntents.id, intentId)).returning();
        return {
          provider: 'local', id: `evt_local_${token(20)}`, type: 'payment_intent.payment_failed',
          intent: toState(failed!), payload: { code: result.code, message: result.message },
        };
      }
      const [paid] = await db.update(localPaymentIntents)
        .set({ status: 'succeeded', lastError: null, cardBrand: result.card.brand, cardLast4: result.card.last4 })
        .where(eq(localPaymentIntents.id, intentId)).returning();
      return succeededEvent(paid!);
    },
  };
}

/** Deterministic id: two confirmations of one intent produce the same event, which is applied once. */
function succeededEvent(row: IntentRow): PaymentEvent {
  const intent = toState(row);
  return { provider: 'local', id: `evt_local_${row.id}_succeeded`, type: 'payment_intent.succeeded', intent, payload: { intent: row.id } };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class PaymentDeclined extends AppError {
  constructor(code: string, message: string) {
    super(code, 402, message);
  }
}
