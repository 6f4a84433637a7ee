// What a plan tells its owner by e-mail besides receipts: a renewal that failed (with when it is tried again and when
// the plan ends unless paid), and a plan that ended.
import { formatCents } from '../../../common/money';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { teamOwner } from '../teams/team-membership';
import { graceEnd, type SubscriptionRow } from './subscription-lifecycle';

export interface PlanNoticeDeps { db: Db; mailer: Mailer; publicUrl: string }

const longDate = (at: Date) => at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export async function renewalFailedNotice(deps: PlanNoticeDeps, sub: SubscriptionRow, reason: string) {
  const owner = await teamOwner(deps.db, sub.teamId);
  if (!owner) return;
  const link = `${deps.publicUrl}/account/billing`;
  const retry = sub.nextRetryAt ? `We will try your card again on ${longDate(sub.nextRetryAt)}.` : 'We will not try your card again.';
  await deps.mailer.send({
    to: owner.email, kind: 'plan-past-due', link, dedupeKey: `plan-past-due:${sub.id}:${sub.currentPeriodEnd.toISOString()}:${sub.failedRenewals}`,
    subject: 'Action needed: your plan renewal payment failed',
    text: `Hi ${owner.firstName || 'there'},\n\nWe could not charge your card for your plan's renewal: ${reason}\n\n${retry} ` +
      `Unless it is paid by ${longDate(graceEnd(sub.currentPeriodEnd))}, your plan ends and the datasets taken into it stop downloading.\n\n` +
      `Update your card or pay now: ${link}\n`,
  });
}

export async function planEndedNotice(deps: PlanNoticeDeps, sub: SubscriptionRow, reason: 'canceled' | 'payment_failed', unpaidCents: number | null) {
  const owner = await teamOwner(deps.db, sub.teamId);
  if (!owner) return;
  const why = reason === 'canceled' ? 'as you asked, at the end of its billing period'
    : `because its renewal${unpaidCents ? ` of ${formatCents(unpaidCents)}` : ''} was not paid within the grace period`;
  await deps.mailer.send({
    to: owner.email, kind: 'plan-ended', link: `${deps.publicUrl}/pricing`, dedupeKey: `plan-ended:${sub.id}`,
    subject: 'Your plan has ended',
    text: `Hi ${owner.firstName || 'there'},\n\nYour plan ended ${why}. Datasets taken into it no longer download; ` +
      `datasets you bought are not affected.\n\nChoose a plan again any time: ${deps.publicUrl}/pricing\n`,
  });
}
