// Lead returns: an advertiser asks for a bad lead's charge back within the return window; an admin approves (the
// charge is credited back through the ledger, once, however many approvals race) or denies it with a note.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ReturnReason } from '../../../common/leads';
import { LEAD_MESSAGES, RETURN_REASONS } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { importedLeads, leadImportConfigs, leadReturns, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { recordAudit, type Actor } from '../audit/audit.service';
import { credit } from '../balance/balance.service';
import type { JobQueue } from '../jobs/job-queue';
import { leadDetail, returnableUntil, toLead } from './leads.service';

/**
 * One return per lead. The lead's row lock queues concurrent requests; the return is looked up after the lock (a
 * request that waited sees the one committed before it), and the unique lead id refuses a twin in any case.
 */
export async function requestReturn(db: Db, userId: string, leadId: string, input: { reason: ReturnReason; details: string }) {
  await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(importedLeads)
      .where(and(eq(importedLeads.id, leadId), eq(importedLeads.userId, userId))).for('update');
    if (!lead) throw notFound('Lead');
    const alreadyReturned = () => new AppError('RETURN_EXISTS', 409, LEAD_MESSAGES.alreadyReturned);
    const [existing] = await tx.select({ id: leadReturns.id }).from(leadReturns).where(eq(leadReturns.leadId, leadId));
    if (existing) throw alreadyReturned();
    if (lead.status !== 'delivered') throw new AppError('NOT_RETURNABLE', 422, LEAD_MESSAGES.notReturnable);
    if (!returnableUntil(lead, null)) throw new AppError('RETURN_WINDOW_CLOSED', 422, LEAD_MESSAGES.returnWindow);
    const inserted = await tx.insert(leadReturns).values({ leadId, userId, reason: input.reason, details: input.details })
      .onConflictDoNothing({ target: leadReturns.leadId }).returning({ id: leadReturns.id });
    if (!inserted.length) throw alreadyReturned();
  });
  return leadDetail(db, userId, leadId);
}

export async function listReturns(db: Db, q: { status?: 'requested' | 'approved' | 'denied'; page: number; limit: number }) {
  const where = q.status ? eq(leadReturns.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select({ ret: leadReturns, lead: importedLeads, campaignName: leadImportConfigs.campaignName, user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName } })
      .from(leadReturns).innerJoin(importedLeads, eq(importedLeads.id, leadReturns.leadId))
      .innerJoin(users, eq(users.id, leadReturns.userId))
      .leftJoin(leadImportConfigs, eq(leadImportConfigs.id, importedLeads.configId))
      .where(where).orderBy(q.status === 'requested' ? asc(leadReturns.createdAt) : desc(leadReturns.createdAt))
      .limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(leadReturns).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...toLead({ lead: r.lead, campaignName: r.campaignName, ret: r.ret }).return!,
      lead: toLead({ lead: r.lead, campaignName: r.campaignName, ret: r.ret }, 'admin'),
      user: { id: r.user.id, email: r.user.email, name: `${r.user.firstName} ${r.user.lastName}`.trim() },
    })),
    total: total!.n, page: q.page, pageSize: q.limit,
  };
}

/**
 * An admin's decision. The return row lock makes concurrent decisions queue; only the first finds it `requested`,
 * and the credit's ledger reference (`return:<lead id>`) could not be written twice anyway.
 */
export async function decideReturn(deps: { db: Db; jobs: JobQueue; mailer: Mailer; publicUrl: string }, actor: Actor, returnId: string, decision: 'approve' | 'deny', note: string) {
  const decided = await deps.db.transaction(async (tx) => {
    const [ret] = await tx.select().from(leadReturns).where(eq(leadReturns.id, returnId)).for('update');
    if (!ret) throw notFound('Lead return');
    if (ret.status !== 'requested') throw new AppError('RETURN_DECIDED', 409, `This return was already ${ret.status}.`);
    const [lead] = await tx.select().from(importedLeads).where(eq(importedLeads.id, ret.leadId)).for('update');
    const status = decision === 'approve' ? 'approved' as const : 'denied' as const;
    await tx.update(leadReturns).set({ status, adminNote: note || null, decidedBy: actor.id, decidedAt: new Date() }).where(eq(leadReturns.id, ret.id));
    if (decision === 'approve' && lead!.status === 'delivered' && lead!.costCents > 0) {
      await tx.update(importedLeads).set({ status: 'returned' }).where(eq(importedLeads.id, lead!.id));
      await credit(tx, deps.jobs, {
        userId: lead!.userId, kind: 'lead_return', amountCents: lead!.costCents, reference: `return:${lead!.id}`,
        description: `Lead returned: ${RETURN_REASONS[ret.reason as ReturnReason] ?? ret.reason}`,
      });
    }
    await recordAudit(tx, actor, {
      action: `lead_return.${decision}`, entityType: 'lead_return', entityId: ret.id,
      before: { status: ret.status }, after: { status, note, creditedCents: decision === 'approve' ? lead!.costCents : 0 },
    });
    return { ret: { ...ret, status, adminNote: note || null }, lead: lead! };
  });
  await notifyDecision(deps, decided.lead.userId, decided.ret.status, decided.lead.costCents, note).catch(() => {});
  return decided.ret;
}

async function notifyDecision(deps: { db: Db; mailer: Mailer; publicUrl: string }, userId: string, status: 'approved' | 'denied', cents: number, note: string) {
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const approved = status === 'approved';
  await deps.mailer.send({
    to: user.email, kind: `lead-return-${status}`, link: `${deps.publicUrl}/lead-import/leads`,
    subject: approved ? 'Your lead return was approved' : 'Your lead return was declined',
    text: `Hi ${user.firstName || 'there'},\n\n` +
      (approved ? `We approved your lead return and credited ${formatCents(cents)} back to your balance.`
        : 'We reviewed your lead return and could not approve it.') +
      (note ? `\n\nNote from our team: ${note}` : '') + `\n\nYour leads: ${deps.publicUrl}/lead-import/leads\n`,
  });
}
