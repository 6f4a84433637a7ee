// Prepaid balances: one row per user and an append-only ledger whose unique reference applies each credit and charge
// once. The ledger is the only way a balance changes: every function here writes the row and its ledger entry together.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../common/admin';
import type { AutoRechargeSettings, Balance, LedgerKind, LedgerPage, SpendCapsSettings } from '../../../common/billing';
import { BILLING_MESSAGES } from '../../../common/billing';
import { utcDay, utcMonthStart } from '../../../common/dates';
import type { Db } from '../../db/client';
import { balanceTransactions, importedLeads, savedCards, userBalances } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { JobQueue } from '../jobs/job-queue';

export type BalanceRow = typeof userBalances.$inferSelect;
type LedgerRow = typeof balanceTransactions.$inferSelect;

/** An automatic recharge still unsettled after this long is considered lost, and a new one may start. */
const RECHARGE_STALE_MS = 60 * 60 * 1000;

/** SPEC.md: a user without a balance row gets one with the defaults at first read. */
export async function ensureBalance(db: Db, userId: string): Promise<BalanceRow> {
  const [created] = await db.insert(userBalances).values({ userId }).onConflictDoNothing().returning();
  if (created) return created;
  const [row] = await db.select().from(userBalances).where(eq(userBalances.userId, userId));
  return row!;
}

