// Plans end to end on the local gateway: subscribe with the saved card, renew on a moved clock, fail, retry, recover,
// end after the grace period or when cancelled, change plan pro rata, and take datasets into the plan exactly up to its
// allowance under concurrency.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../../common/plans';
import { addonUsage, datasets, downloadGrants, emailOutbox, orders, planTakes, subscriptions, teamMembers } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { card, ledgerMatchesBalance, rows } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { teamOf } from '../teams/team-membership';
import { renewDue } from './renewals';
import { changePlan } from './subscriptions.service';

let t: TestContext;
let datasetIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  datasetIds = (await t.database.db.select({ id: datasets.id }).from(datasets).where(eq(datasets.active, true)).orderBy(datasets.id)).map((d) => d.id);
});
afterAll(async () => { await t?.close(); });

const DAY = 86_400_000;
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';
const professional = { plan: 'professional' as const };

async function subscriber(settings: object = professional, cardNumber?: string) {
  const { client, user } = await signUp(t.app);
  expect((await client.post('/api/billing/card', card(cardNumber))).statusCode).toBe(200);
  const res = await client.post('/api/subscription', settings);
  expect(res.statusCode, res.body).toBe(200);
  const me = (await client.get('/api/me')).json();
  const { teamId } = await teamOf(t.database.db, me.id);
  return { client, user, userId: me.id as string, teamId };
}

const subOf = async (teamId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId)).orderBy(subscriptions.createdAt)).at(-1)!;
const planOrders = (email: string) => t.database.db.select().from(orders)
  .where(and(eq(orders.userEmail, email), eq(orders.type, 'subscription'))).orderBy(orders.createdAt);
