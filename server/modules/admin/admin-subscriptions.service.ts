// The admin's view of plans: the list of subscriptions (with their team, owner and monthly amount), a user's team and
// plan, and MRR and churn. Reads the subscriptions and teams modules' tables; only those modules change them.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSubscription, AdminSubscriptionPage, AdminSubscriptionsQuery, AdminUserTeam, AnalyticsQuery, SubscriptionAnalytics } from '../../../common/admin';
import { ADDON_IDS } from '../../../common/plans';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { subscriptions, teamMembers, teams, users } from '../../db/schema';
import { containsPattern } from '../../lib/paging';
import { monthlyCentsSql } from '../subscriptions/plan-pricing';
import { readPriceList } from '../subscriptions/plan-prices';
import { graceEnd, liveSubscription, settingsOf, type SubscriptionRow } from '../subscriptions/subscription-lifecycle';
import { teamOf } from '../teams/team-membership';

type Query = z.output<typeof AdminSubscriptionsQuery>;

const num = (v: unknown) => Number(v ?? 0);
// Written out with the table's name: drizzle leaves a column in a select list unqualified, which inside a subquery would
// mean the member's team.
const seatsOf = (row: string) => sql.raw(`(select count(*) from team_members m where m.team_id = ${row}.team_id)`);

const ownerOfTeam = and(eq(teamMembers.teamId, subscriptions.teamId), eq(teamMembers.role, 'owner'));

export async function listAdminSubscriptions(db: Db, q: Query): Promise<AdminSubscriptionPage> {
  const search = q.search?.trim();
  const filters = and(
    q.plan ? eq(subscriptions.plan, q.plan) : undefined,
    q.teamId ? eq(subscriptions.teamId, q.teamId) : undefined,
    search ? or(ilike(users.email, containsPattern(search)), ilike(teams.name, containsPattern(search))) : undefined,
  );
  const prices = await readPriceList(db);
  const base = () => db.select({
    sub: subscriptions, teamName: teams.name, ownerId: users.id, ownerEmail: users.email,
    seats: sql<number>`${seatsOf('subscriptions')}`.mapWith(Number),
    monthlyCents: sql<number>`${monthlyCentsSql(prices, 'subscriptions', seatsOf('subscriptions'))}`.mapWith(Number),
  }).from(subscriptions)
    .innerJoin(teams, eq(teams.id, subscriptions.teamId)).leftJoin(teamMembers, ownerOfTeam).leftJoin(users, eq(users.id, teamMembers.userId));
  const [rows, perStatus] = await Promise.all([
    base().where(and(filters, q.status !== 'all' ? eq(subscriptions.status, q.status) : undefined))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ status: subscriptions.status, n: sql<number>`count(*)`.mapWith(Number) }).from(subscriptions)
      .innerJoin(teams, eq(teams.id, subscriptions.teamId)).leftJoin(teamMembers, ownerOfTeam).leftJoin(users, eq(users.id, teamMembers.userId))
      .where(filters).groupBy(subscriptions.status),
  ]);
  const of = (status: string) => perStatus.find((s) => s.status === status)?.n ?? 0;
  const counts = { active: of('active'), past_due: of('past_due'), ended: of('ended'), all: perStatus.reduce((sum, s) => sum + s.n, 0) };
  return {
    items: rows.map((r) => toAdminSubscription(r.sub, { id: r.sub.teamId, name: r.teamName }, r.ownerId && r.ownerEmail ? { id: r.ownerId, email: r.ownerEmail } : null, r.seats, r.monthlyCents)),
    total: counts[q.status], totalIsCapped: false, page: q.page, pageSize: q.limit, counts,
  };
}

function toAdminSubscription(s: SubscriptionRow, team: AdminSubscription['team'], owner: AdminSubscription['owner'], seats: number, monthlyCents: number): AdminSubscription {
  const settings = settingsOf(s);
  return {
    id: s.id, team, owner, plan: s.plan, status: s.status,
    addons: ADDON_IDS.filter((id) => (id === 'team' ? settings.teamSeats : settings[id])),
    seats, monthlyCents,
    currentPeriodEnd: s.currentPeriodEnd.toISOString(), cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    pastDueSince: s.pastDueSince?.toISOString() ?? null, failedRenewals: s.failedRenewals, nextRetryAt: s.nextRetryAt?.toISOString() ?? null,
    graceEndsAt: s.status === 'past_due' ? graceEnd(s.currentPeriodEnd).toISOString() : null,
    createdAt: s.createdAt.toISOString(), endedAt: s.endedAt?.toISOString() ?? null, endedReason: s.endedReason,
  };
}

