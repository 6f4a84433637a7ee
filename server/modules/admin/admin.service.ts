// Admin reporting: the dashboard's figures and the analytics over a date range, computed in SQL. Reads across
// modules; every write stays in the module that owns it.
import { sql } from 'drizzle-orm';
import type { AdminStats, Analytics, AnalyticsQuery } from '../../../common/admin';
import type { Db } from '../../db/client';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

export async function adminStats(db: Db): Promise<AdminStats> {
  const [row] = rows<Record<string, unknown>>(await db.execute(sql`select
    (select count(*) from users where deleted_at is null) as users_total,
    (select count(*) from users where deleted_at is null and status = 'active') as users_active,
    (select count(*) from users where deleted_at is null and status = 'inactive') as users_inactive,
    (select count(*) from users where deleted_at is null and status = 'banned') as users_banned,
    (select count(*) from users where deleted_at is null and role = 'ADMIN') as users_admins,
    (select count(*) from users where deleted_at is null and created_at > now() - interval '30 days') as users_new,
    (select count(*) from datasets) as datasets_total,
    (select count(*) from datasets where active) as datasets_active,
    (select count(*) from orders) as orders_total,
    (select count(*) from orders where status in ('completed', 'refunded')) as orders_completed,
    (select count(*) from orders where created_at > now() - interval '30 days') as orders_recent,
    (select coalesce(sum(total_amount_cents), 0) from orders where paid_at is not null and type = 'purchase') as revenue_total,
    (select coalesce(sum(total_amount_cents), 0) from orders where paid_at > now() - interval '30 days' and type = 'purchase') as revenue_recent,
    (select coalesce(sum(refunded_cents), 0) from orders where type = 'purchase' and refunded_cents > 0) as revenue_refunded,
    (select count(*) from imported_leads) as leads_total,
    (select count(*) from imported_leads where imported_at > now() - interval '30 days') as leads_recent,
    (select coalesce(-sum(amount_cents), 0) from balance_transactions where kind in ('lead_charge', 'lead_return')) as leads_spent,
    (select coalesce(sum(balance_cents), 0) from user_balances) as balance_held,
    (select count(*) from lead_returns where status = 'requested') as returns_open,
    (select count(*) from contact_messages where read_at is null) as messages_unread`));
  const r = row!;
  return {
    users: { total: num(r.users_total), active: num(r.users_active), inactive: num(r.users_inactive), banned: num(r.users_banned), admins: num(r.users_admins), newLast30Days: num(r.users_new) },
    datasets: { total: num(r.datasets_total), active: num(r.datasets_active) },
    orders: { total: num(r.orders_total), completed: num(r.orders_completed), last30Days: num(r.orders_recent) },
    revenue: { totalCents: num(r.revenue_total), last30DaysCents: num(r.revenue_recent), refundedCents: num(r.revenue_refunded) },
    leads: { total: num(r.leads_total), last30Days: num(r.leads_recent), spentCents: num(r.leads_spent) },
    balanceHeldCents: num(r.balance_held),
    openLeadReturns: num(r.returns_open),
    unreadMessages: num(r.messages_unread),
  };
}

/**
 * Revenue, orders, new users and leads per day, week or month over [from, to] (UTC days, both included), with the
 * range's totals and its top datasets and categories (from the daily sales rollup, net of refunds).
 */
