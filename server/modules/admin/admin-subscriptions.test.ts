// Plans in the admin area: the subscriptions list (status tabs with counts, plan filter, search, team and owner, the
// monthly amount), a user's team plan, MRR and churn exact for plans written with chosen dates, and plan payments in
// the revenue figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscription } from '../../../common/admin';
import { subscriptions, teamMembers, users } from '../../db/schema';
import { ADMIN_ENV, signUpAdmin } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { recordSale } from '../orders/sales-daily';
import { monthlyLines, total } from '../subscriptions/plan-pricing';
import { readPriceList } from '../subscriptions/plan-prices';
import { teamOf } from '../teams/team-membership';

let t: TestContext;
let admin: Client;
const at = (iso: string) => new Date(`${iso}Z`);
const team: Record<'alpha' | 'bravo' | 'carlo', { teamId: string; userId: string; email: string }> = {} as never;

async function owner(name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, '-')}@example.com`;
  const [user] = await t.database.db.insert(users).values({ name, email }).returning({ id: users.id });
  return { userId: user!.id, email, teamId: (await teamOf(t.database.db, user!.id)).teamId };
}

type Plan = typeof subscriptions.$inferInsert;
const plan = (teamId: string, o: Partial<Plan> & Pick<Plan, 'plan' | 'createdAt'>): Plan => ({
  teamId, status: o.endedAt ? 'ended' : 'active', billingAnchor: o.createdAt!, currentPeriodStart: o.createdAt!, currentPeriodEnd: new Date(o.createdAt!.getTime() + 30 * 86_400_000), ...o,
});

// Prices as the pricing page's defaults say: Starter $99, Professional $299, Enterprise $799, Real-Time $49, a seat $19.
const STARTER = 9900;
const PRO_REALTIME = 29900 + 4900;
const ENTERPRISE_3_SEATS = 79900 + 3 * 1900;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
  team.alpha = await owner('Alpha Analytics');
  team.bravo = await owner('Bravo Brokers');
  team.carlo = await owner('Carlo Cars');
  // Carlo's team has three seats: the owner and two members.
  const members = await t.database.db.insert(users).values([{ name: 'M1', email: 'm1@example.com' }, { name: 'M2', email: 'm2@example.com' }]).returning({ id: users.id });
  await t.database.db.insert(teamMembers).values(members.map((m) => ({ teamId: team.carlo.teamId, userId: m.id, role: 'member' as const })));
  await t.database.db.insert(subscriptions).values([
    // Alpha: a Starter plan that ended unpaid, then (one live plan per team) a new one, live.
    plan(team.alpha.teamId, { plan: 'starter', createdAt: at('2023-12-01T09:00:00'), endedAt: at('2024-01-05T09:00:00'), endedReason: 'payment_failed' }),
    plan(team.alpha.teamId, { plan: 'starter', createdAt: at('2024-01-10T09:00:00') }),
    // Bravo: Professional with Real-Time, cancelled in February.
    plan(team.bravo.teamId, { plan: 'professional', realtime: true, createdAt: at('2024-01-20T09:00:00'), endedAt: at('2024-02-15T09:00:00'), endedReason: 'canceled' }),
    // Carlo: Enterprise with Team Management, past due now.
    plan(team.carlo.teamId, {
      plan: 'enterprise', teamSeats: true, status: 'past_due', createdAt: at('2024-02-05T09:00:00'),
      currentPeriodStart: at('2024-02-05T09:00:00'), currentPeriodEnd: at('2024-03-05T09:00:00'),
      pastDueSince: at('2024-03-05T09:00:00'), failedRenewals: 1, nextRetryAt: at('2024-03-08T09:00:00'),
    }),
  ]);
});
afterAll(async () => { await t?.close(); });

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/subscriptions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: AdminSubscription[]; total: number; counts: Record<string, number> }>();
};
const teamsOf = (items: AdminSubscription[]) => items.map((s) => `${s.team.name}:${s.status}`);

describe('admin subscriptions list', () => {
  it('lists every plan newest first with its team, owner and counts per status', async () => {
    const all = await list();
    expect(teamsOf(all.items)).toEqual(['Carlo Cars:past_due', 'Bravo Brokers:ended', 'Alpha Analytics:active', 'Alpha Analytics:ended']);
    expect(all.counts).toEqual({ all: 4, active: 1, past_due: 1, ended: 2 });
    expect(all.total).toBe(4);
    expect(all.items[1]).toMatchObject({ owner: { id: team.bravo.userId, email: team.bravo.email }, addons: ['realtime'], monthlyCents: PRO_REALTIME, endedReason: 'canceled', endedAt: '2024-02-15T09:00:00.000Z' });
  });

  it('shows a past-due plan with its tries, next retry and the end of its grace period, and its monthly amount with seats', async () => {
    const pastDue = await list('?status=past_due');
    expect(pastDue.total).toBe(1);
    expect(pastDue.items[0]).toMatchObject({
      team: { id: team.carlo.teamId, name: 'Carlo Cars' }, owner: { id: team.carlo.userId, email: team.carlo.email },
      plan: 'enterprise', addons: ['team'], seats: 3, monthlyCents: ENTERPRISE_3_SEATS,
      pastDueSince: '2024-03-05T09:00:00.000Z', failedRenewals: 1, nextRetryAt: '2024-03-08T09:00:00.000Z', graceEndsAt: '2024-03-12T09:00:00.000Z',
    });
    // The same amount the plan's renewal charges.
    const prices = await readPriceList(t.database.db);
    expect(ENTERPRISE_3_SEATS).toBe(total(monthlyLines(prices, { plan: 'enterprise', teamSeats: true, realtime: false, verification: false, enhancement: false }, 3)));
  });

  it('filters by plan, by owner e-mail or team name, and by team; the tabs count what the other filters leave', async () => {
    const starter = await list('?plan=starter');
    expect(teamsOf(starter.items)).toEqual(['Alpha Analytics:active', 'Alpha Analytics:ended']);
    expect(starter.counts).toEqual({ all: 2, active: 1, past_due: 0, ended: 1 });
    expect(teamsOf((await list(`?search=${encodeURIComponent('BRAVO-brokers@')}`)).items)).toEqual(['Bravo Brokers:ended']);
    expect(teamsOf((await list('?search=carlo%20c')).items)).toEqual(['Carlo Cars:past_due']);
    expect(teamsOf((await list(`?teamId=${team.alpha.teamId}&status=ended`)).items)).toEqual(['Alpha Analytics:ended']);
    const none = await list('?search=nobody');
    expect([none.items, none.counts.all]).toEqual([[], 0]);
  });

  it('pages', async () => {
    const second = await list('?limit=3&page=2');
    expect([teamsOf(second.items), second.total]).toEqual([['Alpha Analytics:ended'], 4]);
  });

  it('refuses anyone but an administrator', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get('/api/admin/subscriptions')).statusCode).toBe(403);
    expect((await client.get('/api/admin/analytics/subscriptions?from=2024-01-01&to=2024-01-31')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/subscriptions')).statusCode).toBe(401);
  });

  it('shows a user\'s team and its live plan on the user page', async () => {
    const carlo = (await admin.get(`/api/admin/users/${team.carlo.userId}`)).json();
    expect(carlo.team).toMatchObject({ id: team.carlo.teamId, name: 'Carlo Cars', role: 'owner', plan: { plan: 'enterprise', status: 'past_due', currentPeriodEnd: '2024-03-05T09:00:00.000Z' } });
    const bravo = (await admin.get(`/api/admin/users/${team.bravo.userId}`)).json();
    expect(bravo.team).toMatchObject({ name: 'Bravo Brokers', plan: null });
  });
});

describe('MRR and churn', () => {
  const analytics = async (query: string) => {
    const res = await admin.get(`/api/admin/analytics/subscriptions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('values the live plans at each month\'s end and counts the plans that ended in it', async () => {
    const res = await analytics('from=2024-01-01&to=2024-03-31&interval=month');
    expect(res.series).toEqual([
      // At Feb 1: Alpha's new plan and Bravo's; Alpha's first plan ended in January.
      { period: '2024-01-01', mrrCents: STARTER + PRO_REALTIME, live: 2, churned: 1, churnedMrrCents: STARTER },
      { period: '2024-02-01', mrrCents: STARTER + ENTERPRISE_3_SEATS, live: 2, churned: 1, churnedMrrCents: PRO_REALTIME },
      { period: '2024-03-01', mrrCents: STARTER + ENTERPRISE_3_SEATS, live: 2, churned: 0, churnedMrrCents: 0 },
    ]);
    // One plan live on Jan 1; two ended in the range (one of them started in it).
    expect(res.range).toEqual({ liveAtStart: 1, churned: 2, churnedMrrCents: STARTER + PRO_REALTIME, churnRate: 2 });
    expect(res.current).toEqual({ mrrCents: STARTER + ENTERPRISE_3_SEATS, active: 1, pastDue: 1 });
  });

  it('gives the churn rate of a range: ended in it over live at its start', async () => {
    const feb = await analytics('from=2024-02-01&to=2024-02-29&interval=week');
    expect(feb.range).toEqual({ liveAtStart: 2, churned: 1, churnedMrrCents: PRO_REALTIME, churnRate: 0.5 });
    // The first week starts on the range's first day; Bravo's plan ends on Thursday Feb 15, in the week of Feb 12.
    expect(feb.series.map((p: { period: string; churned: number; live: number }) => [p.period, p.live, p.churned])).toEqual([
      ['2024-01-29', 2, 0], ['2024-02-05', 3, 0], ['2024-02-12', 2, 1], ['2024-02-19', 2, 0], ['2024-02-26', 2, 0],
    ]);
    expect((await analytics('from=2023-01-01&to=2023-01-31')).range.churnRate).toBeNull();
  });

  it('puts MRR and past-due plans on the dashboard, and plan payments in revenue, labelled apart', async () => {
    const before = (await admin.get('/api/admin/stats')).json();
    expect(before.plans).toEqual({ mrrCents: STARTER + ENTERPRISE_3_SEATS, active: 1, pastDue: 1 });
    await recordSale(t.database.db, { type: 'subscription', totalAmountCents: 9900 }, at('2024-01-10T09:00:00'));
    await recordSale(t.database.db, { type: 'purchase', totalAmountCents: 2500 }, at('2024-01-10T10:00:00'));
    const after = (await admin.get('/api/admin/stats')).json();
    expect(after.revenue.totalCents - before.revenue.totalCents).toBe(12_400);
    expect(after.revenue.plansCents - before.revenue.plansCents).toBe(9900);
    const jan = (await admin.get('/api/admin/analytics?from=2024-01-01&to=2024-01-31&interval=month')).json();
    expect(jan.series[0]).toMatchObject({ revenueCents: 12_400, planRevenueCents: 9900, orders: 2 });
    expect(jan.totals).toMatchObject({ revenueCents: 12_400, planRevenueCents: 9900, orders: 2 });
  });
});
