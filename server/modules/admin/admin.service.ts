// Admin reporting: the dashboard's figures and the analytics over a date range, computed in SQL. Reads across
// modules; every write stays in the module that owns it.
import { sql } from 'drizzle-orm';
import type { AdminStats, Analytics, AnalyticsQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveActivity } from './activity-rollup';
import { currentPlans } from './admin-subscriptions.service';

const num = (v: unknown) => Number(v ?? 0);

/**
 * Revenue, wherever the admin area shows it (dashboard, analytics, the datasets' figures): dataset sales and plan
 * payments net of their refunds, each counted on its own day. A sales_daily row's money that day; EARNED, the rows that
 * are revenue (a recharge is money held for leads, counted apart).
 */
const NET_REVENUE = sql.raw('(revenue_cents - refunded_cents)');
const EARNED = sql.raw(`type in ('purchase', 'subscription')`);

/** The dashboard's figures. Money comes from the daily sales rollup; counts from the tables' indexes. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [result, plans] = await Promise.all([db.execute(sql`select u.*, s.*,
    (select count(*) from datasets) as datasets_total,
    (select count(*) from datasets where active) as datasets_active,
    (select count(*) from orders) as orders_total,
    (select count(*) from orders where type = 'recharge') as orders_recharges,
    (select count(*) from orders where type = 'subscription') as orders_subscriptions,
    (select count(*) from orders where created_at > now() - interval '30 days') as orders_recent,
    (select count(*) from imported_leads) as leads_total,
    (select count(*) from imported_leads where imported_at > now() - interval '30 days') as leads_recent,
    (select coalesce(-sum(amount_cents), 0) from balance_transactions where kind in ('lead_charge', 'lead_return')) as leads_spent,
    (select coalesce(sum(balance_cents), 0) from user_balances) as balance_held,
    (select count(*) from lead_returns where status = 'requested') as returns_open,
    (select count(*) from contact_messages where read_at is null) as messages_unread
    from (select count(*) as users_total,
        count(*) filter (where status = 'active') as users_active,
        count(*) filter (where status = 'inactive') as users_inactive,
        count(*) filter (where status = 'banned') as users_banned,
        count(*) filter (where role = 'ADMIN') as users_admins,
        count(*) filter (where created_at > now() - interval '30 days') as users_new
      from users where deleted_at is null) u,
    (select coalesce(sum(orders), 0) as orders_completed,
        coalesce(sum(${NET_REVENUE}) filter (where ${EARNED}), 0) as revenue_total,
        coalesce(sum(${NET_REVENUE}) filter (where ${EARNED} and day > (now() at time zone 'utc')::date - 30), 0) as revenue_recent,
        coalesce(sum(refunded_cents) filter (where ${EARNED}), 0) as revenue_refunded,
        coalesce(sum(${NET_REVENUE}) filter (where type = 'subscription'), 0) as revenue_plans
      from sales_daily) s`), currentPlans(db)]);
  const r = rowsOf<Record<string, unknown>>(result)[0]!;
  return {
    users: { total: num(r.users_total), active: num(r.users_active), inactive: num(r.users_inactive), banned: num(r.users_banned), admins: num(r.users_admins), newLast30Days: num(r.users_new) },
    datasets: { total: num(r.datasets_total), active: num(r.datasets_active) },
    orders: {
      total: num(r.orders_total), purchases: num(r.orders_total) - num(r.orders_recharges) - num(r.orders_subscriptions),
      recharges: num(r.orders_recharges), subscriptions: num(r.orders_subscriptions), completed: num(r.orders_completed), last30Days: num(r.orders_recent),
    },
    revenue: { totalCents: num(r.revenue_total), last30DaysCents: num(r.revenue_recent), refundedCents: num(r.revenue_refunded), plansCents: num(r.revenue_plans) },
    plans,
    leads: { total: num(r.leads_total), last30Days: num(r.leads_recent), spentCents: num(r.leads_spent) },
    balanceHeldCents: num(r.balance_held),
    openLeadReturns: num(r.returns_open),
    unreadMessages: num(r.messages_unread),
  };
}

/**
 * Revenue, orders, new users and leads per day, week or month over [from, to] (UTC days, both included), with the
 * range's totals and its top datasets and categories (from the daily sales rollup; revenue net of refunds, NET_REVENUE).
 */
