// Paging helpers: counts that stop at a cap (an admin list of a million rows says "10,000+"), and ILIKE patterns.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '../../common/admin';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<{ total: number; totalIsCapped: boolean }> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) capped`);
  const n = rowsOf<{ n: number }>(result)[0]!.n;
  return { total: Math.min(n, cap), totalIsCapped: n > cap };
}

/** `%text%` for ILIKE, with the pattern characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
