// Tells every instance that shared data changed, so per-process caches drop it at once: PostgreSQL LISTEN/NOTIFY on
// the database all instances share (in-process for embedded PGlite). A change published inside a transaction is
// delivered only if it commits.
//
// On PostgreSQL the feed listens on a connection of its own (application_name `datacsv-changes`). When that connection
// is lost (a server restart, an admin's pg_terminate_backend, a network cut) the feed tries again with exponential
// backoff, capped, until it listens again; it logs the loss, each failed attempt and the recovery. NOTIFYs sent while
// it was not listening are lost for good, so on listening again it tells every subscriber of every topic to drop what
// it holds (a "resync"). While it reconnects, this instance's caches may be stale: `status()` says so and
// `/api/ready` answers 503 (system.routes.ts).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';

export const CHANGE_TOPICS = ['catalog', 'content'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

const CHANNEL = 'datacsv_changes';
/** The listening connection's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'datacsv-changes';

/**
 * Why a handler runs: `change` for a change announced by some instance, `resync` when the feed listens again after
 * losing its connection (changes announced meanwhile were missed: drop everything).
 */
export type ChangeReason = 'change' | 'resync';

export interface ChangeFeedStatus {
  /** `idle` before start, `closed` after close; `reconnecting` from a lost connection until it listens again. */
  state: 'idle' | 'listening' | 'reconnecting' | 'closed';
  /** When the connection was lost, while reconnecting. */
  reconnectingSince: Date | null;
  /** Failed reconnection attempts since the connection was lost (0 while listening). */
  attempts: number;
  /** Times the feed listened again after a loss, since start. */
  recoveries: number;
}

export interface ReconnectBackoff {
  /** Wait before the first attempt; each further attempt waits twice the one before. */
  initialMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /** Each wait is shortened by up to this fraction at random, so instances do not all retry at once. */
  jitter: number;
}

/** 250 ms, 0.5 s, 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s; each up to 20% shorter at random. */
export const DEFAULT_BACKOFF: ReconnectBackoff = { initialMs: 250, maxMs: 30_000, jitter: 0.2 };

export interface ChangeFeedOptions {
  backoff?: Partial<ReconnectBackoff>;
  /** Where the feed listens, when not the database's own URL (a direct server URL when the pool goes through a pooler; tests). */
  url?: string;
}

/** The wait before reconnection attempt `attempt` (1 for the first). `random` is in [0, 1). */
export function reconnectDelay(attempt: number, backoff: ReconnectBackoff = DEFAULT_BACKOFF, random = Math.random()): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(base * (1 - backoff.jitter * random));
}

export interface ChangeFeed {
  /** Announces a change; with `tx`, only when that transaction commits. */
  publish(topic: ChangeTopic, tx?: Db): Promise<void>;
  subscribe(topic: ChangeTopic, handler: (reason: ChangeReason) => void): void;
  start(): Promise<void>;
  close(): Promise<void>;
  status(): ChangeFeedStatus;
}

export function createChangeFeed(database: Database, log: FastifyBaseLogger, options: ChangeFeedOptions = {}): ChangeFeed {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const handlers = new Map<ChangeTopic, ((reason: ChangeReason) => void)[]>();
  const deliver = (payload: string, reason: ChangeReason = 'change') => {
    for (const handler of handlers.get(payload as ChangeTopic) ?? []) {
      try { handler(reason); } catch (err) { log.error({ err, topic: payload, reason }, 'change handler failed'); }
    }
  };
  let status: ChangeFeedStatus = { state: 'idle', reconnectingSince: null, attempts: 0, recoveries: 0 };
  let stop: (() => Promise<void>) | null = null;

  async function listenOnServer(url: string) {
    const { default: pg } = await import('pg');
    let closed = false;
    let client: InstanceType<typeof pg.Client> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const listen = async () => {
      const c = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION_NAME });
      c.on('notification', (n) => { if (n.payload) deliver(n.payload); });
      // 'error' then 'end' for a terminated connection, 'end' alone for a clean close by the server: one loss each.
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c, new Error('connection ended')));
      try {
        await c.connect();
        await c.query(`LISTEN ${CHANNEL}`);
      } catch (err) {
        void c.end().catch(() => {});
        throw err;
      }
      return c;
    };

    const lost = (c: InstanceType<typeof pg.Client>, err: Error) => {
      if (closed || client !== c) return;
      client = null;
      void c.end().catch(() => {});
      status = { ...status, state: 'reconnecting', reconnectingSince: new Date(), attempts: 0 };
      log.warn({ err: err.message }, 'change feed: connection lost; caches may be stale until it listens again');
      retryLater();
    };

    const retryLater = () => {
      const delayMs = reconnectDelay(status.attempts + 1, backoff);
      timer = setTimeout(() => void reconnect(), delayMs);
      timer.unref();
      return delayMs;
    };

    const reconnect = async () => {
      timer = null;
      if (closed) return;
      const attempt = status.attempts + 1;
      let c: InstanceType<typeof pg.Client>;
      try {
        c = await listen();
      } catch (err) {
        if (closed) return;
        status = { ...status, attempts: attempt };
        const nextInMs = retryLater();
        log.warn({ err: (err as Error).message, attempt, nextInMs }, 'change feed: reconnection failed');
        return;
      }
      if (closed) { await c.end().catch(() => {}); return; }
      client = c;
      const downMs = Date.now() - (status.reconnectingSince?.getTime() ?? Date.now());
      status = { state: 'listening', reconnectingSince: null, attempts: 0, recoveries: status.recoveries + 1 };
      log.info({ attempt, downMs }, 'change feed: listening again; every cache is dropped (changes announced meanwhile were missed)');
      for (const topic of CHANGE_TOPICS) deliver(topic, 'resync');
    };

    client = await listen();
    status = { ...status, state: 'listening' };
    return async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  }

  return {
    async publish(topic, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async start() {
      if (database.raw.driver === 'pglite') {
        // In the process: nothing to lose.
        stop = await database.raw.client.listen(CHANNEL, (payload) => deliver(payload));
        status = { ...status, state: 'listening' };
      } else {
        stop = await listenOnServer(options.url ?? database.raw.url);
      }
    },
    async close() {
      await stop?.();
      stop = null;
      status = { ...status, state: 'closed', reconnectingSince: null };
    },
    status: () => ({ ...status }),
  };
}
