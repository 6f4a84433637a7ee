// What an operator relies on: readiness that tells a load balancer the truth, Prometheus metrics behind a token, and a
// shutdown that finishes what it started (an in-flight download) while refusing new connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { datasetFiles } from '../../db/schema';
import { drainAndClose } from '../../lib/shutdown';
import { ADMIN_ENV, buy, catalogBasics, storedDataset } from '../../test/admin-fixtures';
import { createTestApp, signUp, type TestContext } from '../../test/harness';
import { startS3Server } from '../../test/s3-server';

// Each test closes what it opened: an app left open keeps its job and change-feed loops polling the database beside
// the next test (on a busy CI machine that pushed a 3 s test past 30 s).
const contexts: TestContext[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const t of contexts.splice(0)) await t.close();
  for (const c of cleanups.splice(0)) await c();
});
async function app(env: Record<string, string> = {}, deps: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(env, deps);
  contexts.push(t);
  return t;
}

describe('GET /api/ready', () => {
  it('is ready when the database and storage answer (Redis not configured)', async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'not configured', changeFeed: 'ok', searchIndex: 'ok' } });
  });

  it('answers 503 naming what is down: an S3 bucket that is gone, an unreachable Redis', async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    cleanups.push(() => redis.disconnect());
    const t = await app({ ...s3.env, S3_BUCKET: 'bucket-that-was-deleted' }, { redis });
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed', redis: 'failed', changeFeed: 'ok', searchIndex: 'ok' } });
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await app();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers Prometheus text to the bearer of the token only: latency by route, job queues, payments', async () => {
    const token = 'metrics-token-0123456789';
    const t = await app({ ...ADMIN_ENV, METRICS_TOKEN: token });
    const buyer = await signUp(t.app);
    const dataset = await storedDataset(t.app, await catalogBasics(t.database.db));
    await buy(buyer.client, [dataset.id]);
    await t.app.inject({ method: 'GET', url: `/api/datasets/${dataset.slug}` });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/no-such-thing-${i}` });

    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789x' } })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/datasets\/:slug",status_code="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/checkout",status_code="201"\} 1/);
    // Unknown URLs share one series, whatever a scanner tries.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 3/);
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/job_queue_jobs\{queue="payments.reconcile",state="dead_lettered"\} 0/);
    expect(text).toMatch(/payment_events_total\{outcome="paid"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    if (t.database.driver === 'postgres') expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
  });
});

describe('graceful shutdown', () => {
  /** A listening app with a purchased dataset whose file is `mb` megabytes, and the buyer's download URL and cookie. */
  async function downloadInFlight(mb: number) {
    const t = await app(ADMIN_ENV);
    const dataset = await storedDataset(t.app, await catalogBasics(t.database.db));
    const [file] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, dataset.id));
    const line = `${'x'.repeat(1023)}\n`;
    const { bytes } = await t.app.storage.put(file!.storageKey, Readable.from(Array.from({ length: mb * 1024 }, () => line)));
    await t.database.db.update(datasetFiles).set({ bytes }).where(eq(datasetFiles.datasetId, dataset.id));
    const buyer = await signUp(t.app);
    const order = await buy(buyer.client, [dataset.id]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A slow client: it reads the first chunk, then pauses.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: `/api/downloads/${order.downloads[0]!.id}/file`, headers: { cookie: buyer.client.cookieHeader() } }, resolve).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    const first = await new Promise<Buffer>((resolve) => response.once('data', resolve));
    response.pause();
    return { t, port, bytes, response, first };
  }

  it('finishes a download in flight, refuses new connections meanwhile, and reports not ready', async () => {
    const { t, port, bytes, response, first } = await downloadInFlight(8);
    const drain = drainAndClose(t.app, { timeoutMs: 10_000, release: async () => {} });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().status).toBe('shutting down');
    await new Promise((r) => setTimeout(r, 100));
    const refused = await new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/health' }, () => resolve('answered')).on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    let received = first.length;
    response.on('data', (chunk: Buffer) => { received += chunk.length; });
    response.resume();
    await new Promise((r) => response.once('end', r));
    expect(received).toBe(bytes);
    expect(await drain).toBe('drained');
    // A fresh app and an 8 MB stored file: seconds alone, over 30 s beside the browser journeys (scripts/test.mjs).
  }, 90_000);

  it('gives up at the deadline when a client never finishes', async () => {
    const { t, response } = await downloadInFlight(8);
    expect(await drainAndClose(t.app, { timeoutMs: 500, release: async () => {} })).toBe('timed out');
    response.destroy();
  }, 90_000);
});
