// The audit log: every change made in the admin area, written in the same transaction as the change itself.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditPage, AuditQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who is acting: the signed-in admin and where the request came from. */
export interface Actor { id: string; email: string; ip?: string }
/** Who the log names: an actor, or one whose account is gone (an API key made by a deleted user). */
export type AuditActor = Omit<Actor, 'id'> & { id: string | null };

/** The acting admin of a request (behind requireAdmin). */
export const actorOf = (req: FastifyRequest): Actor => ({ id: req.user!.id, email: req.user!.email, ip: req.ip });

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id, actorEmail: actor.email, ip: actor.ip ?? null,
    action: entry.action, entityType: entry.entityType, entityId: entry.entityId ?? null,
    before: entry.before ?? null, after: entry.after ?? null,
  });
}

export async function listAudit(db: Db, q: AuditQuery & { page: number; limit: number }): Promise<AuditPage> {
  const where: SQL | undefined = and(
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, actorId: r.actorId, actorEmail: r.actorEmail, action: r.action, entityType: r.entityType, entityId: r.entityId,
      before: r.before, after: r.after, ip: r.ip, createdAt: r.createdAt.toISOString(),
    })),
    total: total!.n, page: q.page, pageSize: q.limit,
  };
}

/** Only what changed, for a readable before/after: keys whose values differ. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
