// Prepaid balances: one row per user and an append-only ledger whose unique reference applies each credit once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { balanceTransactions, userBalances } from '../../db/schema';

/** Adds a paid recharge to the balance, with its ledger row, inside the caller's transaction. */
export async function creditRecharge(tx: Db, credit: { userId: string; amountCents: number; reference: string; description: string }) {
  const [balance] = await tx.insert(userBalances).values({ userId: credit.userId, balanceCents: credit.amountCents })
    .onConflictDoUpdate({ target: userBalances.userId, set: { balanceCents: sql`${userBalances.balanceCents} + ${credit.amountCents}` } })
    .returning({ balanceCents: userBalances.balanceCents });
  // A second credit with the same reference violates the unique key and rolls the whole transaction back.
  await tx.insert(balanceTransactions).values({
    userId: credit.userId, kind: 'recharge', amountCents: credit.amountCents,
    balanceAfterCents: balance.balanceCents, reference: credit.reference, description: credit.description,
  });
  return balance;
}