/** The team a user acts for (their personal team made on first need, as everywhere) and its live plan. */
export async function userTeam(db: Db, userId: string): Promise<AdminUserTeam> {
  const { teamId, role } = await teamOf(db, userId);
  const [[team], sub] = await Promise.all([db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)), liveSubscription(db, teamId)]);
  return {
    id: teamId, name: team!.name, role,
    plan: sub && { id: sub.id, plan: sub.plan, status: sub.status, currentPeriodEnd: sub.currentPeriodEnd.toISOString(), cancelAtPeriodEnd: sub.cancelAtPeriodEnd },
  };
}

/** Every plan with its monthly amount, valued at today's price list and member count (the history of neither is kept). */
const valuedPlans = async (db: Db) => {
  const prices = await readPriceList(db);
  return sql`select s.status, s.created_at, s.ended_at, ${monthlyCentsSql(prices, 's', seatsOf('s'))} as monthly from subscriptions s`;
};

/** Live plans now: MRR (active and past due), and how many of each. */
export async function currentPlans(db: Db): Promise<SubscriptionAnalytics['current']> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select
      coalesce(sum(monthly) filter (where status <> 'ended'), 0) as mrr,
      count(*) filter (where status = 'active') as active, count(*) filter (where status = 'past_due') as past_due
    from (${await valuedPlans(db)}) v`));
  return { mrrCents: num(row!.mrr), active: num(row!.active), pastDue: num(row!.past_due) };
}

/**
 * MRR and churn over [from, to] (UTC days, both included) per day, week or month. A plan is live from its created_at
 * (when its first payment was paid) until its ended_at; MRR at a moment is the sum of the monthly amounts of the plans
 * live then, every plan valued at today's price list and member count. A period's churn: the plans that ended in it
 * (and their MRR); the range's churn rate: those ended in the range / those live at its start (null when none were).
 */
export async function subscriptionAnalytics(db: Db, q: AnalyticsQuery): Promise<SubscriptionAnalytics> {
  const from = sql`(${q.from}::date::timestamp at time zone 'utc')`;
  const until = sql`((${q.to}::date + 1)::timestamp at time zone 'utc')`;
  const unit = sql.raw(`'${q.interval}'`);
  const inRange = (column: string) => sql`${sql.raw(column)} >= ${from} and ${sql.raw(column)} < ${until}`;
  // One pass over the plans whatever the number of periods: what was live at the range's start, then each period's
  // starts and ends, added up period by period (a plan is live at T when created_at < T <= ended_at or still live).
  const [series, current] = await Promise.all([
    db.execute(sql`
      with plans as (${await valuedPlans(db)}),
      periods as (
        select generate_series(date_trunc(${unit}, ${q.from}::date::timestamp), ${q.to}::date::timestamp, ('1 ' || ${unit})::interval)::date as period
      ),
      base as (
        select coalesce(sum(monthly), 0) as mrr, count(*) as live from plans where created_at < ${from} and (ended_at is null or ended_at >= ${from})
      ),
      changes as (
        select date_trunc(${unit}, at at time zone 'utc')::date as period, sum(mrr) as mrr, sum(live) as live, sum(churned) as churned, sum(churned_mrr) as churned_mrr
        from (
          select created_at as at, monthly as mrr, 1 as live, 0 as churned, 0 as churned_mrr from plans where ${inRange('created_at')}
          union all
          select ended_at, -monthly, -1, 1, monthly from plans where ${inRange('ended_at')}
        ) events group by 1
      )
      select to_char(p.period, 'YYYY-MM-DD') as period, b.live as live_at_start,
        b.mrr + sum(coalesce(c.mrr, 0)) over w as mrr, b.live + sum(coalesce(c.live, 0)) over w as live,
        coalesce(c.churned, 0) as churned, coalesce(c.churned_mrr, 0) as churned_mrr
      from periods p cross join base b left join changes c using (period)
      window w as (order by p.period)
      order by p.period`).then(rowsOf<Record<string, unknown>>),
    currentPlans(db),
  ]);
  const points = series.map((p) => ({ period: p.period as string, mrrCents: num(p.mrr), live: num(p.live), churned: num(p.churned), churnedMrrCents: num(p.churned_mrr) }));
  const liveAtStart = num(series[0]?.live_at_start);
  const churned = points.reduce((sum, p) => sum + p.churned, 0);
  return {
    series: points,
    current,
    range: { liveAtStart, churned, churnedMrrCents: points.reduce((sum, p) => sum + p.churnedMrrCents, 0), churnRate: liveAtStart ? churned / liveAtStart : null },
  };
}