/** The balance page's whole picture: money, auto-recharge state, the saved card and leads waiting for funds. */
export async function readBalance(db: Db, userId: string): Promise<Balance> {
  const row = await ensureBalance(db, userId);
  const [[card], held] = await Promise.all([
    db.select().from(savedCards).where(eq(savedCards.userId, userId)),
    db.select({ status: importedLeads.status, count: count(), cents: sql<number>`coalesce(sum(${importedLeads.costCents}), 0)`.mapWith(Number) })
      .from(importedLeads).where(and(eq(importedLeads.userId, userId), inArray(importedLeads.status, ['pending', 'over_cap'])))
      .groupBy(importedLeads.status),
  ]);
  const heldBy = (status: 'pending' | 'over_cap') => {
    const group = held.find((h) => h.status === status);
    return { count: group?.count ?? 0, cents: group?.cents ?? 0 };
  };
  return {
    balanceCents: row.balanceCents,
    reservedCents: row.reservedCents,
    autoRecharge: {
      enabled: row.autoRechargeEnabled,
      thresholdCents: row.rechargeThresholdCents,
      amountCents: row.rechargeAmountCents,
      dailyMaxCount: row.autoRechargeDailyMaxCount,
      dailyMaxCents: row.autoRechargeDailyMaxCents,
      today: autoRechargesToday(row),
      pausedReason: row.autoRechargePausedReason,
      inProgress: rechargeInFlight(row),
    },
    card: card ? { provider: card.provider, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    pendingLeads: heldBy('pending'),
    spendCaps: {
      dailyCents: row.dailySpendCapCents,
      monthlyCents: row.monthlySpendCapCents,
      spentTodayCents: row.spendDay === utcDay() ? row.spentCentsOnDay : 0,
      spentThisMonthCents: row.spendMonth === utcMonthStart() ? row.spentCentsInMonth : 0,
    },
    overCapLeads: heldBy('over_cap'),
  };
}

/**
 * Locks the user's balance row for the rest of the transaction (creating it with the defaults if needed). Every
 * charge of one user queues here, so what the transaction reads after this is what it may spend.
 */
export async function lockBalance(tx: Db, userId: string): Promise<BalanceRow> {
  const [row] = await tx.insert(userBalances).values({ userId })
    .onConflictDoUpdate({ target: userBalances.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  return row!;
}

export interface Debit { amountCents: number; reference: string; description: string }

/**
 * Takes `debits` from a balance locked by `lockBalance`, in order, with one ledger row each. One statement: the
 * UPDATE cannot overdraw (`balance >= total`), and the ledger rows are written only if it did.
 */
export async function debit(tx: Db, jobs: JobQueue, locked: BalanceRow, kind: LedgerKind, debits: Debit[], opts: { leadsWaiting?: boolean } = {}) {
  let balance = locked.balanceCents;
  if (debits.length) {
    const total = debits.reduce((sum, d) => sum + d.amountCents, 0);
    const rows = debits.map((d) => {
      balance -= d.amountCents;
      return sql`(${locked.userId}::uuid, ${kind}, ${-d.amountCents}::int, ${balance}::int, ${d.reference}, ${d.description})`;
    });
    const result = await tx.execute(sql`
      with charged as (
        update user_balances set balance_cents = balance_cents - ${total}::int, updated_at = now()
        where user_id = ${locked.userId} and balance_cents >= ${total}::int
        returning balance_cents
      )
      insert into balance_transactions (user_id, kind, amount_cents, balance_after_cents, reference, description)
      select v.* from (values ${sql.join(rows, sql`, `)}) as v(user_id, kind, amount_cents, balance_after_cents, reference, description)
      where exists (select 1 from charged)`);
    if (affectedRows(result) !== debits.length) throw new Error('Balance changed under a lock: debit refused');
  }
  await afterDebit(tx, jobs, locked, balance, opts.leadsWaiting ?? false);
  return balance;
}

/**
 * Adds money with its ledger row (unique reference: a second credit of the same thing rolls the caller's transaction
 * back). A recharge settles the automatic recharge in flight; leads waiting for funds are charged next, by a job.
 */
export async function credit(tx: Db, jobs: JobQueue, c: { userId: string; kind: LedgerKind; amountCents: number; reference: string; description: string }) {
  const [row] = await tx.insert(userBalances).values({ userId: c.userId, balanceCents: c.amountCents })
    .onConflictDoUpdate({ target: userBalances.userId, set: { balanceCents: sql`${userBalances.balanceCents} + ${c.amountCents}` } })
    .returning();
  await tx.insert(balanceTransactions).values({
    userId: c.userId, kind: c.kind, amountCents: c.amountCents, balanceAfterCents: row!.balanceCents, reference: c.reference, description: c.description,
  });
  const backAboveThreshold = row!.balanceCents >= row!.rechargeThresholdCents;
  if (c.kind === 'recharge' || backAboveThreshold) {
    await tx.update(userBalances).set({
      ...(c.kind === 'recharge' ? { rechargeStartedAt: null } : {}),
      ...(backAboveThreshold ? { lowBalanceNotifiedAt: null } : {}),
    }).where(eq(userBalances.userId, c.userId));
  }
  await jobs.send('leads.charge-pending', { userId: c.userId }, { tx, singletonKey: c.userId });
  return row!;
}

/**
 * After money left a balance (inside the transaction that holds its lock): start one automatic recharge when the
 * balance just fell under the threshold or cannot cover waiting leads (at most one at a time, however many charges
 * race: they queue on the row lock), or else tell the user once per dip that the balance is low.
 */
export async function afterDebit(tx: Db, jobs: JobQueue, before: BalanceRow, after: number, leadsWaiting: boolean) {
  const crossed = before.balanceCents >= before.rechargeThresholdCents && after < before.rechargeThresholdCents;
  if (!crossed && !leadsWaiting) return;
  if (await startAutoRecharge(tx, jobs, before)) return;
  if (before.lowBalanceNotifiedAt) return;
  await tx.update(userBalances).set({ lowBalanceNotifiedAt: new Date() }).where(eq(userBalances.userId, before.userId));
  await jobs.send('balance.low-balance-notice', { userId: before.userId }, { tx });
}

/** Today's (UTC) automatic recharges so far: the row's counts are for `autoRechargeDay`, an earlier day means none. */
export const autoRechargesToday = (row: BalanceRow, today = utcDay()) =>
  (row.autoRechargeDay === today ? { count: row.autoRechargesOnDay, cents: row.autoRechargedCentsOnDay } : { count: 0, cents: 0 });

/** Today's automatic recharges leave no room for another one of the set amount. */
export function dailyLimitReached(row: BalanceRow, today = utcDay()): boolean {
  const { count, cents } = autoRechargesToday(row, today);
  return count >= row.autoRechargeDailyMaxCount || cents + row.rechargeAmountCents > row.autoRechargeDailyMaxCents;
}

/**
 * Starts an automatic recharge unless it is off, paused, one is already under way, or today's limits (count and
 * amount, UTC) would be passed. The row's own values decide, in the UPDATE, so the limits hold however many charges
 * race (they queue on the balance row's lock anyway). A recharge counts when it starts, declined or not.
 */
async function startAutoRecharge(tx: Db, jobs: JobQueue, row: BalanceRow): Promise<boolean> {
  if (!row.autoRechargeEnabled || row.autoRechargePausedReason) return false;
  const startedAt = new Date();
  const today = utcDay(startedAt);
  const b = userBalances;
  const sameDay = sql`${b.autoRechargeDay} = ${today}::date`;
  const [started] = await tx.update(b).set({
    rechargeStartedAt: startedAt,
    autoRechargeDay: today,
    autoRechargesOnDay: sql`case when ${sameDay} then ${b.autoRechargesOnDay} + 1 else 1 end`,
    autoRechargedCentsOnDay: sql`case when ${sameDay} then ${b.autoRechargedCentsOnDay} else 0 end + ${b.rechargeAmountCents}`,
  })
    .where(and(eq(b.userId, row.userId),
      or(sql`${b.rechargeStartedAt} is null`, lt(b.rechargeStartedAt, new Date(Date.now() - RECHARGE_STALE_MS))),
      sql`case when ${sameDay}
        then ${b.autoRechargesOnDay} < ${b.autoRechargeDailyMaxCount} and ${b.autoRechargedCentsOnDay} + ${b.rechargeAmountCents} <= ${b.autoRechargeDailyMaxCents}
        else ${b.rechargeAmountCents} <= ${b.autoRechargeDailyMaxCents} end`))
    .returning({ userId: b.userId });
  if (!started) return rechargeInFlight(row);
  await jobs.send('balance.auto-recharge', { userId: row.userId, startedAt: startedAt.toISOString() }, { tx });
  return true;
}

/** A balance row as the database returned it in JSON (to_jsonb of the locked row). */
export function balanceRowFromJson(json: Record<string, unknown>): BalanceRow {
  const date = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    userId: json.user_id as string,
    balanceCents: json.balance_cents as number,
    reservedCents: json.reserved_cents as number,
    autoRechargeEnabled: json.auto_recharge_enabled as boolean,
    rechargeThresholdCents: json.recharge_threshold_cents as number,
    rechargeAmountCents: json.recharge_amount_cents as number,
    autoRechargeDailyMaxCount: json.auto_recharge_daily_max_count as number,
    autoRechargeDailyMaxCents: json.auto_recharge_daily_max_cents as number,
    autoRechargeDay: (json.auto_recharge_day as string | null) ?? null,
    autoRechargesOnDay: json.auto_recharges_on_day as number,
    autoRechargedCentsOnDay: json.auto_recharged_cents_on_day as number,
    autoRechargePausedReason: (json.auto_recharge_paused_reason as string | null) ?? null,
    dailySpendCapCents: (json.daily_spend_cap_cents as number | null) ?? null,
    monthlySpendCapCents: (json.monthly_spend_cap_cents as number | null) ?? null,
    spendDay: (json.spend_day as string | null) ?? null,
    spentCentsOnDay: json.spent_cents_on_day as number,
    spendMonth: (json.spend_month as string | null) ?? null,
    spentCentsInMonth: json.spent_cents_in_month as number,
    capNoticeKey: (json.cap_notice_key as string | null) ?? null,
    rechargeStartedAt: date(json.recharge_started_at),
    lowBalanceNotifiedAt: date(json.low_balance_notified_at),
    createdAt: date(json.created_at)!,
    updatedAt: date(json.updated_at)!,
  };
}

const rechargeInFlight = (row: BalanceRow) => row.rechargeStartedAt !== null && row.rechargeStartedAt.getTime() > Date.now() - RECHARGE_STALE_MS;

/**
 * An administrator's manual correction, with its reason, through the ledger like every other movement: a credit, or
 * a debit that cannot take the balance below zero.
 */
export async function adjustBalance(db: Db, jobs: JobQueue, actor: Actor, userId: string, amountCents: number, reason: string) {
  return db.transaction(async (tx) => {
    const locked = await lockBalance(tx, userId);
    const entry = { reference: `adjustment:${randomUUID()}`, description: `Adjustment by ${actor.email}: ${reason}` };
    let after: number;
    if (amountCents > 0) {
      after = (await credit(tx, jobs, { userId, kind: 'adjustment', amountCents, ...entry })).balanceCents;
    } else {
      if (locked.balanceCents < -amountCents) throw new AppError('BALANCE_TOO_LOW', 422, ADMIN_USER_MESSAGES.overdraw);
      after = await debit(tx, jobs, locked, 'adjustment', [{ amountCents: -amountCents, ...entry }]);
    }
    await recordAudit(tx, actor, {
      action: 'user.balance_adjust', entityType: 'user', entityId: userId,
      before: { balanceCents: locked.balanceCents }, after: { balanceCents: after, amountCents, reason, reference: entry.reference },
    });
    return after;
  });
}

/** Saves the auto-recharge settings; turning it on needs a saved card, clears a pause, and recharges at once if low. */
export async function updateAutoRecharge(db: Db, jobs: JobQueue, userId: string, settings: AutoRechargeSettings): Promise<void> {
  if (settings.enabled) {
    const [card] = await db.select({ userId: savedCards.userId }).from(savedCards).where(eq(savedCards.userId, userId));
    if (!card) throw new AppError('CARD_REQUIRED', 422, BILLING_MESSAGES.needsCard);
  }
  await db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const [row] = await tx.update(userBalances).set({
      autoRechargeEnabled: settings.enabled, rechargeThresholdCents: settings.thresholdCents, rechargeAmountCents: settings.amountCents,
      autoRechargeDailyMaxCount: settings.dailyMaxCount, autoRechargeDailyMaxCents: settings.dailyMaxCents,
      autoRechargePausedReason: null,
    }).where(eq(userBalances.userId, userId)).returning();
    // A daily limit kept from before must still allow one recharge of the new amount.
    if (row!.autoRechargeDailyMaxCents < row!.rechargeAmountCents) {
      throw new AppError('VALIDATION_ERROR', 400, BILLING_MESSAGES.dailyBelowAmount, { dailyMaxCents: BILLING_MESSAGES.dailyBelowAmount });
    }
    if (row!.autoRechargeEnabled && row!.balanceCents < row!.rechargeThresholdCents) await startAutoRecharge(tx, jobs, row!);
  });
}

