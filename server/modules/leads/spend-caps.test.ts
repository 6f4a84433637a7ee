// Spend caps under load: leads posted over 50 concurrent connections never charge past the account's or an import's
// cap (and reach it exactly when there are leads enough); over-cap leads are held (masked, not charged), the
// advertiser is told once, and held leads are released oldest first when a cap rises or a new day starts.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../../common/dates';
import { advertiser, jobsSettled, ledgerMatchesBalance, newConfig, person, rows } from '../../test/lead-fixtures';
import { createTestApp, type Client, type TestContext } from '../../test/harness';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await t?.close(); });

const CONNECTIONS = 50;
const COST = 500;

/**
 * Posts leads `from`..`from+count-1` to each path in turn, one lead per request, over 50 connections at once, spread
 * over the given instances.
 */
async function burst(paths: string[], from: number, count: number, bases = [base]): Promise<string[]> {
  const outcomes: string[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await fetch(`${bases[i % bases.length]}${paths[i % paths.length]}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person(from + i)),
      });
      expect(res.status).toBe(200);
      outcomes.push(((await res.json()) as { results: { outcome: string }[] }).results[0]!.outcome);
    }
  }));
  return outcomes;
}

const statusCounts = async (configId: string) => Object.fromEntries((await rows<{ status: string; n: number }>(t.database.db,
  sql`select status, count(*)::int as n from imported_leads where config_id = ${configId} group by status`)).map((r) => [r.status, r.n]));

const capMails = async (email: string) => rows<{ subject: string }>(t.database.db,
  sql`select subject from email_outbox where "to" = ${email} and kind = 'spend-cap' order by created_at`);

const userIdOf = async (configId: string) =>
  (await rows<{ id: string }>(t.database.db, sql`select user_id as id from lead_import_configs where id = ${configId}`))[0]!.id;

const patch = (client: Client, id: string, payload: object) => client.request({ method: 'PATCH', url: `/api/lead-configs/${id}`, payload });
const putCaps = (client: Client, payload: object) => client.request({ method: 'PUT', url: '/api/balance/spend-caps', payload });

describe('spend caps', () => {
  it('charges exactly up to the account\'s daily cap over 50 connections, holds the rest masked, and tells the advertiser once', async () => {
    const owner = await advertiser(t.app, { dollars: 1000, costPerLeadCents: COST });
    const capped = 27 * COST;
    expect((await putCaps(owner.client, { dailyCents: capped, monthlyCents: null })).statusCode).toBe(200);
    const outcomes = await burst([owner.config.ingestPath], 0, 300);
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(27);
    expect(outcomes.filter((o) => o === 'over_cap')).toHaveLength(273);

    const userId = await userIdOf(owner.config.id);
    const [charged] = await rows<{ cents: number }>(t.database.db,
      sql`select coalesce(-sum(amount_cents), 0)::int as cents from balance_transactions where user_id = ${userId} and kind = 'lead_charge'`);
    expect(charged!.cents).toBe(capped);
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: 100_000 - capped, ledger: 100_000 - capped });
    const balance = (await owner.client.get('/api/balance')).json();
    expect(balance.spendCaps).toEqual({ dailyCents: capped, monthlyCents: null, spentTodayCents: capped, spentThisMonthCents: capped });
    expect(balance.overCapLeads).toEqual({ count: 273, cents: 273 * COST });

    await jobsSettled(t.app, ['leads.cap-notice']);
    expect(await capMails(owner.user.email)).toEqual([{ subject: 'Spend cap reached: daily spend cap' }]);

    // Held: masked like a sample until charged.
    const [held] = await rows<{ id: string }>(t.database.db, sql`select id from imported_leads where config_id = ${owner.config.id} and status = 'over_cap' order by seq limit 1`);
    const detail = (await owner.client.get(`/api/leads/${held!.id}`)).json();
    expect(detail).toMatchObject({ status: 'over_cap', held: true, costCents: COST });
    expect(detail.email).not.toMatch(/^pat\.rivera/);

    // Raising the cap releases held leads, oldest first, up to the new cap; the first held lead is now readable.
    expect((await putCaps(owner.client, { dailyCents: capped + 10 * COST, monthlyCents: null })).statusCode).toBe(200);
    await jobsSettled(t.app);
    const ordered = await rows<{ status: string }>(t.database.db, sql`select status from imported_leads where config_id = ${owner.config.id} order by seq`);
    const firstHeld = ordered.findIndex((l) => l.status === 'over_cap');
    expect(ordered.filter((l) => l.status === 'delivered')).toHaveLength(37);
    expect(ordered.slice(firstHeld).every((l) => l.status === 'over_cap')).toBe(true);
    const released = (await owner.client.get(`/api/leads/${held!.id}`)).json();
    expect(released).toMatchObject({ status: 'delivered', held: false });
    expect(released.email).toMatch(/^pat\.rivera/);
    // Still one e-mail: the cap was reached again the same day.
    expect(await capMails(owner.user.email)).toHaveLength(1);
  }, 120_000);

  it('holds the account\'s daily cap exactly when the leads arrive at two instances at once', async () => {
    const other = await t.anotherInstance();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const owner = await advertiser(t.app, { dollars: 500, costPerLeadCents: COST });
    expect((await putCaps(owner.client, { dailyCents: 13 * COST, monthlyCents: null })).statusCode).toBe(200);
    const outcomes = await burst([owner.config.ingestPath], 50_000, 120, [base, otherBase]);
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(13);
    const [charged] = await rows<{ cents: number }>(t.database.db, sql`select coalesce(-sum(amount_cents), 0)::int as cents
      from balance_transactions where user_id = ${await userIdOf(owner.config.id)} and kind = 'lead_charge'`);
    expect(charged!.cents).toBe(13 * COST);
  }, 120_000);

  it('holds each import to its daily lead cap and budget under concurrency, while an uncapped import goes on', async () => {
    const owner = await advertiser(t.app, { dollars: 1000, costPerLeadCents: COST });
    const byLeads = owner.config;
    expect((await patch(owner.client, byLeads.id, { dailyLeadCap: 10 })).statusCode).toBe(200);
    const byBudget = await newConfig(owner.client, { campaignName: 'Budgeted', costPerLeadCents: COST });
    expect((await patch(owner.client, byBudget.id, { dailyBudgetCents: 23 * 100 })).statusCode).toBe(200);
    const free = await newConfig(owner.client, { campaignName: 'Uncapped', costPerLeadCents: COST });

    await burst([byLeads.ingestPath, byBudget.ingestPath, free.ingestPath], 10_000, 150);
    expect(await statusCounts(byLeads.id)).toEqual({ delivered: 10, over_cap: 40 });
    expect(await statusCounts(byBudget.id)).toEqual({ delivered: 4, over_cap: 46 });
    expect(await statusCounts(free.id)).toEqual({ delivered: 50 });
    const view = (await owner.client.get(`/api/lead-configs/${byLeads.id}`)).json();
    expect(view.caps).toEqual({ dailyBudgetCents: null, dailyLeadCap: 10, today: { leads: 10, cents: 10 * COST }, overCapLeads: 40 });

    await jobsSettled(t.app, ['leads.cap-notice']);
    expect((await capMails(owner.user.email)).map((m) => m.subject).sort()).toEqual([
      'Spend cap reached: daily budget of "Budgeted"', 'Spend cap reached: daily lead cap of "Spring auto quotes"',
    ]);
  }, 120_000);

  it('releases held leads oldest first when a new day starts, and a new lead waits behind them', async () => {
    const owner = await advertiser(t.app, { dollars: 1000, costPerLeadCents: COST });
    expect((await patch(owner.client, owner.config.id, { dailyLeadCap: 3 })).statusCode).toBe(200);
    await burst([owner.config.ingestPath], 20_000, 8);
    expect(await statusCounts(owner.config.id)).toEqual({ delivered: 3, over_cap: 5 });

    // A new UTC day: yesterday's counters no longer count. The next lead is held behind the five older ones and the
    // release charges the oldest three.
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await t.database.db.execute(sql`update lead_import_configs set spend_day = ${yesterday}::date where id = ${owner.config.id}`);
    const [fresh] = await burst([owner.config.ingestPath], 20_100, 1);
    expect(fresh).toBe('over_cap');
    await jobsSettled(t.app);
    const ordered = await rows<{ status: string }>(t.database.db, sql`select status from imported_leads where config_id = ${owner.config.id} order by seq`);
    expect(ordered.map((l) => l.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'over_cap', 'over_cap', 'over_cap']);

    // The midnight job releases them too (another day passes).
    await t.database.db.execute(sql`update lead_import_configs set spend_day = ${yesterday}::date where id = ${owner.config.id}`);
    await t.app.jobs.send('leads.release-held', {});
    await jobsSettled(t.app, ['leads.release-held', 'leads.charge-pending']);
    expect(await statusCounts(owner.config.id)).toEqual({ delivered: 9 });
  }, 120_000);

  it('labels held leads by what holds them once a raised cap lets them through but the balance cannot pay for all', async () => {
    const owner = await advertiser(t.app, { dollars: 25, costPerLeadCents: COST });
    expect((await patch(owner.client, owner.config.id, { dailyLeadCap: 4 })).statusCode).toBe(200);
    await burst([owner.config.ingestPath], 40_000, 8);
    expect(await statusCounts(owner.config.id)).toEqual({ delivered: 4, over_cap: 4 });
    expect((await patch(owner.client, owner.config.id, { dailyLeadCap: 8 })).statusCode).toBe(200);
    await jobsSettled(t.app);
    // $5.00 left pays for one more; the other three no cap holds now: they wait for funds.
    expect(await statusCounts(owner.config.id)).toEqual({ delivered: 5, pending: 3 });
  });

  it('counts the monthly cap across the month', async () => {
    const owner = await advertiser(t.app, { dollars: 100, costPerLeadCents: COST });
    const userId = await userIdOf(owner.config.id);
    // Earlier this month: $20 already spent on leads.
    await t.database.db.execute(sql`update user_balances set spend_month = date_trunc('month', now() at time zone 'utc')::date,
      spent_cents_in_month = 2000 where user_id = ${userId}`);
    expect((await putCaps(owner.client, { dailyCents: null, monthlyCents: 3500 })).statusCode).toBe(200);
    const outcomes = await burst([owner.config.ingestPath], 30_000, 6);
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(3);
    expect((await owner.client.get('/api/balance')).json().spendCaps).toMatchObject({ spentThisMonthCents: 3500, spentTodayCents: 1500 });
    await jobsSettled(t.app, ['leads.cap-notice']);
    expect(await capMails(owner.user.email)).toEqual([{ subject: 'Spend cap reached: monthly spend cap' }]);
  });

  it('refuses caps out of range with the message', async () => {
    const owner = await advertiser(t.app);
    const res = await putCaps(owner.client, { dailyCents: -1, monthlyCents: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A spend cap is an amount from $0 to $1,000,000, or empty for no cap.');
    const lead = await patch(owner.client, owner.config.id, { dailyLeadCap: 2.5 });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().error.message).toBe('A daily lead cap is a whole number from 0 to 1,000,000, or empty for no cap.');
  });
});