export async function analytics(db: Db, q: AnalyticsQuery): Promise<Analytics> {
  const from = sql`${q.from}::date`;
  const until = sql`(${q.to}::date + 1)`;
  const unit = sql.raw(`'${q.interval}'`);
  const bucket = (column: string) => sql.raw(`date_trunc('${q.interval}', ${column} at time zone 'utc')::date`);
  const [series, [totals], topDatasets, topCategories] = await Promise.all([
    db.execute(sql`
      with periods as (
        select generate_series(date_trunc(${unit}, ${from}), ${q.to}::date, ('1 ' || ${unit})::interval)::date as period
      ), sales as (
        select ${bucket('paid_at')} as period, count(*) as orders, sum(total_amount_cents) as revenue
        from orders where paid_at >= ${from} and paid_at < ${until} and type = 'purchase' group by 1
      ), signups as (
        select ${bucket('created_at')} as period, count(*) as n from users where created_at >= ${from} and created_at < ${until} group by 1
      ), leads as (
        select ${bucket('imported_at')} as period, count(*) as n from imported_leads where imported_at >= ${from} and imported_at < ${until} group by 1
      ), spend as (
        select ${bucket('created_at')} as period, -sum(amount_cents) as cents from balance_transactions
        where kind in ('lead_charge', 'lead_return') and created_at >= ${from} and created_at < ${until} group by 1
      )
      select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.revenue, 0) as revenue, coalesce(s.orders, 0) as orders,
        coalesce(u.n, 0) as new_users, coalesce(l.n, 0) as leads, coalesce(sp.cents, 0) as lead_spend
      from periods p left join sales s using (period) left join signups u using (period) left join leads l using (period) left join spend sp using (period)
      order by p.period`),
    db.execute(sql`select
      (select coalesce(sum(total_amount_cents), 0) from orders where paid_at >= ${from} and paid_at < ${until} and type = 'purchase') as revenue,
      (select count(*) from orders where paid_at >= ${from} and paid_at < ${until} and type = 'purchase') as orders,
      (select coalesce(sum(amount_cents), 0) from refunds where status = 'succeeded' and created_at >= ${from} and created_at < ${until}) as refunded,
      (select count(*) from users where created_at >= ${from} and created_at < ${until}) as new_users,
      (select count(*) from imported_leads where imported_at >= ${from} and imported_at < ${until}) as leads,
      (select coalesce(-sum(amount_cents), 0) from balance_transactions where kind in ('lead_charge', 'lead_return') and created_at >= ${from} and created_at < ${until}) as lead_spend,
      (select coalesce(sum(total_amount_cents), 0) from orders where paid_at >= ${from} and paid_at < ${until} and type = 'recharge') as recharges`).then(rows<Record<string, unknown>>),
    db.execute(sql`select d.id, d.title, sum(s.units)::int as units, sum(s.revenue_cents)::bigint as revenue
      from dataset_sales_daily s join datasets d on d.id = s.dataset_id
      where s.day >= ${from} and s.day < ${until} group by d.id, d.title having sum(s.units) > 0
      order by revenue desc, units desc limit 5`).then(rows<Record<string, unknown>>),
    db.execute(sql`select c.id, c.name, sum(s.units)::int as units, sum(s.revenue_cents)::bigint as revenue
      from dataset_sales_daily s join datasets d on d.id = s.dataset_id join categories c on c.id = d.category_id
      where s.day >= ${from} and s.day < ${until} group by c.id, c.name having sum(s.units) > 0
      order by revenue desc, units desc limit 5`).then(rows<Record<string, unknown>>),
  ]);
  const t = totals!;
  const orders = num(t.orders);
  return {
    series: rows<Record<string, unknown>>(series).map((s) => ({
      period: s.period as string, revenueCents: num(s.revenue), orders: num(s.orders), newUsers: num(s.new_users), leads: num(s.leads), leadSpendCents: num(s.lead_spend),
    })),
    totals: {
      revenueCents: num(t.revenue), refundedCents: num(t.refunded), orders, averageOrderCents: orders ? Math.round(num(t.revenue) / orders) : 0,
      newUsers: num(t.new_users), leads: num(t.leads), leadSpendCents: num(t.lead_spend), rechargesCents: num(t.recharges),
    },
    topDatasets: topDatasets.map((d) => ({ id: d.id as string, title: d.title as string, units: num(d.units), revenueCents: num(d.revenue) })),
    topCategories: topCategories.map((c) => ({ id: c.id as string, name: c.name as string, units: num(c.units), revenueCents: num(c.revenue) })),
  };
}
