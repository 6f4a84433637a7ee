// The card a user keeps on file for automatic recharges: saved through the gateway (a Stripe SetupIntent, or the
// local gateway's test-card check), removed on request (which turns automatic recharges off).
import { eq } from 'drizzle-orm';
import type { CardSetup, SaveLocalCardRequest, SavedCard } from '../../../common/billing';
import type { Db } from '../../db/client';
import { savedCards } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { liftAutoRechargePause, turnOffAutoRecharge } from '../balance/balance.service';
import { paymentsUnavailable, type PaymentGateway, type SavedCardRef } from './gateway';
import type { LocalGateway } from './local-gateway';
import type { StripeGateway } from './stripe-gateway';

type CardRow = typeof savedCards.$inferInsert;

const wrongProvider = () => new AppError('WRONG_PAYMENT_PROVIDER', 409, 'This way of saving a card is not used by the current payment provider.');

export async function readSavedCard(db: Db, userId: string): Promise<SavedCard | null> {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.userId, userId));
  return row ? { provider: row.provider, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear } : null;
}

/** The saved card as the gateway charges it (automatic recharges), or null when there is none. */
export async function savedCardToCharge(db: Db, userId: string): Promise<(SavedCardRef & { provider: 'local' | 'stripe' }) | null> {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.userId, userId));
  return row ? {
    provider: row.provider, customerId: row.customerId, paymentMethodId: row.paymentMethodId, brand: row.brand, last4: row.last4, testDecline: row.testDecline,
  } : null;
}

export async function saveLocalCard(db: Db, gateway: PaymentGateway | null, userId: string, input: SaveLocalCardRequest) {
  if (!gateway) throw paymentsUnavailable();
  if (gateway.provider !== 'local') throw wrongProvider();
  const card = (gateway as LocalGateway).saveCard(input);
  await keepCard(db, userId, {
    userId, provider: 'local', customerId: null, paymentMethodId: `pm_local_${crypto.randomUUID()}`,
    brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, testDecline: card.testDecline,
  });
  return readSavedCard(db, userId);
}

export async function startStripeCardSetup(db: Db, gateway: PaymentGateway | null, user: { id: string; email: string }): Promise<CardSetup> {
  if (!gateway) throw paymentsUnavailable();
  if (gateway.provider !== 'stripe') throw wrongProvider();
  const [existing] = await db.select({ customerId: savedCards.customerId }).from(savedCards).where(eq(savedCards.userId, user.id));
  const setup = await (gateway as StripeGateway).createCardSetup({ id: user.id, email: user.email, customerId: existing?.customerId ?? null });
  return { setupIntentId: setup.setupIntentId, clientSecret: setup.clientSecret };
}

export async function saveStripeCard(db: Db, gateway: PaymentGateway | null, userId: string, setupIntentId: string) {
  if (!gateway) throw paymentsUnavailable();
  if (gateway.provider !== 'stripe') throw wrongProvider();
  const card = await (gateway as StripeGateway).readCardSetup(setupIntentId, userId);
  if (!card) throw new AppError('CARD_NOT_SAVED', 422, 'The card was not saved. Please try again.');
  await keepCard(db, userId, { userId, provider: 'stripe', ...card, testDecline: null });
  return readSavedCard(db, userId);
}

/** Removing the card turns automatic recharges off: there would be nothing to charge. */
export async function removeSavedCard(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(savedCards).where(eq(savedCards.userId, userId));
    await turnOffAutoRecharge(tx, userId);
  });
}

/** A deleted account's saved card goes (the gateway's own copy stays with the gateway). */
export async function forgetUser(tx: Db, userId: string) {
  await tx.delete(savedCards).where(eq(savedCards.userId, userId));
}

/** A new card replaces the old one and lifts a pause caused by the old card's failure. */
async function keepCard(db: Db, userId: string, row: CardRow) {
  await db.transaction(async (tx) => {
    await tx.insert(savedCards).values(row).onConflictDoUpdate({ target: savedCards.userId, set: { ...row, updatedAt: new Date() } });
    await liftAutoRechargePause(tx, userId);
  });
}
