// The data API's hourly limits with REDIS_URL: one count for the team across every instance, exact under concurrency.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLAN_API_REQUESTS_PER_HOUR } from '../../../common/plans';
import { createTestApp, signUp, type TestContext } from '../../test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try { await probe.connect(); await probe.ping(); return true; } catch { return false; } finally { probe.disconnect(); }
})();
// As in auth/rate-limit-redis.test.ts: skipped without a Redis on a developer's machine, required under CI=true.
const requiredByCi = process.env.CI === 'true';

let t: TestContext | undefined;
let redis: Redis | undefined;
afterAll(async () => {
  await t?.close();
  redis?.disconnect();
});

describe.skipIf(!reachable && !requiredByCi)('the data API\'s limits in Redis', () => {
  beforeAll(() => {
    if (!reachable) throw new Error(`CI=true but Redis does not answer at ${REDIS_URL}: .ci/run starts it (redis-server), or set REDIS_URL`);
  });

  it('admit exactly the plan-less team\'s 60 of 100 concurrent requests split over two instances', async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    // Each test database makes new team and key ids, so the counters (named after them) are this run's alone.
    t = await createTestApp({}, { redis });
    const other = await t.anotherInstance();
    const { client } = await signUp(t.app);
    const created = await client.post('/api/api-keys', { name: 'load', scopes: ['datasets:read'] });
    const { key } = created.json<{ key: string }>();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      (i % 2 ? other : t!.app).inject({ method: 'GET', url: '/api/v1/datasets/owned', headers: { authorization: `Bearer ${key}` } })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(NO_PLAN_API_REQUESTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - NO_PLAN_API_REQUESTS_PER_HOUR);
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBe(String(NO_PLAN_API_REQUESTS_PER_HOUR));
      if (a.statusCode === 429) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Either instance's usage page reads the one shared count for this hour.
    for (const app of [t.app, other]) {
      const usage = await app.inject({ method: 'GET', url: '/api/api-keys/usage', headers: { cookie: client.cookieHeader() } });
      expect(usage.json().thisHour).toMatchObject({ requests: NO_PLAN_API_REQUESTS_PER_HOUR, limit: NO_PLAN_API_REQUESTS_PER_HOUR });
    }
  });
});