export async function analytics(db: Db, q: AnalyticsQuery): Promise<Analytics> {
  const from = sql`${q.from}::date`;
  const until = sql`(${q.to}::date + 1)`;
  // Rolled-up days come from activity_daily; the days after the last one rolled up (normally today) from the tables.
  const live = sql`greatest(${from}, coalesce((select max(day) + 1 from activity_daily), ${from}))`;
  const unit = sql.raw(`'${q.interval}'`);
  const [series, [totals], topDatasets, topCategories] = await Promise.all([
    db.execute(sql`
      with periods as (
        select generate_series(date_trunc(${unit}, ${from}::timestamp), ${q.to}::date::timestamp, ('1 ' || ${unit})::interval)::date as period
      ), sales as (
        select date_trunc(${unit}, day::timestamp)::date as period, sum(orders) as orders, sum(${NET_REVENUE}) as revenue,
          sum(${NET_REVENUE}) filter (where type = 'subscription') as plans
        from sales_daily where day >= ${from} and day < ${until} and ${EARNED} group by 1
      ), activity as (
        select date_trunc(${unit}, day::timestamp)::date as period, sum(signups) as signups, sum(leads) as leads, sum(lead_spend_cents) as spend
        from (
          select day, signups, leads, lead_spend_cents from activity_daily where day >= ${from} and day < least(${until}, ${live})
          union all
          select day, signups, leads, lead_spend_cents from (${liveActivity(live, until)}) today
        ) days group by 1
      )
      select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.revenue, 0) as revenue, coalesce(s.plans, 0) as plans, coalesce(s.orders, 0) as orders,
        coalesce(a.signups, 0) as new_users, coalesce(a.leads, 0) as leads, coalesce(a.spend, 0) as lead_spend
      from periods p left join sales s using (period) left join activity a using (period)
      order by p.period`),
    // The range's money from the rollup; its counts are the series' sums (below), not a second pass over the tables.
    db.execute(sql`select coalesce(sum(${NET_REVENUE}) filter (where ${EARNED}), 0) as revenue,
        coalesce(sum(revenue_cents) filter (where ${EARNED}), 0) as gross,
        coalesce(sum(orders) filter (where ${EARNED}), 0) as orders,
        coalesce(sum(refunded_cents) filter (where ${EARNED}), 0) as refunded,
        coalesce(sum(${NET_REVENUE}) filter (where type = 'subscription'), 0) as plans,
        coalesce(sum(${NET_REVENUE}) filter (where type = 'recharge'), 0) as recharges
      from sales_daily where day >= ${from} and day < ${until}`).then(rowsOf<Record<string, unknown>>),
    db.execute(sql`select d.id, d.title, sum(s.units)::int as units, sum(s.revenue_cents)::bigint as revenue
      from dataset_sales_daily s join datasets d on d.id = s.dataset_id
      where s.day >= ${from} and s.day < ${until} group by d.id, d.title having sum(s.units) > 0
      order by revenue desc, units desc limit 5`).then(rowsOf<Record<string, unknown>>),
    db.execute(sql`select c.id, c.name, sum(s.units)::int as units, sum(s.revenue_cents)::bigint as revenue
      from dataset_sales_daily s join datasets d on d.id = s.dataset_id join categories c on c.id = d.category_id
      where s.day >= ${from} and s.day < ${until} group by c.id, c.name having sum(s.units) > 0
      order by revenue desc, units desc limit 5`).then(rowsOf<Record<string, unknown>>),
  ]);
  const t = totals!;
  const points = rowsOf<Record<string, unknown>>(series).map((s) => ({
    period: s.period as string, revenueCents: num(s.revenue), orders: num(s.orders), newUsers: num(s.new_users), leads: num(s.leads), leadSpendCents: num(s.lead_spend),
    planRevenueCents: num(s.plans),
  }));
  const sum = (key: 'newUsers' | 'leads' | 'leadSpendCents') => points.reduce((total, p) => total + p[key], 0);
  const orders = num(t.orders);
  return {
    series: points,
    totals: {
      // The average order is what buyers paid per order, before any refund.
      revenueCents: num(t.revenue), refundedCents: num(t.refunded), orders, averageOrderCents: orders ? Math.round(num(t.gross) / orders) : 0,
      newUsers: sum('newUsers'), leads: sum('leads'), leadSpendCents: sum('leadSpendCents'), rechargesCents: num(t.recharges),
      planRevenueCents: num(t.plans),
    },
    topDatasets: topDatasets.map((d) => ({ id: d.id as string, title: d.title as string, units: num(d.units), revenueCents: num(d.revenue) })),
    topCategories: topCategories.map((c) => ({ id: c.id as string, name: c.name as string, units: num(c.units), revenueCents: num(c.revenue) })),
  };
}