/**
 * Saves the account's spend caps. Leads a cap held are released (oldest first, as far as the new caps allow) by the
 * leads module's job, queued with the change.
 */
export async function updateSpendCaps(db: Db, jobs: JobQueue, userId: string, caps: SpendCapsSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    await tx.update(userBalances).set({ dailySpendCapCents: caps.dailyCents, monthlySpendCapCents: caps.monthlyCents })
      .where(eq(userBalances.userId, userId));
    await jobs.send('leads.charge-pending', { userId }, { tx, singletonKey: userId });
  });
}

/** The saved card was removed: automatic recharges stop, there would be nothing to charge. */
export async function turnOffAutoRecharge(tx: Db, userId: string) {
  await tx.update(userBalances).set({ autoRechargeEnabled: false }).where(eq(userBalances.userId, userId));
}

/** A new card was saved: a pause the old card's failure caused is lifted. */
export async function liftAutoRechargePause(tx: Db, userId: string) {
  await tx.update(userBalances).set({ autoRechargePausedReason: null }).where(eq(userBalances.userId, userId));
}

/** A failed automatic recharge: no more attempts until the user acts (the caller e-mails them). */
export async function pauseAutoRecharge(db: Db, userId: string, reason: string) {
  await db.update(userBalances).set({ autoRechargePausedReason: reason, rechargeStartedAt: null }).where(eq(userBalances.userId, userId));
}

