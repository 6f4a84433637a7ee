// API keys and the data API's guard: shown once and stored hashed, scoped, expiring, revoked at once on every
// instance, never a cookie; the plan's hourly limit with the RateLimit headers; lists paged by cursor.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLAN_API_REQUESTS_PER_HOUR } from '../../../common/plans';
import { apiKeys, apiKeyUsage, auditLog } from '../../db/schema';
import { datasetFixtures } from '../../test/dataset-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { teamFixtures, type Person } from '../../test/team-fixtures';

let t: TestContext;
let second: FastifyInstance;
const { person, ownerWithTeam, joined, del } = teamFixtures(() => t);
const { storedDataset, paidOrder } = datasetFixtures(() => t, 'api');
// Outside the catalog search test's category, which counts its own.
const keysDatasets = datasetFixtures(() => t, 'api-keys');

beforeAll(async () => {
  t = await createTestApp();
  second = await t.anotherInstance();
});
afterAll(async () => { await t?.close(); });

async function newKey(who: Person, body: object = {}) {
  const res = await who.client.post('/api/api-keys', { name: 'CRM sync', scopes: ['catalog:read', 'datasets:read'], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string; apiKey: { id: string; prefix: string } }>();
}
const call = (url: string, key?: string, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });

const dataset = async () => (await storedDataset({ csv: 'id\n1\n' })).id;
const bought = async (buyer: Person, datasetId: string) => { await paidOrder(buyer.id, [datasetId], { email: buyer.email }); };

describe('API keys', () => {
  it('are shown once, stored only as a hash, and listed by prefix to every member of the team', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const { key, apiKey } = await newKey(owner);
    expect(key).toMatch(/^dck_live_[\w-]{43}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 13));

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(9));
    const listed = (await mate.client.get('/api/api-keys')).json();
    expect(listed.items.map((k: { id: string }) => k.id)).toEqual([apiKey.id]);
    expect(JSON.stringify(listed)).not.toContain(key.slice(9));
    expect(listed.requestsPerHour).toBe(300);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, apiKey.id), eq(auditLog.action, 'api_key.create')));
    expect(audited).toHaveLength(1);
  });

  it('answer 401 to no key, a wrong key and a session cookie alone, in the site\'s error format', async () => {
    const owner = await person();
    const { key } = await newKey(owner);
    const none = await call('/api/v1/catalog/datasets');
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('API_KEY_MISSING');
    expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
    const cookieOnly = await call('/api/v1/catalog/datasets', undefined, t.app, { cookie: owner.client.cookieHeader() });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json().error.code).toBe('API_KEY_MISSING');
    const wrong = await call('/api/v1/catalog/datasets', `${key.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('API_KEY_INVALID');
    expect((await call('/api/v1/catalog/datasets', undefined, t.app, { authorization: `Basic ${key}` })).json().error.code).toBe('API_KEY_MISSING');
    const ok = await call('/api/v1/catalog/datasets', key);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['www-authenticate']).toBeUndefined();
  });

  it('answer 403 to a route outside the key\'s scopes', async () => {
    const owner = await person();
    const { key } = await newKey(owner, { scopes: ['datasets:read'] });
    const res = await call('/api/v1/catalog/datasets', key);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('API_KEY_SCOPE');
    expect((await call('/api/v1/datasets/owned', key)).statusCode).toBe(200);
  });

  it('stop working when they expire, and cannot be made already expired', async () => {
    const owner = await person();
    expect((await owner.client.post('/api/api-keys', { name: 'x', scopes: ['catalog:read'], expiresAt: new Date(Date.now() - 1000).toISOString() })).statusCode).toBe(422);
    const { key, apiKey } = await newKey(owner, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await call('/api/v1/catalog/datasets', key)).statusCode).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(apiKeys.id, apiKey.id));
    const res = await call('/api/v1/catalog/datasets', key);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('API_KEY_INVALID');
  });

  it('stop at once on every instance when revoked, and the first use and the revocation are audited', async () => {
    const owner = await person();
    const { key, apiKey } = await newKey(owner);
    expect((await call('/api/v1/catalog/datasets', key, second)).statusCode).toBe(200);
    expect((await call('/api/v1/catalog/datasets', key, t.app)).statusCode).toBe(200);
    const revoked = await del(owner, `/api/api-keys/${apiKey.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await call('/api/v1/catalog/datasets', key, second)).json().error.code).toBe('API_KEY_INVALID');
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, apiKey.id))).map((a) => a.action);
    expect(actions.sort()).toEqual(['api_key.create', 'api_key.first_use', 'api_key.revoke']);
    const [firstUse] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, apiKey.id), eq(auditLog.action, 'api_key.first_use')));
    expect(firstUse).toMatchObject({ actorId: owner.id, actorEmail: `API key ${apiKey.prefix}` });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('are revoked by the team owner or their creator, not by another member', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const ownersKey = await newKey(owner);
    const matesKey = await newKey(mate);
    expect((await del(mate, `/api/api-keys/${ownersKey.apiKey.id}`)).statusCode).toBe(403);
    expect((await del(mate, `/api/api-keys/${matesKey.apiKey.id}`)).statusCode).toBe(200);
    const stranger = await person();
    expect((await del(stranger, `/api/api-keys/${ownersKey.apiKey.id}`)).statusCode).toBe(404);
    expect((await del(owner, `/api/api-keys/${ownersKey.apiKey.id}`)).statusCode).toBe(200);
  });
});

