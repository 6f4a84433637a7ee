// Telling the advertiser about spend caps, and releasing what they held when a new period starts. The caps themselves
// are enforced by the charging functions (server/db/functions/spend_*.sql), which report a cap reached for the
// first time in its period: one e-mail per cap and period, not one per lead.
import { and, count, eq, sql } from 'drizzle-orm';
import { formatCents } from '../../../common/money';
import { SPEND_CAP_LABELS, type SpendCap } from '../../../common/leads';
import type { Db } from '../../db/client';
import { importedLeads, leadImportConfigs, userBalances, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { JobQueue } from '../jobs/job-queue';

export interface CapNoticeDeps { db: Db; mailer: Mailer; publicUrl: string }

export async function sendCapNotice(deps: CapNoticeDeps, notice: { userId: string; cap: SpendCap; configId: string | null }) {
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, notice.userId));
  if (!user) return;
  const [held] = await deps.db.select({ n: count() }).from(importedLeads)
    .where(and(eq(importedLeads.userId, notice.userId), eq(importedLeads.status, 'over_cap')));
  const { what, limit, where } = await describeCap(deps.db, notice);
  const monthly = notice.cap === 'account_month';
  await deps.mailer.send({
    to: user.email, kind: 'spend-cap', link: `${deps.publicUrl}${where}`,
    subject: `Spend cap reached: ${what}`,
    text: `Hi ${user.firstName || 'there'},\n\nYour ${what} of ${limit} is reached. New leads are kept but not charged: ` +
      `their contact details stay hidden until they are delivered.${held!.n ? ` ${held!.n} lead${held!.n === 1 ? ' is' : 's are'} held now.` : ''}\n\n` +
      `Held leads are delivered and charged oldest first ${monthly ? 'on the 1st of next month' : 'tomorrow'} (00:00 UTC), ` +
      `or as soon as you raise the cap.\n\nChange the cap: ${deps.publicUrl}${where}\n`,
  });
}

async function describeCap(db: Db, notice: { userId: string; cap: SpendCap; configId: string | null }) {
  const label = SPEND_CAP_LABELS[notice.cap];
  if (notice.cap === 'account_day' || notice.cap === 'account_month') {
    const [row] = await db.select({ daily: userBalances.dailySpendCapCents, monthly: userBalances.monthlySpendCapCents })
      .from(userBalances).where(eq(userBalances.userId, notice.userId));
    const cents = notice.cap === 'account_day' ? row?.daily : row?.monthly;
    return { what: label, limit: formatCents(cents ?? 0), where: '/account/billing' };
  }
  const [config] = await db.select().from(leadImportConfigs).where(eq(leadImportConfigs.id, notice.configId ?? ''));
  const limit = notice.cap === 'import_leads' ? `${config?.dailyLeadCap ?? 0} leads` : formatCents(config?.dailyBudgetCents ?? 0);
  return { what: `${label} of "${config?.campaignName ?? 'an import'}"`, limit, where: `/lead-import/configs/${notice.configId}` };
}

/** At 00:00 UTC: every advertiser with leads held by a cap gets a release run (the new day, or month, may allow them). */
export async function queueDailyRelease(db: Db, jobs: JobQueue) {
  const held = await db.selectDistinct({ userId: importedLeads.userId }).from(importedLeads).where(sql`${importedLeads.status} = 'over_cap'`);
  for (const { userId } of held) await jobs.send('leads.charge-pending', { userId }, { singletonKey: userId });
}
