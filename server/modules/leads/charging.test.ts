// Exactly-once charging under load: 1,000 leads posted over 50 concurrent HTTP connections to one advertiser whose
// balance covers some of them, then a recharge that pays for waiting leads oldest first.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, jobsSettled, ledgerMatchesBalance, person, recharge, rows } from '../../test/lead-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await t?.close(); });

const LEADS = 1000;
const CONNECTIONS = 50;
const COST = 500;
const FUNDED_DOLLARS = 1234;
const COVERED = Math.floor((FUNDED_DOLLARS * 100) / COST);

describe('charging leads', () => {
  let owner: Awaited<ReturnType<typeof advertiser>>;
  let userId: string;

  it(`delivers exactly the ${COVERED} leads the balance covers out of ${LEADS} sent over ${CONNECTIONS} connections, and keeps the rest pending`, async () => {
    owner = await advertiser(t.app, { dollars: FUNDED_DOLLARS, costPerLeadCents: COST });
    const outcomes: string[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < LEADS; i = next++) {
        const res = await fetch(`${base}${owner.config.ingestPath}`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person(i)),
        });
        expect(res.status).toBe(200);
        outcomes.push(((await res.json()) as { results: { outcome: string }[] }).results[0]!.outcome);
      }
    }));
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(COVERED);
    expect(outcomes.filter((o) => o === 'pending')).toHaveLength(LEADS - COVERED);

    ({ userId } = (await rows<{ userId: string }>(t.database.db, sql`select user_id as "userId" from lead_import_configs where id = ${owner.config.id}`))[0]!);
    const [counts] = await rows<{ delivered: number; pending: number; charges: number; distinct_refs: number; min_after: number; last_delivered: number; first_pending: number }>(t.database.db, sql`
      select
        count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status = 'pending')::int as pending,
        (select count(*) from balance_transactions where user_id = ${userId} and kind = 'lead_charge')::int as charges,
        (select count(distinct reference) from balance_transactions b join imported_leads l on l.id::text = b.reference where b.user_id = ${userId} and l.status = 'delivered')::int as distinct_refs,
        (select min(balance_after_cents) from balance_transactions where user_id = ${userId})::int as min_after,
        max(seq) filter (where status = 'delivered')::int as last_delivered,
        min(seq) filter (where status = 'pending')::int as first_pending
      from imported_leads where user_id = ${userId}`);
    expect(counts).toMatchObject({ delivered: COVERED, pending: LEADS - COVERED, charges: COVERED, distinct_refs: COVERED });
    expect(counts!.min_after).toBeGreaterThanOrEqual(0);
    // Strictly oldest first: every delivered lead arrived before every pending one.
    expect(counts!.last_delivered).toBeLessThan(counts!.first_pending);
    const remaining = FUNDED_DOLLARS * 100 - COVERED * COST;
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: remaining, ledger: remaining });
  }, 120_000);

  it('answers every request of a burst with its own leads\' outcomes, however they were grouped', async () => {
    const { config } = await advertiser(t.app, { dollars: 50, costPerLeadCents: 1000 });
    await fetch(`${base}${config.ingestPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person(5000)) });
    // Ten callers at once, each with a fresh lead and a copy of an earlier one: grouped into shared calls, answered apart.
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${base}${config.ingestPath}`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify([person(5001 + i, { lead_id: `caller-${i}` }), person(5000, { lead_id: `copy-${i}` })]),
    }).then((r) => r.json() as Promise<{ results: { index: number; outcome: string; leadId: string }[] }>)));
    for (const [i, reply] of replies.entries()) {
      expect(reply.results.map((r) => r.index)).toEqual([0, 1]);
      expect(reply.results[1]!.outcome).toBe('duplicate');
      const [mine] = await rows<{ source_lead_id: string }>(t.database.db, sql`select source_lead_id from imported_leads where id = ${reply.results[0]!.leadId}`);
      expect(mine!.source_lead_id).toBe(`caller-${i}`);
    }
    const outcomes = replies.map((r) => r.results[0]!.outcome);
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 'pending')).toHaveLength(6);
  });

  it('charges waiting leads oldest first when the balance is recharged', async () => {
    const before = await rows<{ id: string }>(t.database.db, sql`select id from imported_leads where user_id = ${userId} and status = 'pending' order by seq`);
    const balanceBefore = (await ledgerMatchesBalance(t.database.db, userId)).balance;
    await recharge(owner.client, 100);
    await jobsSettled(t.app);
    const charged = Math.floor((balanceBefore + 10_000) / COST);
    const after = await rows<{ id: string; status: string }>(t.database.db, sql`select id, status from imported_leads where id in ${before.map((b) => b.id)} order by seq`);
    expect(after.slice(0, charged).every((l) => l.status === 'delivered')).toBe(true);
    expect(after.slice(charged).every((l) => l.status === 'pending')).toBe(true);
    const left = balanceBefore + 10_000 - charged * COST;
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: left, ledger: left });
    expect((await owner.client.get('/api/balance')).json().pendingLeads).toEqual({ count: before.length - charged, cents: (before.length - charged) * COST });
  }, 60_000);
});
