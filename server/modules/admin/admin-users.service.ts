// The admin's view of users: the filtered, sorted, paged list, one user's whole picture, and the CSV export.
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, AdminUserDetail, AdminUserPage, AdminUsersQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { importedLeads, sessions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listLedger, readBalance } from '../balance/balance.service';
import { adminListConfigs } from '../leads/configs.service';
import { leadSummary } from '../leads/leads.service';
import { listOrders } from '../orders/orders.service';
import { cappedCount, containsPattern } from '../../lib/paging';
import { userTeam } from './admin-subscriptions.service';

type Query = z.output<typeof AdminUsersQuery>;
type Filters = Omit<Query, 'page' | 'limit'>;
type UserRow = typeof users.$inferSelect;

const SORT_COLUMNS = { joined: users.createdAt, lastLogin: users.lastSignInAt, email: users.email, name: users.name } as const;

function userFilters(q: Filters): SQL {
  const search = q.search?.trim();
  return and(
    isNull(users.deletedAt),
    q.status !== 'all' ? eq(users.status, q.status) : undefined,
    search ? or(ilike(users.email, containsPattern(search)), ilike(users.name, containsPattern(search))) : undefined,
  )!;
}

function userOrder(q: Filters) {
  const column = SORT_COLUMNS[q.sort];
  const direction = q.order === 'asc' ? asc : desc;
  // Never signed in sorts last either way; the id keeps pages stable when values tie.
  if (q.sort === 'lastLogin') return [sql`${column} ${sql.raw(q.order)} nulls last`, sql`${users.id} ${sql.raw(q.order)} nulls last`];
  // E-mail addresses are unique: no tie to break.
  return q.sort === 'email' ? [direction(column)] : [direction(column), direction(users.id)];
}

export async function listUsers(db: Db, q: Query): Promise<AdminUserPage> {
  const where = userFilters(q);
  const [rows, counted] = await Promise.all([
    db.select().from(users).where(where).orderBy(...userOrder(q)).limit(q.limit).offset((q.page - 1) * q.limit),
    cappedCount(db, users, where),
  ]);
  return { items: rows.map(toAdminUser), ...counted, page: q.page, pageSize: q.limit };
}

/** Every user matching the filters, in the list's order, read a page at a time. */
export async function* userRows(db: Db, q: Filters, pageSize = 1000): AsyncGenerator<AdminUser> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db.select().from(users).where(userFilters(q)).orderBy(...userOrder(q)).limit(pageSize).offset(offset);
    for (const row of rows) yield toAdminUser(row);
    if (rows.length < pageSize) return;
  }
}

export async function findUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw notFound('User');
  return user;
}

export async function userDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const [orders, balance, ledger, leads, imports, [leadCounts], [sessionCount], team] = await Promise.all([
    listOrders(db, id, { page: 1, limit: 10 }),
    readBalance(db, id),
    listLedger(db, id, { page: 1, limit: 20 }),
    leadSummary(db, id, 'admin'),
    adminListConfigs(db, id),
    db.select({ delivered: sql<number>`count(*) filter (where ${importedLeads.status} = 'delivered')`.mapWith(Number) })
      .from(importedLeads).where(eq(importedLeads.userId, id)),
    db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, id), gt(sessions.expiresAt, sql`now()`))),
    userTeam(db, id),
  ]);
  return {
    ...toAdminUser(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    company: user.company,
    activeSessions: sessionCount!.n,
    orders: orders.items,
    ordersTotal: orders.total,
    balance,
    ledger: ledger.items,
    leads: { total: leads.stats.totalLeads, delivered: leadCounts!.delivered, spentCents: leads.stats.totalSpentCents, recent: leads.recentLeads, imports },
    team,
  };
}

export const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id, email: u.email, name: u.name || `${u.firstName} ${u.lastName}`.trim(), role: u.role, status: u.status, emailVerified: u.emailVerified,
  createdAt: u.createdAt.toISOString(), lastSignInAt: u.lastSignInAt?.toISOString() ?? null, deletedAt: u.deletedAt?.toISOString() ?? null,
});
