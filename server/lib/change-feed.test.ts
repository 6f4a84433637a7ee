// The change feed: its reconnection backoff, and on PostgreSQL a listening connection dropped twice that listens again
// each time, tells subscribers to resync, delivers NOTIFYs again, and that /api/ready reports while it reconnects.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { capturedLog, freshDatabase, TEST_ENCRYPTION_KEY, TEST_SECRET } from '../test/harness';
import { CHANGE_FEED_APPLICATION_NAME, DEFAULT_BACKOFF, reconnectDelay, type ChangeReason } from './change-feed';
import { openStorage } from './open-storage';

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('reconnection backoff', () => {
  it('doubles from 250 ms up to 30 s, each wait up to 20% shorter at random', () => {
    const longest = Array.from({ length: 10 }, (_, i) => reconnectDelay(i + 1, DEFAULT_BACKOFF, 0));
    expect(longest).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    const shortest = Array.from({ length: 10 }, (_, i) => reconnectDelay(i + 1, DEFAULT_BACKOFF, 0.999999));
    expect(shortest).toEqual([200, 400, 800, 1600, 3200, 6400, 12800, 24000, 24000, 24000]);
    expect(reconnectDelay(1000, DEFAULT_BACKOFF, 0)).toBe(30000);
  });
});

/** A TCP door to PostgreSQL that can refuse new connections (closing them at once), as a server that is down does. */
async function startGate(target: URL) {
  let refusing = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (refusing) { socket.destroy(); return; }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(socket).add(upstream);
    const done = () => { socket.destroy(); upstream.destroy(); sockets.delete(socket); sockets.delete(upstream); };
    socket.on('error', done).on('close', done);
    upstream.on('error', done).on('close', done);
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    refuse(on: boolean) { refusing = on; },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!serverUrl)('change feed on PostgreSQL', () => {
  it('listens again after its connection is dropped, twice: resyncs, delivers NOTIFYs again, /api/ready says so meanwhile', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(drop);
    if (database.raw.driver !== 'postgres') throw new Error('expected PostgreSQL');
    const dbUrl = new URL(database.raw.url);
    const gate = await startGate(dbUrl);
    cleanups.push(() => gate.close());
    const feedUrl = new URL(dbUrl);
    feedUrl.hostname = '127.0.0.1';
    feedUrl.port = String(gate.port);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'datacsv-test-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
    const storage = await openStorage({ s3: config.s3, dir: path.join(dataDir, 'files') });
    const log = capturedLog();
    const app: FastifyInstance = await buildApp({
      config, database, storage, authSecret: TEST_SECRET, encryptionKey: TEST_ENCRYPTION_KEY, logger: log.logger,
      // Short waits keep the test fast; the schedule itself is tested above.
      changeFeed: { url: feedUrl.toString(), backoff: { initialMs: 10, maxMs: 40 } },
    });
    await app.ready();
    cleanups.push(() => app.close());

    const heard: ChangeReason[] = [];
    app.changes.subscribe('catalog', (reason) => heard.push(reason));
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: database.raw.url });
    await other.connect();
    cleanups.push(() => other.end());
    const notifyFromAnotherInstance = () => other.query(`select pg_notify('datacsv_changes', 'catalog')`);
    const dropFeedConnection = async () => {
      const { rows } = await other.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1 and datname = current_database()',
        [CHANGE_FEED_APPLICATION_NAME],
      );
      expect(rows).toEqual([{ done: true }]);
    };
    const ready = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      return { statusCode: res.statusCode, body: res.json() };
    };
    const logged = (msg: string) => log.lines.filter((l) => (JSON.parse(l) as { msg: string }).msg.startsWith(msg)).length;

    expect(await ready()).toMatchObject({ statusCode: 200, body: { status: 'ready', checks: { changeFeed: 'ok' } } });
    await notifyFromAnotherInstance();
    await expect.poll(() => heard).toEqual(['change']);

    // First drop: the database refuses the feed for a while, so attempts fail and the instance says it is not ready.
    gate.refuse(true);
    await dropFeedConnection();
    await expect.poll(() => app.changes.status().attempts).toBeGreaterThanOrEqual(3);
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable', checks: { database: 'ok', changeFeed: 'reconnecting' },
      changeFeed: { reconnectingSince: expect.any(String), attempts: expect.any(Number) },
    });
    expect(down.body.changeFeed.attempts).toBeGreaterThanOrEqual(3);
    expect(app.changes.status().state).toBe('reconnecting');
    expect(logged('change feed: connection lost')).toBe(1);
    expect(logged('change feed: reconnection failed')).toBeGreaterThanOrEqual(3);

    gate.refuse(false);
    await expect.poll(() => app.changes.status().state).toBe('listening');
    expect(heard).toEqual(['change', 'resync']);
    expect(logged('change feed: listening again')).toBe(1);
    const up = await ready();
    expect(up).toMatchObject({ statusCode: 200, body: { status: 'ready', checks: { changeFeed: 'ok' } } });
    expect(up.body.changeFeed).toBeUndefined();
    await notifyFromAnotherInstance();
    await expect.poll(() => heard).toEqual(['change', 'resync', 'change']);

    // Second drop: it reconnects at its first attempt, resyncs, and hears the next change.
    await dropFeedConnection();
    await expect.poll(() => app.changes.status().recoveries).toBe(2);
    expect(heard).toEqual(['change', 'resync', 'change', 'resync']);
    expect(logged('change feed: connection lost')).toBe(2);
    expect(logged('change feed: listening again')).toBe(2);
    expect(app.changes.status()).toMatchObject({ state: 'listening', attempts: 0, reconnectingSince: null });
    expect((await ready()).statusCode).toBe(200);
    await notifyFromAnotherInstance();
    await expect.poll(() => heard).toEqual(['change', 'resync', 'change', 'resync', 'change']);
  });
});
