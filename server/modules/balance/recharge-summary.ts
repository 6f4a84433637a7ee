// The daily summary of automatic recharges: shortly after midnight UTC, each advertiser who had automatic recharges
// (or declined attempts) the day before gets one e-mail listing them, with what today's limits still allow. The
// outbox's unique key (user and day) makes it one e-mail however often the job runs, on however many instances.
import { countOf } from '../../../common/count';
import { formatCents } from '../../../common/money';
import type { JobQueue } from '../jobs/job-queue';
import { autoRechargeOrders } from '../orders/order-lifecycle';
import { recipient, type NoticeDeps } from './balance-notices';
import { autoRechargesToday, ensureBalance } from './balance.service';

type Attempt = Awaited<ReturnType<typeof autoRechargeOrders>>[number];

/** A refund later does not undo that the card was charged that day. */
const CHARGED = new Set<Attempt['paymentStatus']>(['paid', 'partially_refunded', 'refunded']);
const DAY_MS = 86_400_000;

export function defineRechargeSummary(jobs: JobQueue, deps: NoticeDeps) {
  jobs.define('balance.auto-recharge-summary', {
    handler: async () => { await sendRechargeSummaries(deps, new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)); },
    options: { policy: 'singleton' },
  });
  // After midnight UTC, when yesterday's recharges are all in.
  jobs.schedule('balance.auto-recharge-summary', '15 0 * * *', {});
}

/** Sends the summaries of `day` (YYYY-MM-DD, UTC); answers how many were written by this call. */
export async function sendRechargeSummaries(deps: NoticeDeps, day: string): Promise<number> {
  const from = new Date(`${day}T00:00:00Z`);
  const byUser = new Map<string, Attempt[]>();
  for (const attempt of await autoRechargeOrders(deps.db, from, new Date(from.getTime() + DAY_MS))) {
    const list = byUser.get(attempt.userId!);
    if (list) list.push(attempt);
    else byUser.set(attempt.userId!, [attempt]);
  }
  let sent = 0;
  for (const [userId, attempts] of byUser) if (await sendSummary(deps, userId, day, attempts)) sent++;
  return sent;
}

async function sendSummary(deps: NoticeDeps, userId: string, day: string, attempts: Attempt[]): Promise<boolean> {
  const charged = attempts.filter((a) => CHARGED.has(a.paymentStatus));
  const declined = attempts.filter((a) => a.paymentStatus === 'failed');
  // Only attempts still processing: the card has not answered, there is nothing to report yet.
  if (!charged.length && !declined.length) return false;
  const user = await recipient(deps.db, userId);
  if (!user) return false;
  const balance = await ensureBalance(deps.db, userId);
  const total = charged.reduce((sum, a) => sum + a.amountCents, 0);
  const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const time = (a: Attempt) => a.createdAt.toISOString().slice(11, 16);
  const line = (a: Attempt) => `  - ${time(a)} UTC: ${formatCents(a.amountCents)} (${a.orderNumber})${a.failureMessage && !CHARGED.has(a.paymentStatus) ? `: ${a.failureMessage}` : ''}`;
  const used = autoRechargesToday(balance);
  const today = !balance.autoRechargeEnabled ? 'Automatic recharges are off.'
    : balance.autoRechargePausedReason ? `Automatic recharges are paused: ${balance.autoRechargePausedReason}`
      : `Today's limits (UTC) still allow ${countOf(Math.max(0, balance.autoRechargeDailyMaxCount - used.count), 'automatic recharge')} ` +
        `for up to ${formatCents(Math.max(0, balance.autoRechargeDailyMaxCents - used.cents))} in all.`;
  const { id } = await deps.mailer.send({
    to: user.email, kind: 'auto-recharge-summary', link: `${deps.publicUrl}/account/billing`, dedupeKey: `auto-recharge-summary:${userId}:${day}`,
    subject: `Automatic recharges on ${date}: ${countOf(charged.length, 'recharge')}, ${formatCents(total)}` +
      (declined.length ? `, ${countOf(declined.length, 'decline')}` : ''),
    text: `Hi ${user.firstName || 'there'},\n\n` +
      (charged.length
        ? `On ${date} (UTC) your lead balance was recharged automatically ${charged.length === 1 ? 'once' : `${charged.length} times`}, ${formatCents(total)} in all.\n`
        : `On ${date} (UTC) no automatic recharge of your lead balance went through.\n`) +
      (charged.length ? `\n${charged.map(line).join('\n')}\n` : '') +
      (declined.length ? `\nDeclined: ${countOf(declined.length, 'attempt')}\n${declined.map(line).join('\n')}\n` : '') +
      `\n${today}\n\nBilling & auto-recharge settings: ${deps.publicUrl}/account/billing\n`,
  });
  return id !== null;
}