export async function settleRechargeAttempt(db: Db, userId: string) {
  await db.update(userBalances).set({ rechargeStartedAt: null }).where(eq(userBalances.userId, userId));
}

export async function listLedger(db: Db, userId: string, q: { page: number; limit: number; kind?: LedgerKind }): Promise<LedgerPage> {
  const where = and(eq(balanceTransactions.userId, userId), q.kind ? eq(balanceTransactions.kind, q.kind) : undefined);
  const [rows, total] = await Promise.all([
    db.select().from(balanceTransactions).where(where)
      .orderBy(desc(balanceTransactions.seq)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.$count(balanceTransactions, where),
  ]);
  return { items: rows.map(toLedgerEntry), total, page: q.page, pageSize: q.limit };
}

/** Every ledger row of a user, newest first, read in pages so an export never holds the whole ledger. */
export async function* ledgerRows(db: Db, userId: string, pageSize = 1000) {
  let after: number | null = null;
  for (;;) {
    const rows: LedgerRow[] = await db.select().from(balanceTransactions)
      .where(and(eq(balanceTransactions.userId, userId), after === null ? undefined : lt(balanceTransactions.seq, after)))
      .orderBy(desc(balanceTransactions.seq)).limit(pageSize);
    for (const row of rows) yield toLedgerEntry(row);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.seq;
  }
}

export async function ledgerEntryByReference(db: Db, userId: string, reference: string) {
  const [row] = await db.select().from(balanceTransactions)
    .where(and(eq(balanceTransactions.userId, userId), eq(balanceTransactions.reference, reference)));
  return row ? toLedgerEntry(row) : null;
}

const toLedgerEntry = (row: LedgerRow) => ({
  id: row.id, kind: row.kind, amountCents: row.amountCents, balanceAfterCents: row.balanceAfterCents,
  reference: row.reference, description: row.description, createdAt: row.createdAt.toISOString(),
});

/** Rows changed by an INSERT/UPDATE through either driver. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
