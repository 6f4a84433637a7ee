// Paging helpers: counts that stop at a cap (an admin list of a million rows says "10,000+"), and the
// acting admin of a request.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { COUNT_CAP } from '../../common/admin';
import type { Db } from '../db/client';
import type { Actor } from '../modules/audit/audit.service';
import { rowsOf } from '../db/rows';

export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<{ total: number; totalIsCapped: boolean }> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) capped`);
  const n = rowsOf<{ n: number }>(result)[0]!.n;
  return { total: Math.min(n, cap), totalIsCapped: n > cap };
}

export const actorOf = (req: FastifyRequest): Actor => ({ id: req.user!.id, email: req.user!.email, ip: req.ip });

/** `%text%` for ILIKE, with the pattern characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
