// The plan engine against a small reference model (issue 54): random sequences of changes (some declined, some sent
// two at once), takes, cancel, resume and renewals on a moving clock, run through the real services and database, and
// after every step the plan must be what the model says (settings, period, credit, status), the money paid what it
// says, and these invariants hold: credit never exceeds what was paid; a declined payment changes nothing; every paid
// plan payment has one invoice; credit left when a plan ends lands on the owner's balance. Two concurrent changes may
// end in any order the rules allow: one after the other either way, or one applied and the other's payment credited.
// PLAN_PROPERTY_RUNS sets the number of sequences (CI: the default below; a longer hunt: PLAN_PROPERTY_RUNS=2000).
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId, PlanSettings } from '../../../common/plans';
import { datasets, invoices, orders, savedCards, subscriptions } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { card } from '../../test/lead-fixtures';
import { createTestApp, signUp, type TestContext } from '../../test/harness';
import { teamOf } from '../teams/team-membership';
import { nextPeriodEnd, prorate } from './billing-period';
import { takeIntoPlan } from './plan-takes';
import { renewDue } from './renewals';
import { changePlan, setCancellation } from './subscriptions.service';

let t: TestContext;
let catalog: string[];
let nextDataset = 0;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  catalog = (await t.database.db.select({ id: datasets.id }).from(datasets).where(eq(datasets.active, true))).map((d) => d.id);
});
afterAll(async () => { await t?.close(); });

const RUNS = Number(process.env.PLAN_PROPERTY_RUNS ?? (process.env.DATABASE_URL ? 60 : 150));
const PRICE: Record<PlanId, number> = { starter: 9_900, professional: 29_900, enterprise: 79_900 };
const REALTIME = 4_900;
const MIN_CHARGE = 50;

type Choice = { plan: PlanId; realtime: boolean };
const settings = (c: Choice): PlanSettings => ({ ...c, teamSeats: false, verification: false, enhancement: false });
const monthly = (c: Choice) => PRICE[c.plan] + (c.realtime ? REALTIME : 0);

/** What the plan should be: the reference the real engine is checked against. */
interface Model {
  choice: Choice; start: Date; end: Date; anchor: Date; credit: number; paid: number; cancel: boolean; ended: boolean; balance: number;
}

/** A change at `now` as the pricing rule says (plan-pricing.ts changeQuote): the model after it, and what it charged. */
function change(m: Model, next: Choice, now: Date, declines = false): { model: Model; charged: number; refused: boolean } {
  const diff = monthly(next) - monthly(m.choice);
  const share = prorate(Math.abs(diff), { start: m.start, end: m.end }, now);
  if (diff > 0) {
    const charged = share < MIN_CHARGE ? 0 : share;
    if (charged && declines) return { model: m, charged: 0, refused: true };
    return { model: { ...m, choice: next, paid: m.paid + charged }, charged, refused: false };
  }
  return { model: { ...m, choice: next, credit: m.credit + share }, charged: 0, refused: false };
}

function renew(m: Model): Model {
  if (m.cancel) return { ...m, ended: true, balance: m.balance + m.credit, credit: 0 };
  const due = monthly(m.choice);
  const used = Math.min(m.credit, due);
  const charged = due - used < MIN_CHARGE ? 0 : due - used;
  return { ...m, paid: m.paid + charged, credit: m.credit - used, start: m.end, end: nextPeriodEnd(m.anchor, m.end) };
}

const choiceArb = fc.record({ plan: fc.constantFrom<PlanId>('starter', 'professional', 'enterprise'), realtime: fc.boolean() });
const commandArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('change' as const), next: choiceArb, advance: fc.double({ min: 0, max: 0.3, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('declined' as const), next: choiceArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('together' as const), a: choiceArb, b: choiceArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('take' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), cancel: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('renew' as const) }) },
);