const mailsTo = (to: string, kind: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
const saveCard = (client: Client, number?: string) => client.post('/api/billing/card', card(number));
const put = (client: Client, settings: object) => client.request({ method: 'PUT', url: '/api/subscription', payload: settings });

describe('plans', () => {
  it('lists the plans and add-ons at the prices the pricing page shows, and needs a saved card to subscribe', async () => {
    const { client } = await signUp(t.app);
    const view = (await client.get('/api/subscription')).json();
    expect(view.plans).toEqual([
      { id: 'starter', name: 'Starter', priceCents: 9900, datasetsPerPeriod: 100, apiRequestsPerHour: 300 },
      { id: 'professional', name: 'Professional', priceCents: 29900, datasetsPerPeriod: 500, apiRequestsPerHour: 1000 },
      { id: 'enterprise', name: 'Enterprise', priceCents: 79900, datasetsPerPeriod: null, apiRequestsPerHour: 10000 },
    ]);
    expect(view.addons.map((a: { priceCents: number; unit: string }) => [a.priceCents, a.unit])).toEqual([[500, 'dataset'], [1000, 'dataset'], [4900, 'month'], [1900, 'seat']]);
    expect(view).toMatchObject({ subscription: null, canManage: true, apiRequestsPerHour: 60 });
    const refused = await client.post('/api/subscription', professional);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(PLAN_MESSAGES.noCard);
  });

  it('charges an edited price: the content store decides', async () => {
    const setPrice = (value: string) => t.database.db.execute(sql`insert into content_items (key, value, label, section)
      values ('pricing_plan_2_price', ${value}, 'Plan 2 price', 'Pricing') on conflict (key) do update set value = excluded.value`);
    await setPrice('$1,349.50 a month');
    try {
      const { user } = await subscriber();
      expect((await planOrders(user.email)).map((o) => o.totalAmountCents)).toEqual([134_950]);
    } finally {
      await setPrice('$299');
    }
  });

  it('subscribes once for a double submit, and renews exactly once when two instances run the renewals at once', async () => {
    const { client, user, teamId } = await signUp(t.app).then(async (s) => {
      await saveCard(s.client);
      const me = (await s.client.get('/api/me')).json();
      return { ...s, teamId: (await teamOf(t.database.db, me.id)).teamId };
    });
    const twice = await Promise.all([client.post('/api/subscription', professional), client.post('/api/subscription', professional)]);
    expect(twice.map((r) => r.statusCode)).toContain(200);
    const sub = await subOf(teamId);
    expect(sub).toMatchObject({ plan: 'professional', status: 'active' });
    expect(sub.currentPeriodEnd.getUTCDate()).toBe(Math.min(sub.currentPeriodStart.getUTCDate(), sub.currentPeriodEnd.getUTCDate()));
    expect((await planOrders(user.email)).map((o) => [o.totalAmountCents, o.paymentStatus])).toEqual([[29900, 'paid']]);
    expect(await mailsTo(user.email, 'plan-receipt')).toHaveLength(1);

    const later = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    const other = await t.anotherInstance();
    await Promise.all([renewDue(t.app.payments, later), renewDue(other.payments, later), renewDue(t.app.payments, later)]);
    const renewed = await subOf(teamId);
    expect(renewed.currentPeriodStart.toISOString()).toBe(sub.currentPeriodEnd.toISOString());
    expect((await planOrders(user.email)).filter((o) => o.paymentStatus === 'paid').map((o) => o.totalAmountCents)).toEqual([29900, 29900]);
    // Nothing more is due until the new period ends.
    expect(await renewDue(t.app.payments, later)).toEqual({ renewed: 0, failed: 0, ended: 0 });
  });

  it('goes past due when the renewal fails, retries on schedule with a warning each time, and recovers when paid', async () => {
    const { client, user, teamId } = await subscriber(professional);
    await saveCard(client, DECLINES_WHEN_CHARGED);
    const sub = await subOf(teamId);
    const end = sub.currentPeriodEnd.getTime();

    expect((await renewDue(t.app.payments, new Date(end + 1000))).failed).toBeGreaterThanOrEqual(1);
    let now = await subOf(teamId);
    expect(now).toMatchObject({ status: 'past_due', failedRenewals: 1 });
    expect(now.nextRetryAt!.getTime()).toBe(end + DAY);
    expect(await mailsTo(user.email, 'plan-past-due')).toHaveLength(1);
    // Before the retry is due nothing is charged.
    await renewDue(t.app.payments, new Date(end + DAY / 2));
    expect((await subOf(teamId)).failedRenewals).toBe(1);
    await renewDue(t.app.payments, new Date(end + DAY + 1000));
    now = await subOf(teamId);
    expect(now).toMatchObject({ status: 'past_due', failedRenewals: 2 });
    expect(now.nextRetryAt!.getTime()).toBe(end + 3 * DAY);
    expect(await mailsTo(user.email, 'plan-past-due')).toHaveLength(2);
    expect((await client.get('/api/subscription')).json().subscription).toMatchObject({ status: 'past_due', graceEndsAt: new Date(end + 7 * DAY).toISOString() });

    await saveCard(client);
    const paid = await client.post('/api/subscription/pay-overdue');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().subscription).toMatchObject({ status: 'active', pastDueSince: null, nextRetryAt: null, currentPeriodStart: new Date(end).toISOString() });
    const charges = (await planOrders(user.email)).map((o) => o.paymentStatus);
    expect(charges).toEqual(['paid', 'failed', 'failed', 'paid']);
  });

  it('counts a renewal that throws as a failed try (past due, retried), and renews the rest of the batch (issue 54 item 9)', async () => {
    const setPrice = (value: string) => t.database.db.execute(sql`insert into content_items (key, value, label, section)
      values ('pricing_plan_3_price', ${value}, 'Plan 3 price', 'Pricing') on conflict (key) do update set value = excluded.value`);
    const broken = await subscriber({ plan: 'enterprise' });
    const fine = await subscriber();
    const end = (await subOf(broken.teamId)).currentPeriodEnd;
    await setPrice('Call us');
    try {
      await renewDue(t.app.payments, new Date(end.getTime() + 60_000));
    } finally {
      await setPrice('$799');
    }
    expect(await subOf(broken.teamId)).toMatchObject({ status: 'past_due', failedRenewals: 1, currentPeriodEnd: end });
    expect((await subOf(broken.teamId)).nextRetryAt).toEqual(new Date(end.getTime() + DAY));
    expect((await subOf(fine.teamId)).currentPeriodStart.getTime()).toBeGreaterThanOrEqual(end.getTime() - 60_000);
    expect(await subOf(fine.teamId)).toMatchObject({ status: 'active', failedRenewals: 0 });
  });

  it('ends the plan after the grace period, and the datasets taken into it stop downloading', async () => {
    const { client, user, teamId } = await subscriber({ plan: 'starter' });
    const take = await client.post('/api/subscription/takes', { datasetId: datasetIds[0] });
    expect(take.statusCode, take.body).toBe(200);
    await saveCard(client, DECLINES_WHEN_CHARGED);
    const end = (await subOf(teamId)).currentPeriodEnd.getTime();
    for (const day of [0, 1, 3, 5]) await renewDue(t.app.payments, new Date(end + day * DAY + 1000));
    expect(await subOf(teamId)).toMatchObject({ status: 'past_due', failedRenewals: 4, nextRetryAt: null });
    await renewDue(t.app.payments, new Date(end + 6 * DAY));
    expect((await subOf(teamId)).status).toBe('past_due');
    await renewDue(t.app.payments, new Date(end + 7 * DAY));
    expect(await subOf(teamId)).toMatchObject({ status: 'ended', endedReason: 'payment_failed' });
    const [grant] = await t.database.db.select().from(downloadGrants).where(eq(downloadGrants.id, take.json().grantId));
    expect(grant!.revokedAt).not.toBeNull();
    expect(await mailsTo(user.email, 'plan-ended')).toHaveLength(1);
    expect((await client.get('/api/subscription')).json().subscription).toBeNull();
  });

  it('bills Team Management per member at renewal, and a member who joined mid-period pro rata for the part they were in', async () => {
    const { client, user, teamId } = await subscriber({ plan: 'starter', teamSeats: true });
    const sub = await subOf(teamId);
    expect((await planOrders(user.email)).map((o) => o.totalAmountCents)).toEqual([9900 + 1900]);
    // A teammate joins three quarters into the period.
    const mate = await signUp(t.app);
    const mateId = (await mate.client.get('/api/me')).json().id as string;
    const joinedAt = new Date(sub.currentPeriodStart.getTime() + (sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) * 0.75);
    await t.database.db.insert(teamMembers).values({ teamId, userId: mateId, role: 'member', joinedAt });

    const off = await client.request({ method: 'PUT', url: '/api/subscription', payload: { plan: 'starter', teamSeats: false } });
    expect(off.json().error).toEqual({ code: 'TEAM_HAS_MEMBERS', message: PLAN_MESSAGES.teamHasMembers });

    await renewDue(t.app.payments, new Date(sub.currentPeriodEnd.getTime() + 1000));
    const renewal = (await planOrders(user.email)).at(-1)!;
    expect(renewal.totalAmountCents).toBe(9900 + 2 * 1900 + 475);
    expect((renewal.metadata.lines as { description: string; amountCents: number }[]).map((l) => l.amountCents)).toEqual([9900, 3800, 475]);
  });

  it('cancels at the period end, resumes before it, and ends when the period ends while cancelled', async () => {
    const { client, teamId } = await subscriber();
    expect((await client.post('/api/subscription/resume')).json().error.message).toBe(PLAN_MESSAGES.notCanceling);
    expect((await client.post('/api/subscription/cancel')).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await client.post('/api/subscription/resume')).json().subscription.cancelAtPeriodEnd).toBe(false);
    await client.post('/api/subscription/cancel');
    const end = (await subOf(teamId)).currentPeriodEnd.getTime();
    await renewDue(t.app.payments, new Date(end - 1000));
    expect((await subOf(teamId)).status).toBe('active');
    await renewDue(t.app.payments, new Date(end + 1000));
    expect(await subOf(teamId)).toMatchObject({ status: 'ended', endedReason: 'canceled' });
  });

  it('charges a cancelled plan\'s period usage in arrears when it ends: add-ons per dataset and mid-period seats (issue 54 item 3)', async () => {
    const { client, user, teamId } = await subscriber({ plan: 'starter', teamSeats: true, verification: true });
    const sub = await subOf(teamId);
    await t.database.db.insert(addonUsage).values(datasetIds.slice(0, 3).map((datasetId) => ({ subscriptionId: sub.id, periodStart: sub.currentPeriodStart, addon: 'verification' as const, datasetId })));
    const mate = await signUp(t.app);
    const mateId = (await mate.client.get('/api/me')).json().id as string;
    const joinedAt = new Date(sub.currentPeriodStart.getTime() + (sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) * 0.75);
    await t.database.db.insert(teamMembers).values({ teamId, userId: mateId, role: 'member', joinedAt });
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);

    await renewDue(t.app.payments, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect(await subOf(teamId)).toMatchObject({ status: 'ended', endedReason: 'canceled' });
    const final = (await planOrders(user.email)).at(-1)!;
    expect(final.metadata).toMatchObject({ action: 'final' });
    expect(final).toMatchObject({ paymentStatus: 'paid', totalAmountCents: 3 * 500 + 475 });
    // Ended once: a second run charges nothing more.
    await renewDue(t.app.payments, new Date(sub.currentPeriodEnd.getTime() + 2000));
    expect(await planOrders(user.email)).toHaveLength(2);
  });

  it('moves the credit left on a cancelled plan to the owner\'s prepaid balance when it ends, once (issue 54 item 6)', async () => {
    const { client, user, userId, teamId } = await subscriber({ plan: 'enterprise' });
    const payer = { id: userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
    const sub = await subOf(teamId);
    const half = new Date((sub.currentPeriodStart.getTime() + sub.currentPeriodEnd.getTime()) / 2);
    await changePlan(t.app.payments, payer, { plan: 'starter', realtime: false, teamSeats: false, verification: false, enhancement: false }, half);
    expect((await subOf(teamId)).creditCents).toBe((79_900 - 9_900) / 2);
    await client.post('/api/subscription/cancel');
    await Promise.all([1, 2].map(() => renewDue(t.app.payments, new Date(sub.currentPeriodEnd.getTime() + 1000))));
    expect(await subOf(teamId)).toMatchObject({ status: 'ended', creditCents: 0 });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(35_000);
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: 35_000, ledger: 35_000 });
  });

  it('prorates: an upgrade half-way charges half the difference at once; a downgrade credits half of it to the renewal', async () => {
    const { user, userId, teamId } = await subscriber();
    const sub = await subOf(teamId);
    const half = new Date((sub.currentPeriodStart.getTime() + sub.currentPeriodEnd.getTime()) / 2);
    const payer = { id: userId, email: user.email, firstName: user.firstName, lastName: user.lastName };

    await changePlan(t.app.payments, payer, { plan: 'enterprise', realtime: false, teamSeats: false, verification: false, enhancement: false }, half);
    expect((await subOf(teamId)).plan).toBe('enterprise');
    const upgrade = (await planOrders(user.email)).at(-1)!;
    expect(upgrade.totalAmountCents).toBe((79900 - 29900) / 2);

    await changePlan(t.app.payments, payer, { plan: 'starter', realtime: true, teamSeats: false, verification: false, enhancement: false }, half);
    const down = await subOf(teamId);
    // Enterprise ($799) to Starter with Real-Time ($99 + $49): half of $651 credited.
    expect(down).toMatchObject({ plan: 'starter', realtime: true, creditCents: 32_550 });
    expect(await planOrders(user.email)).toHaveLength(2);

    // The renewal (Starter + Real-Time, $148) is covered by the credit ($325.50): renewed without a charge, the rest kept.
    await renewDue(t.app.payments, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect(await subOf(teamId)).toMatchObject({ status: 'active', creditCents: 32_550 - 14_800 });
    expect(await planOrders(user.email)).toHaveLength(2);
  });

  describe('an upgrade and a downgrade at once (issue 54 item 1): paid less credited is what the plan now costs', () => {
    const settings = (plan: 'starter' | 'enterprise', realtime = false) => ({ plan, realtime, teamSeats: false, verification: false, enhancement: false });
    const monthly = (sub: { plan: string; realtime: boolean }) => ({ enterprise: 79_900, professional: 29_900, starter: 9_900 })[sub.plan]! + (sub.realtime ? 4_900 : 0);
    async function expectFairMoney(email: string, teamId: string) {
      const sub = await subOf(teamId);
      const paid = (await planOrders(email)).filter((o) => o.paymentStatus === 'paid').reduce((sum, o) => sum + o.totalAmountCents, 0);
      // All within seconds of the period's start: each proration rounds to the whole month, give or take a cent.
      expect(Math.abs(paid - sub.creditCents - monthly(sub))).toBeLessThanOrEqual(2);
      return sub;
    }

    it('a downgrade applied while the upgrade is being paid: the upgrade does not apply, its payment is credit, and the owner is told', async () => {
      const { user, userId, teamId } = await subscriber(settings('enterprise'));
      const payer = { id: userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
      const { gateway } = t.app.payments;
      // The card is charged for the upgrade; before its payment is handled, the downgrade goes through.
      const racing = {
        ...t.app.payments,
        gateway: { ...gateway!, chargeSavedCard: async (...args: Parameters<NonNullable<typeof gateway>['chargeSavedCard']>) => {
          const charged = await gateway!.chargeSavedCard(...args);
          await changePlan(t.app.payments, payer, settings('starter'));
          return charged;
        } },
      };
      const upgrade = await changePlan(racing, payer, settings('enterprise', true)).catch((err: { code?: string }) => err);
      expect(upgrade).toMatchObject({ code: 'PLAN_CHANGED' });
      const sub = await expectFairMoney(user.email, teamId);
      expect(sub).toMatchObject({ plan: 'starter', realtime: false });
    });

    it('sent together over HTTP, three times', async () => {
      for (let i = 0; i < 3; i++) {
        const { client, user, teamId } = await subscriber(settings('enterprise'));
        const answers = await Promise.all([put(client, settings('enterprise', true)), put(client, settings('starter'))]);
        for (const res of answers) {
          expect([200, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 409) expect(res.json().error.code).toBe('PLAN_CHANGED');
        }
        await expectFairMoney(user.email, teamId);
      }
    });
  });

  it('credits nothing for a downgrade after the period\'s takes passed the cheaper plan\'s allowance (issue 54 item 2)', async () => {
    const { client, userId, teamId } = await subscriber({ plan: 'enterprise' });
    const sub = await subOf(teamId);
    // 101 datasets taken this period (Starter allows 100): the catalog's, and more like them.
    const [model] = await t.database.db.select().from(datasets).limit(1);
    const extra = await t.database.db.insert(datasets).values(Array.from({ length: 101 - datasetIds.length }, (_, i) => ({
      title: `Extra ${i}`, slug: `extra-take-${i}-${teamId.slice(0, 8)}`, description: 'More of the same', categoryId: model!.categoryId, providerId: model!.providerId, priceCents: 2500,
    }))).returning({ id: datasets.id });
    await t.database.db.insert(planTakes).values([...datasetIds, ...extra.map((d) => d.id)].map((datasetId) => ({
      subscriptionId: sub.id, teamId, userId, datasetId, periodStart: sub.currentPeriodStart,
    })));
    const quote = (await client.post('/api/subscription/quote', { plan: 'starter' })).json();
    expect(quote).toMatchObject({ chargeNowCents: 0, creditCents: 0 });
    expect(quote.lines[0].description).toBe('No credit: 101 datasets taken this period, more than the Starter plan\'s 100');
    expect((await put(client, { plan: 'starter' })).statusCode).toBe(200);
    expect(await subOf(teamId)).toMatchObject({ plan: 'starter', creditCents: 0 });
    // Starter's allowance is used up for the rest of the period.
    expect((await client.post('/api/subscription/takes', { datasetId: datasetIds[0] })).statusCode).toBe(409);
  });

  it('starts the plan the owner chose after a declined start of another one, at its quoted price (issue 54 item 4)', async () => {
    const { client, user } = await signUp(t.app);
    await saveCard(client, DECLINES_WHEN_CHARGED);
    const declined = await client.post('/api/subscription', { plan: 'enterprise', realtime: true });
    expect(declined.statusCode).toBe(402);
    await saveCard(client);
    const started = await client.post('/api/subscription', { plan: 'starter' });
    expect(started.statusCode, started.body).toBe(200);
    expect((await client.get('/api/subscription')).json().subscription.settings).toMatchObject({ plan: 'starter', realtime: false });
    expect((await planOrders(user.email)).filter((o) => o.paymentStatus === 'paid').map((o) => o.totalAmountCents)).toEqual([9_900]);
  });

  it('takes datasets into the plan exactly up to its allowance under 20 concurrent takes, never one already held', async () => {
    const { client, userId, teamId } = await subscriber({ plan: 'starter' });
    const sub = await subOf(teamId);
    // 110 more datasets like the first; 90 already taken this period, so 10 of the next 20 fit in Starter's 100.
    await t.database.db.execute(sql`insert into datasets select (jsonb_populate_record(null::datasets, to_jsonb(d)
      || jsonb_build_object('id', gen_random_uuid(), 'slug', d.slug || '-copy-' || g, 'title', d.title || ' ' || g))).*
      from datasets d, generate_series(1, 110) g where d.id = ${datasetIds[0]}`);
    const ids = (await rows<{ id: string }>(t.database.db, sql`select id from datasets where slug like '%-copy-%' order by slug`)).map((r) => r.id);
    await t.database.db.insert(planTakes).values(ids.slice(0, 90).map((datasetId) => ({ subscriptionId: sub.id, teamId, userId, datasetId, periodStart: sub.currentPeriodStart })));

    const results = await Promise.all(ids.slice(90, 110).map((datasetId) => client.post('/api/subscription/takes', { datasetId })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(10);
    expect(new Set(refused.map((r) => r.json().error.code))).toEqual(new Set(['PLAN_QUOTA_REACHED']));
    expect((await client.get('/api/subscription')).json().subscription).toMatchObject({ datasetsTaken: 100, datasetsPerPeriod: 100 });

    const taken = ids.slice(90, 110)[results.findIndex((r) => r.statusCode === 200)];
    const again = await client.post('/api/subscription/takes', { datasetId: taken });
    expect(again.json().error.code).toBe('ALREADY_OWNED');
  });

  it('ends the plan at once, with its taken datasets, when its owner deletes the account', async () => {
    const { client, user, teamId } = await subscriber({ plan: 'starter' });
    const take = await client.post('/api/subscription/takes', { datasetId: datasetIds[2] });
    expect((await client.post('/api/account/delete', { confirmEmail: user.email })).statusCode).toBeLessThan(300);
    expect(await subOf(teamId)).toMatchObject({ status: 'ended', endedReason: 'account_deleted' });
    const [grant] = await t.database.db.select().from(downloadGrants).where(eq(downloadGrants.id, take.json().grantId));
    expect(grant!.revokedAt).not.toBeNull();
  });

  it('lets only the team owner change the plan, and refuses a member-less, plan-less take', async () => {
    const { client } = await signUp(t.app);
    const take = await client.post('/api/subscription/takes', { datasetId: datasetIds[1] });
    expect(take.statusCode).toBe(403);
    expect(take.json().error.message).toBe(PLAN_MESSAGES.noPlan);
    const change = await client.request({ method: 'PUT', url: '/api/subscription', payload: professional });
    expect(change.statusCode).toBe(404);
  });
});
