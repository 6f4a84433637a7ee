// The activity rollup: once a UTC day is over, its sign-ups, imported leads and lead spend are counted once and kept
// (activity_daily), so analytics over a year reads 365 small rows plus today. Filled by a nightly job and at start-up;
// idempotent, and it catches up on any days it missed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { JobQueue } from '../jobs/job-queue';

/** The activity of one UTC day, from the tables (`from`/`to`: SQL date expressions, `to` exclusive). */
export const liveActivity = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) => sql`
  select day, sum(signups)::int as signups, sum(leads)::int as leads, sum(spend)::bigint as lead_spend_cents from (
    select (created_at at time zone 'utc')::date as day, count(*) as signups, 0 as leads, 0 as spend from users
      where created_at >= (${from})::timestamp at time zone 'utc' and created_at < (${to})::timestamp at time zone 'utc' group by 1
    union all
    select (imported_at at time zone 'utc')::date, 0, count(*), 0 from imported_leads
      where imported_at >= (${from})::timestamp at time zone 'utc' and imported_at < (${to})::timestamp at time zone 'utc' group by 1
    union all
    select (created_at at time zone 'utc')::date, 0, 0, -sum(amount_cents) from balance_transactions
      where kind in ('lead_charge', 'lead_return')
        and created_at >= (${from})::timestamp at time zone 'utc' and created_at < (${to})::timestamp at time zone 'utc' group by 1
  ) parts group by day`;

/**
 * Rolls up every finished day after the last one rolled up (from the first sign-up on an empty rollup), a row per
 * day even when nothing happened, so the rollup says exactly which days it covers. Returns the days added.
 */
export async function rollUpClosedDays(db: Db): Promise<number> {
  const today = sql`(now() at time zone 'utc')::date`;
  const first = sql`coalesce((select max(day) + 1 from activity_daily), (select (min(created_at) at time zone 'utc')::date from users), ${today})`;
  const result = await db.execute(sql`
    insert into activity_daily (day, signups, leads, lead_spend_cents)
    select d::date, coalesce(a.signups, 0), coalesce(a.leads, 0), coalesce(a.lead_spend_cents, 0)
    from generate_series(${first}::timestamp, (${today} - 1)::timestamp, interval '1 day') d
    left join (${liveActivity(first, today)}) a on a.day = d::date
    on conflict (day) do nothing
    returning day`);
  return rowsOf<unknown>(result).length;
}

export function defineActivityRollup(jobs: JobQueue, db: Db) {
  jobs.define('admin.roll-up-activity', {
    handler: async () => { await rollUpClosedDays(db); },
    options: { policy: 'singleton' },
  });
  // Shortly after midnight UTC, when yesterday is complete.
  jobs.schedule('admin.roll-up-activity', '10 0 * * *', {});
}
