// Rate limits with REDIS_URL: shared by every server instance, and paused (not failing requests) while Redis is down.
import { Redis, type RedisOptions } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try { await probe.connect(); await probe.ping(); return true; } catch { return false; } finally { probe.disconnect(); }
})();

const contexts: TestContext[] = [];
const clients: Redis[] = [];
afterAll(async () => {
  for (const t of contexts) await t.close();
  for (const r of clients) r.disconnect();
});

function redisClient(url: string, opts: RedisOptions = {}) {
  const r = new Redis(url, { maxRetriesPerRequest: 1, ...opts });
  r.on('error', () => {});
  clients.push(r);
  return r;
}
const signInFrom = (t: TestContext, remoteAddress: string) => new Client(t.app).request({
  method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nobody@example.com', password: 'x1234567' }, remoteAddress,
});

// Skipped without a Redis on a developer's machine; under CI=true (.ci/run, which starts Redis) they must run, so an
// unreachable Redis fails them there instead of skipping them silently.
const requiredByCi = process.env.CI === 'true';

describe.skipIf(!reachable && !requiredByCi)('rate limits in Redis', () => {
  beforeAll(() => {
    if (!reachable) throw new Error(`CI=true but Redis does not answer at ${REDIS_URL}: .ci/run starts it (redis-server), or set REDIS_URL`);
  });

  it('are shared by two server instances', async () => {
    const [a, b] = [await createTestApp({}, { redis: redisClient(REDIS_URL) }), await createTestApp({}, { redis: redisClient(REDIS_URL) })];
    contexts.push(a, b);
    const address = `10.77.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
    for (let i = 0; i < 5; i++) expect((await signInFrom(a, address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signInFrom(b, address)).statusCode).toBe(401);
    const limited = await signInFrom(a, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('let requests through instead of failing them', async () => {
    // A port nobody listens on; no offline queue, so every command fails at once.
    const t = await createTestApp({}, { redis: redisClient('redis://127.0.0.1:1', { enableOfflineQueue: false, retryStrategy: () => null }) });
    contexts.push(t);
    const res = await signInFrom(t, '10.78.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).not.toBe('INTERNAL');
  });
});
