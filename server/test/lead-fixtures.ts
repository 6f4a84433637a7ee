// Test helpers for the advertiser side: accounts with money on their balance (paid through the real checkout and the
// local gateway), import configurations, and waiting for background jobs.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { JobName } from '../modules/jobs/job-names';
import { Client, signUp } from './harness';

export const VISA = '4242 4242 4242 4242';
export const card = (number = VISA) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });

/** Adds whole dollars to the client's balance the way a user does: checkout (recharge) then paying by card. */
export async function recharge(client: Client, dollars: number) {
  const session = await client.post('/api/checkout', { type: 'recharge', amountDollars: dollars, billing: { name: 'Ada Buyer', email: 'ada@example.com' } });
  expect(session.statusCode).toBe(201);
  const { paymentIntentId, clientSecret } = session.json().payment;
  const paid = await client.post('/api/payments/local/confirm', { paymentIntentId, clientSecret, card: card() });
  expect(paid.statusCode).toBe(200);
  return session.json().orderId as string;
}

export async function newConfig(client: Client, body: Partial<{ campaignName: string; campaignSource: string; leadType: string; costPerLeadCents: number; active: boolean; facebook: object }> = {}) {
  const res = await client.post('/api/lead-configs', { campaignName: 'Spring auto quotes', campaignSource: 'other', leadType: 'auto', costPerLeadCents: 500, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const config = res.json();
  return { ...config, token: config.ingestUrl.split('/').pop() as string, ingestPath: new URL(config.ingestUrl).pathname };
}

/** A signed-up advertiser with `dollars` on the balance and one active configuration. */
export async function advertiser(app: FastifyInstance, opts: { dollars?: number; costPerLeadCents?: number } = {}) {
  const { client, user } = await signUp(app);
  if (opts.dollars) await recharge(client, opts.dollars);
  const config = await newConfig(client, { costPerLeadCents: opts.costPerLeadCents ?? 500 });
  return { client, user, config };
}

/** 0 -> 'a', 27 -> 'bb': names without digits (a digit in a name is scored as made up). */
const letters = (i: number): string => (i >= 26 ? letters(Math.floor(i / 26) - 1) : '') + String.fromCharCode(97 + (i % 26));

/** A distinct, valid person for lead `i`: e-mail pat.rivera.<i>@gmail.com (example.com is test data: leads/junk.ts), phone +1 512 2000000+i. */
export const person = (i: number, extra: Record<string, unknown> = {}) => ({
  first_name: `Pat${letters(i)}`, last_name: 'Rivera', email: `pat.rivera.${i}@gmail.com`, phone: `512${String(2000000 + i).padStart(7, '0')}`,
  state: 'TX', zip: '78701', ...extra,
});

/** Waits until no job of these queues is waiting, retrying or running. */
export async function jobsSettled(app: FastifyInstance, names: JobName[] = ['leads.charge-pending', 'balance.auto-recharge', 'balance.low-balance-notice', 'leads.facebook-fetch']) {
  await vi.waitFor(async () => expect(await app.jobs.unfinished(names)).toBe(0), { timeout: 20_000, interval: 100 });
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The ledger's sum must equal the balance: the ledger is the only way a balance changes. */
export async function ledgerMatchesBalance(db: Db, userId: string) {
  const [row] = await rows<{ balance: number; ledger: number }>(db, sql`
    select b.balance_cents::int as balance, coalesce((select sum(amount_cents) from balance_transactions where user_id = ${userId}), 0)::int as ledger
    from user_balances b where b.user_id = ${userId}`);
  return row!;
}
