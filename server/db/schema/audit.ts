// Owned by the audit module (server/modules/audit): who changed what in the admin area, with the before and after,
// and when (written by recordAudit inside the changing module's transaction).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** Kept as written: the entry must still say who, if the account is later deleted. */
  actorEmail: text('actor_email').notNull(),
  /** e.g. user.status, dataset.update, order.refund, content.update */
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
  index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
  index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
]);