describe('plans against a reference model', () => {
  it(`keep money, credit and state as the rules say over ${RUNS} random sequences`, async () => {
    await fc.assert(fc.asyncProperty(choiceArb, fc.array(commandArb, { minLength: 3, maxLength: 10 }), async (first, commands) => {
      const { client, user } = await signUp(t.app);
      const userId = (await client.get('/api/me')).json().id as string;
      const payer = { id: userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
      const { teamId } = await teamOf(t.database.db, userId);
      expect((await client.post('/api/billing/card', card())).statusCode).toBe(200);
      // The saved card starts or stops declining charges (as Stripe's test card 4000 0000 0000 0341 does once saved).
      const cardDeclines = (declines: boolean) =>
        t.database.db.update(savedCards).set({ testDecline: declines ? 'Your card was declined.' : null }).where(eq(savedCards.userId, userId));
      expect((await client.post('/api/subscription', settings(first))).statusCode).toBe(200);
      const live = async () => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId)))[0]!;
      const started = await live();
      let m: Model = {
        choice: first, start: started.currentPeriodStart, end: started.currentPeriodEnd, anchor: started.billingAnchor,
        credit: 0, paid: monthly(first), cancel: false, ended: false, balance: 0,
      };
      let now = new Date(m.start.getTime() + 1000);
      const moveClock = (share: number) => {
        const step = (m.end.getTime() - m.start.getTime()) * share;
        now = new Date(Math.min(now.getTime() + step, m.end.getTime() - 3_600_000));
      };

      const observed = async () => {
        const sub = await live();
        const paidOrders = await t.database.db.select({ id: orders.id, cents: orders.totalAmountCents }).from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.type, 'subscription'), eq(orders.paymentStatus, 'paid')));
        const invoiced = paidOrders.length ? await t.database.db.select({ orderId: invoices.orderId }).from(invoices).where(inArray(invoices.orderId, paidOrders.map((o) => o.id))) : [];
        const balance = (await client.get('/api/balance')).json().balanceCents as number;
        return { sub, paid: paidOrders.reduce((s, o) => s + o.cents, 0), invoiced: invoiced.length, paidOrders: paidOrders.length, balance };
      };
      const matches = (o: Awaited<ReturnType<typeof observed>>, model: Model) =>
        o.sub.plan === model.choice.plan && o.sub.realtime === model.choice.realtime && o.sub.creditCents === model.credit && o.paid === model.paid
        && o.sub.cancelAtPeriodEnd === model.cancel && (o.sub.status === 'ended') === model.ended && o.balance === model.balance
        && o.sub.currentPeriodEnd.getTime() === model.end.getTime();
      const expectModel = async (candidates: Model[], step: string) => {
        const o = await observed();
        const found = candidates.find((c) => matches(o, c));
        expect(found, `${step}: observed ${JSON.stringify({ plan: o.sub.plan, realtime: o.sub.realtime, credit: o.sub.creditCents, paid: o.paid, cancel: o.sub.cancelAtPeriodEnd, status: o.sub.status, balance: o.balance })}, `
          + `expected one of ${JSON.stringify(candidates.map((c) => ({ ...c.choice, credit: c.credit, paid: c.paid, cancel: c.cancel, ended: c.ended, balance: c.balance })))}`).toBeDefined();
        expect(o.sub.creditCents).toBeLessThanOrEqual(o.paid);
        expect(o.invoiced).toBe(o.paidOrders);
        m = found!;
      };

      try {
        for (const c of commands) {
          if (m.ended) break;
          if (c.kind === 'change') {
            moveClock(c.advance);
            const expected = change(m, c.next, now).model;
            await changePlan(t.app.payments, payer, settings(c.next), now);
            await expectModel([expected], `change to ${JSON.stringify(c.next)}`);
          } else if (c.kind === 'declined') {
            await cardDeclines(true);
            const { model, refused } = change(m, c.next, now, true);
            const outcome = await changePlan(t.app.payments, payer, settings(c.next), now).then(() => 'ok', (err: { code?: string }) => err.code);
            expect(outcome).toBe(refused ? 'PAYMENT_DECLINED' : 'ok');
            await cardDeclines(false);
            await expectModel([model], `declined change to ${JSON.stringify(c.next)}`);
          } else if (c.kind === 'together') {
            const [ab, ba] = [change(change(m, c.a, now).model, c.b, now).model, change(change(m, c.b, now).model, c.a, now).model];
            // One applied, the other's payment (priced from the state both started from) credited instead.
            const credited = (applied: Choice, paidFor: Choice) => {
              const { charged } = change(m, paidFor, now);
              const after = change(m, applied, now).model;
              return charged ? [{ ...after, paid: after.paid + charged, credit: after.credit + charged }] : [];
            };
            const outcomes = await Promise.all([c.a, c.b].map((next) => changePlan(t.app.payments, payer, settings(next), now).then(() => 'ok', (err: { code?: string }) => err.code)));
            for (const o of outcomes) expect(['ok', 'PLAN_CHANGED']).toContain(o);
            await expectModel([ab, ba, ...credited(c.a, c.b), ...credited(c.b, c.a)], `${JSON.stringify(c.a)} and ${JSON.stringify(c.b)} at once`);
          } else if (c.kind === 'take') {
            for (let i = 0; i < c.n && nextDataset < catalog.length; i++) await takeIntoPlan(t.database.db, userId, catalog[nextDataset++]!, now);
            await expectModel([m], 'take');
          } else if (c.kind === 'cancel') {
            const outcome = await setCancellation(t.database.db, userId, c.cancel).then(() => 'ok', (err: { code?: string }) => err.code);
            expect(outcome).toBe(!c.cancel && !m.cancel ? 'NOT_CANCELING' : 'ok');
            await expectModel([{ ...m, cancel: c.cancel }], c.cancel ? 'cancel' : 'resume');
          } else {
            const expected = renew(m);
            await renewDue(t.app.payments, new Date(m.end.getTime() + 1000));
            await expectModel([expected], 'renewal');
            now = new Date(m.start.getTime() + 1000);
          }
        }
      } finally {
        // Out of the way of later sequences' renewal runs.
        await t.database.db.update(subscriptions).set({ status: 'ended', endedAt: new Date() }).where(eq(subscriptions.teamId, teamId));
      }
    }), { numRuns: RUNS });
  }, 600_000);
});