describe('a key acts for its maker', () => {
  const owned = (key: string) => call('/api/v1/datasets/owned', key);
  const listed = async (who: Person, keyId: string) =>
    (await who.client.get('/api/api-keys')).json<{ items: { id: string; revokedReason: string | null; creator: { id: string; isMember: boolean } | null }[] }>()
      .items.find((k) => k.id === keyId);

  it('stops, for good, the moment its maker is removed or leaves, and the owner sees why', async () => {
    const { owner } = await ownerWithTeam();
    const removed = await person();
    const leaving = await person();
    await joined(owner, removed);
    await joined(owner, leaving);
    await bought(owner, (await keysDatasets.storedDataset({ csv: 'id\n1\n' })).id);
    const removedKey = await newKey(removed);
    const leavingKey = await newKey(leaving);
    expect((await owned(removedKey.key)).json().data).toHaveLength(1);
    expect((await owned(leavingKey.key)).statusCode).toBe(200);

    expect((await del(owner, `/api/team/members/${removed.id}`)).statusCode).toBe(200);
    expect((await leaving.client.post('/api/team/leave', {})).statusCode).toBe(200);
    for (const key of [removedKey, leavingKey]) {
      const res = await call('/api/v1/datasets/owned', key.key, second);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('API_KEY_INVALID');
      expect(await listed(owner, key.apiKey.id)).toMatchObject({ revokedReason: 'creator_left', creator: { isMember: false } });
    }
    // Invited back, the member does not get the old key back.
    await joined(owner, removed);
    expect((await owned(removedKey.key)).statusCode).toBe(401);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, removedKey.apiKey.id), eq(auditLog.action, 'api_key.revoke')));
    expect(audited).toMatchObject([{ actorId: owner.id, after: { reason: 'creator_left' } }]);
  });

  it('stops when its maker deletes their account or joins another team', async () => {
    const { owner } = await ownerWithTeam();
    const deleting = await person();
    await joined(owner, deleting);
    const deletingKey = await newKey(deleting);
    expect((await deleting.client.post('/api/account/delete', { confirmEmail: deleting.email })).statusCode).toBe(204);
    expect((await owned(deletingKey.key)).statusCode).toBe(401);
    expect(await listed(owner, deletingKey.apiKey.id)).toMatchObject({ revokedReason: 'creator_left', creator: null });

    const mover = await person();
    const personalKey = await newKey(mover);
    expect((await owned(personalKey.key)).statusCode).toBe(200);
    await joined(owner, mover);
    expect((await owned(personalKey.key)).statusCode).toBe(401);
  });

  it('keeps working after its maker leaves once the owner or an admin took it over; a member cannot take one over', async () => {
    const { owner } = await ownerWithTeam();
    const admin = await person();
    const mate = await person();
    await joined(owner, admin, 'admin');
    await joined(owner, mate);
    const matesKey = await newKey(mate);
    const adminsKey = await newKey(admin);
    const refused = await mate.client.post(`/api/api-keys/${adminsKey.apiKey.id}/take-over`, {});
    expect(refused.statusCode).toBe(403);
    const taken = await admin.client.post(`/api/api-keys/${matesKey.apiKey.id}/take-over`, {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ createdBy: admin.id, creator: { id: admin.id, isMember: true }, revokedAt: null });
    expect((await del(owner, `/api/team/members/${mate.id}`)).statusCode).toBe(200);
    expect((await owned(matesKey.key)).statusCode).toBe(200);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, matesKey.apiKey.id), eq(auditLog.action, 'api_key.take_over')));
    expect(audited).toMatchObject([{ actorId: admin.id, before: { createdBy: mate.id }, after: { createdBy: admin.id } }]);
    // A stopped key stays stopped: it cannot be taken over back to life.
    expect((await del(owner, `/api/team/members/${admin.id}`)).statusCode).toBe(200);
    expect((await owned(adminsKey.key)).statusCode).toBe(401);
    expect((await owner.client.post(`/api/api-keys/${adminsKey.apiKey.id}/take-over`, {})).json().error.code).toBe('API_KEY_REVOKED');
  });

  it('is refused by the guard when its maker is not in its team, even if nothing revoked it', async () => {
    const owner = await person();
    const { key, apiKey } = await newKey(owner);
    const other = await ownerWithTeam();
    // A key left behind by some other path (a bug, a manual fix in the database) is still refused.
    await t.database.db.update(apiKeys).set({ teamId: other.teamId }).where(eq(apiKeys.id, apiKey.id));
    expect((await owned(key)).statusCode).toBe(401);
  });
});

