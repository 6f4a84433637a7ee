// GET /api/v1/leads: the charged leads the key's maker may read (the team's for its owner and admins, their own for a
// member) in charge order, paged and polled by a cursor that neither
// skips nor repeats a lead, even one whose charge commits late (that test needs two connections: PostgreSQL only).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { V1Lead } from '../../../common/data-api';
import { TEAM_PERMISSIONS, type TeamRole } from '../../../common/teams';
import { rowsOf } from '../../db/rows';
import { importedLeads } from '../../db/schema';
import { Client, createTestApp, otherConnection, type TestContext } from '../../test/harness';
import { jobsSettled, newConfig, person as lead, recharge } from '../../test/lead-fixtures';
import { teamFixtures, type Person } from '../../test/team-fixtures';

let t: TestContext;
const { person, ownerWithTeam, joined } = teamFixtures(() => t);
let n = 0;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

async function newKey(who: Person, scopes = ['leads:read']) {
  const res = await who.client.post('/api/api-keys', { name: 'CRM', scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string }>().key;
}
const call = (url: string, key?: string) =>
  t.app.inject({ method: 'GET', url, headers: key ? { authorization: `Bearer ${key}` } : {} });

interface Page { data: V1Lead[]; next_cursor: string; has_more: boolean }
async function read(key: string, query: { cursor?: string; limit?: number } = {}): Promise<Page> {
  const qs = new URLSearchParams();
  if (query.cursor) qs.set('cursor', query.cursor);
  if (query.limit) qs.set('limit', String(query.limit));
  const res = await call(`/api/v1/leads?${qs}`, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/**
 * Until every charge so far is readable: the feed stops below the oldest transaction running anywhere on the server,
 * and on a PostgreSQL server shared with other test files one of theirs may still be open for a moment.
 */
async function chargesReadable() {
  await vi.waitFor(async () => {
    const [row] = rowsOf<{ ready: boolean }>(await t.database.db.execute(sql`
      select coalesce(max(charge_xid) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint, true) as ready from imported_leads`));
    expect(row!.ready).toBe(true);
  }, { timeout: 10_000, interval: 50 });
}

/** An import for `who` at $5 a lead, with `dollars` on the balance. */
async function advertising(who: Person, dollars: number) {
  if (dollars) await recharge(who.client, dollars);
  return newConfig(who.client, { costPerLeadCents: 500 });
}
/** `count` new leads through the ingest URL; their outcomes and ids. */
async function ingest(config: { ingestPath: string }, count: number, readable = true) {
  const res = await new Client(t.app).post(config.ingestPath, Array.from({ length: count }, () => lead(++n)));
  expect(res.statusCode, res.body).toBe(200);
  if (readable) await chargesReadable();
  return res.json<{ results: { outcome: string; leadId: string }[] }>().results;
}
const ids = (results: { outcome: string; leadId: string }[], outcome = 'delivered') => results.filter((r) => r.outcome === outcome).map((r) => r.leadId);

describe('GET /api/v1/leads', () => {
  it('answers 401 without a key and 403 to a key without leads:read, and is in the API\'s OpenAPI document', async () => {
    const owner = await person();
    expect((await call('/api/v1/leads')).statusCode).toBe(401);
    const res = await call('/api/v1/leads', await newKey(owner, ['catalog:read', 'datasets:read']));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('API_KEY_SCOPE');
    expect((await call('/api/v1/leads?cursor=not-ours', await newKey(owner))).json().error.code).toBe('INVALID_CURSOR');
    const doc = (await call('/api/v1/openapi.json')).json();
    expect(doc.paths['/leads'].get.security).toEqual([{ apiKey: [] }]);
  });

  it("gives an owner's or admin's key every member's charged leads, never held, refused or another team's; a member's key their own", async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const admin = await person();
    await joined(owner, admin, 'admin');
    const ownerConfig = await advertising(owner, 20);
    const mateConfig = await advertising(mate, 10);
    const stranger = await person();
    const strangerConfig = await advertising(stranger, 10);

    const ownerLeads = await ingest(ownerConfig, 5); // $20: four charged, the fifth waits for funds
    expect(ownerLeads.map((r) => r.outcome)).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'pending']);
    const refused = await new Client(t.app).post(ownerConfig.ingestPath, [lead(++n), { first_name: 'No', last_name: 'Contact' }, lead(n)]);
    expect(refused.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['pending', 'rejected', 'duplicate']);
    const mateLeads = await ingest(mateConfig, 2);
    await ingest(strangerConfig, 2);

    const key = await newKey(owner);
    const page = await read(key);
    expect(page.has_more).toBe(false);
    expect(page.data.map((l) => l.id)).toEqual([...ids(ownerLeads), ...ids(mateLeads)]);
    const first = page.data[0]!;
    const [stored] = await t.database.db.select().from(importedLeads).where(eq(importedLeads.id, first.id));
    expect(first).toEqual({
      id: stored!.id, user_id: owner.id, import_config_id: ownerConfig.id, source_platform: stored!.sourcePlatform,
      source_lead_id: stored!.sourceLeadId, status: 'delivered', charged_at: stored!.chargedAt!.toISOString(),
      imported_at: stored!.importedAt.toISOString(), cost_cents: 500, quality_score: stored!.qualityScore,
      data: stored!.leadData, consent: stored!.consent,
    });
    expect(first.data.email).toBe(stored!.email);
    // An admin's key reads the same team; a plain member's key, as the site shows them, only their own.
    expect((await read(await newKey(admin))).data.map((l) => l.id)).toEqual(page.data.map((l) => l.id));
    const matesKey = await newKey(mate);
    expect((await read(matesKey)).data.map((l) => l.id)).toEqual(ids(mateLeads));
    // A role counts from the next request: the member made an admin reads the team with the same key.
    expect((await owner.client.request({ method: 'PATCH', url: `/api/team/members/${mate.id}`, payload: { role: 'admin' } })).statusCode).toBe(200);
    expect((await read(matesKey)).data.map((l) => l.id)).toEqual(page.data.map((l) => l.id));
    // The stranger sees only their own.
    expect((await read(await newKey(stranger))).data.every((l) => l.user_id === stranger.id)).toBe(true);
  });

  it('lets the site and the API read the same leads for each role, from one table (TEAM_PERMISSIONS.leads)', async () => {
    const { owner } = await ownerWithTeam();
    const admin = await person();
    const mate = await person();
    await joined(owner, admin, 'admin');
    await joined(owner, mate);
    const people: Record<TeamRole, Person> = { owner, admin, member: mate };
    const charged: Record<TeamRole, string[]> = { owner: [], admin: [], member: [] };
    for (const role of ['owner', 'admin', 'member'] as const) charged[role] = ids(await ingest(await advertising(people[role], 10), 1));
    const everyone = [...charged.owner, ...charged.admin, ...charged.member].sort();

    for (const role of ['owner', 'admin', 'member'] as const) {
      const who = people[role];
      const expected = TEAM_PERMISSIONS[role].leads === 'team' ? everyone : [...charged[role]].sort();
      const api = (await read(await newKey(who))).data.map((l) => l.id).sort();
      expect(api, `${role}'s key`).toEqual(expected);
      // The site: their own list by default, the team's on asking, when the role may.
      expect((await who.client.get('/api/leads')).json().items.map((l: { id: string }) => l.id), `${role}'s own list`).toEqual(charged[role]);
      const team = await who.client.get('/api/leads?whose=team');
      if (TEAM_PERMISSIONS[role].leads === 'team') {
        expect(team.json().items.map((l: { id: string }) => l.id).sort(), `${role}'s team list`).toEqual(expected);
        expect(team.json().items.find((l: { id: string }) => l.id === charged.member[0]).member).toEqual({ id: mate.id, name: expect.any(String) });
        const csv = await who.client.get('/api/leads/export.csv?whose=team');
        expect(csv.body.split('\n')[0]).toMatch(/^\uFEFF?Member,/);
        expect(csv.body.trim().split('\n')).toHaveLength(1 + everyone.length);
      } else {
        expect(team.statusCode, `${role}'s team list`).toBe(403);
        expect((await who.client.get('/api/leads/export.csv?whose=team')).statusCode).toBe(403);
      }
      // A teammate's lead: readable (never returnable) exactly when the list shows it.
      const othersLead = role === 'member' ? charged.owner[0]! : charged.member[0]!;
      const detail = await who.client.get(`/api/leads/${othersLead}`);
      expect(detail.statusCode, `${role} opening a teammate's lead`).toBe(expected.includes(othersLead) ? 200 : 404);
      if (detail.statusCode === 200) expect(detail.json()).toMatchObject({ returnableUntil: null, member: { id: expect.any(String) } });
    }
  });

  it('pages 7 leads 3 at a time, each once, and a poll with the last cursor gives only leads charged since', async () => {
    const owner = await person();
    const key = await newKey(owner);
    const empty = await read(key);
    expect(empty).toMatchObject({ data: [], has_more: false });
    expect(empty.next_cursor).toEqual(expect.any(String));

    const config = await advertising(owner, 100);
    const charged = ids(await ingest(config, 7));
    const seen: string[] = [];
    let cursor = empty.next_cursor;
    const shapes: [number, boolean][] = [];
    for (;;) {
      const page = await read(key, { cursor, limit: 3 });
      seen.push(...page.data.map((l) => l.id));
      shapes.push([page.data.length, page.has_more]);
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    expect(shapes).toEqual([[3, true], [3, true], [1, false]]);
    expect(seen).toEqual(charged);

    const quiet = await read(key, { cursor });
    expect(quiet).toEqual({ data: [], next_cursor: cursor, has_more: false });
    const later = ids(await ingest(config, 2));
    const polled = await read(key, { cursor });
    expect(polled.data.map((l) => l.id)).toEqual(later);
    expect((await read(key, { cursor: polled.next_cursor })).data).toEqual([]);
  });

  it('orders by charge, not arrival: a lead that waited for funds comes after leads charged before it was paid for', async () => {
    const owner = await person();
    const key = await newKey(owner);
    const config = await advertising(owner, 10);
    const first = await ingest(config, 3); // two charged, the third waits
    expect(first.map((r) => r.outcome)).toEqual(['delivered', 'delivered', 'pending']);
    const before = await read(key);
    expect(before.data.map((l) => l.id)).toEqual(ids(first));

    await recharge(owner.client, 10); // the waiting lead is charged by the release job
    await jobsSettled(t.app);
    await chargesReadable();
    const after = await read(key, { cursor: before.next_cursor });
    expect(after.data.map((l) => l.id)).toEqual(ids(first, 'pending'));
    // Imported with the others, charged after them.
    expect(after.data[0]!.imported_at).toBe(before.data[0]!.imported_at);
    expect(after.data[0]!.charged_at > before.data[1]!.charged_at).toBe(true);

    // A returned lead keeps its place and says what it became.
    await t.database.db.update(importedLeads).set({ status: 'returned' }).where(eq(importedLeads.id, before.data[0]!.id));
    expect((await read(key)).data.map((l) => [l.id, l.status])).toEqual([
      [before.data[0]!.id, 'returned'], [before.data[1]!.id, 'delivered'], [after.data[0]!.id, 'delivered'],
    ]);
  });

  // PGlite has one connection: a transaction held open beside the app's reads needs a PostgreSQL server.
  it.skipIf(!process.env.DATABASE_URL)('holds back every charge while an older charging transaction is open, then gives it and those after in order', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const ownerConfig = await advertising(owner, 20);
    const mateConfig = await advertising(mate, 20);
    const key = await newKey(owner);
    const start = await read(key);
    expect(start.data).toEqual([]);

    const other = await otherConnection(t.database);
    try {
      // The owner's lead is charged first (earlier charged_at, lower transaction id) in a transaction left open ...
      const lateId = randomUUID();
      await other.query('begin');
      const charged = await other.query<{ r: { results: { outcome: string }[] } }>(
        `select ingest_leads($1::uuid, $2::uuid, 500, 'api', null, 'Lead', $3::jsonb) as r`,
        [owner.id, ownerConfig.id, JSON.stringify([{
          idx: 0, id: lateId, source_lead_id: null, email: 'late.lead@example.com', phone: null,
          data: { first_name: 'Late', last_name: 'Lead', email: 'late.lead@example.com' }, quality: 50, reasons: [], errors: [], consent: null, test: false,
        }])]);
      expect(charged.rows[0]!.r.results[0]!.outcome).toBe('delivered');

      // ... while the mate's lead is charged and committed after it.
      const sooner = ids(await ingest(mateConfig, 1, false));
      expect(sooner).toHaveLength(1);

      // A reader by charged_at would give the mate's lead now and then never the owner's; this one waits for both.
      const during = await read(key, { cursor: start.next_cursor });
      expect(during).toEqual({ data: [], next_cursor: start.next_cursor, has_more: false });

      await other.query('commit');
      await chargesReadable();
      const afterCommit = await read(key, { cursor: during.next_cursor });
      expect(afterCommit.data.map((l) => l.id)).toEqual([lateId, ...sooner]);
      expect(afterCommit.data[0]!.charged_at < afterCommit.data[1]!.charged_at).toBe(true);
    } finally {
      await other.query('rollback').catch(() => {});
      await other.end();
    }
  });
});
