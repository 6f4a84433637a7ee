// Admin reporting. Reads across modules for the overview; every write stays in the module that owns it.
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasets, orders, users } from '../../db/schema';

export async function adminStats(db: Db) {
  const [[u], [d], [o]] = await Promise.all([
    db.select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${users.status} = 'inactive')`.mapWith(Number),
      banned: sql<number>`count(*) filter (where ${users.status} = 'banned')`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.role} = 'ADMIN')`.mapWith(Number),
    }).from(users),
    db.select({ total: count() }).from(datasets),
    db.select({ total: count() }).from(orders),
  ]);
  return { users: u, datasets: d.total, orders: o.total };
}