describe('the hourly limit without Redis', () => {
  it('admits the plan-less team its 60 requests with the RateLimit headers, then 429 with Retry-After', async () => {
    const owner = await person();
    const { key, apiKey } = await newKey(owner);
    const first = await call('/api/v1/datasets/owned', key);
    expect(first.headers['ratelimit-limit']).toBe(String(NO_PLAN_API_REQUESTS_PER_HOUR));
    expect(first.headers['ratelimit-remaining']).toBe(String(NO_PLAN_API_REQUESTS_PER_HOUR - 1));
    expect(first.headers['ratelimit-policy']).toBe(`${NO_PLAN_API_REQUESTS_PER_HOUR};w=3600`);
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 1; i < NO_PLAN_API_REQUESTS_PER_HOUR; i++) expect((await call('/api/v1/datasets/owned', key)).statusCode).toBe(200);
    const over = await call('/api/v1/datasets/owned', key);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The usage chart's count: the admitted requests (counted after each answer).
    await expect.poll(async () => (await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, apiKey.id)))[0]?.requests)
      .toBe(NO_PLAN_API_REQUESTS_PER_HOUR);
    const usage = (await owner.client.get('/api/api-keys/usage')).json();
    expect(usage.items).toEqual([{ keyId: apiKey.id, day: new Date().toISOString().slice(0, 10), requests: NO_PLAN_API_REQUESTS_PER_HOUR }]);
    // This hour against the limit: the refused request used up nothing.
    expect(usage.thisHour).toMatchObject({ requests: NO_PLAN_API_REQUESTS_PER_HOUR, limit: NO_PLAN_API_REQUESTS_PER_HOUR });
    expect(usage.thisHour.resetSeconds).toBeGreaterThan(0);
  });
});

describe('lists paged by cursor', () => {
  it('the catalog search gives every dataset once across its pages', async () => {
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await dataset());
    const owner = await person();
    const { key } = await newKey(owner);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(`/api/v1/catalog/datasets?category=api-category&sort=price-low&limit=3${cursor ? `&cursor=${cursor}` : ''}`, key);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((d: { id: string }) => d.id));
      cursor = res.json().next_cursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect((await call('/api/v1/catalog/datasets?cursor=nonsense', key)).json().error.code).toBe('INVALID_CURSOR');
  });

  it("the team's datasets, newest first, each once", async () => {
    const owner = await person();
    const bought3 = [await dataset(), await dataset(), await dataset()];
    for (const d of bought3) await bought(owner, d);
    const { key } = await newKey(owner);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(`/api/v1/datasets/owned?limit=2${cursor ? `&cursor=${cursor}` : ''}`, key);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((d: { dataset: { id: string } }) => d.dataset.id));
      cursor = res.json().next_cursor;
    } while (cursor);
    expect(seen).toEqual([...bought3].reverse());
  });
});
