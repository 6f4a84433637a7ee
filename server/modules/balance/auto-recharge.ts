// The automatic recharge job: the balance decides whether the recharge a falling balance started is still due, and
// hands the charge to `chargeRecharge` (checkout's payAutoRecharge, given when the job is defined: the balance module
// knows no payment code). The charge's outcome comes back through the payment handler: a credit with its ledger row
// (which settles the attempt), or a pause with an e-mail.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBalances } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { sendLowBalanceNotice, type NoticeDeps } from './balance-notices';
import { settleRechargeAttempt } from './balance.service';
import { defineRechargeSummary } from './recharge-summary';

/** Charges the user's saved card `amountCents` for one automatic recharge; `key` is the same for every retry of it. */
export type ChargeRecharge = (recharge: { userId: string; amountCents: number; key: string }) => Promise<void>;

export interface BalanceJobDeps extends NoticeDeps {
  chargeRecharge: ChargeRecharge;
}

export function defineBalanceJobs(jobs: JobQueue, deps: BalanceJobDeps) {
  jobs.define('balance.auto-recharge', {
    handler: (data) => runAutoRecharge(deps, data.userId, data.startedAt),
    // The gateway call is idempotent (the order's key), so a retry after a timeout never charges twice.
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  });
  jobs.define('balance.low-balance-notice', { handler: (data) => sendLowBalanceNotice(deps, data.userId) });
  defineRechargeSummary(jobs, deps);
}

export async function runAutoRecharge(deps: { db: Db; chargeRecharge: ChargeRecharge }, userId: string, startedAt: string) {
  const { db } = deps;
  const [balance] = await db.select().from(userBalances).where(eq(userBalances.userId, userId));
  // Settled or superseded since it was started: nothing left to do.
  if (!balance?.rechargeStartedAt || balance.rechargeStartedAt.toISOString() !== startedAt) return;
  if (!balance.autoRechargeEnabled || balance.autoRechargePausedReason) return settleRechargeAttempt(db, userId);
  await deps.chargeRecharge({ userId, amountCents: balance.rechargeAmountCents, key: `auto-recharge:${startedAt}` });
}
