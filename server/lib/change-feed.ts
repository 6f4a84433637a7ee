// Tells every instance that shared data changed, so per-process caches drop it at once: PostgreSQL LISTEN/NOTIFY on
// the database all instances share (in-process for embedded PGlite). A change published inside a transaction is
// delivered only if it commits.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';

export const CHANGE_TOPICS = ['catalog', 'content'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

const CHANNEL = 'datacsv_changes';

export interface ChangeFeed {
  /** Announces a change; with `tx`, only when that transaction commits. */
  publish(topic: ChangeTopic, tx?: Db): Promise<void>;
  subscribe(topic: ChangeTopic, handler: () => void): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createChangeFeed(database: Database, log: FastifyBaseLogger): ChangeFeed {
  const handlers = new Map<ChangeTopic, (() => void)[]>();
  const deliver = (payload: string) => {
    for (const handler of handlers.get(payload as ChangeTopic) ?? []) {
      try { handler(); } catch (err) { log.error({ err, topic: payload }, 'change handler failed'); }
    }
  };
  let stop: (() => Promise<void>) | null = null;

  async function listenOnServer(url: string) {
    const { default: pg } = await import('pg');
    let closed = false;
    let client: InstanceType<typeof pg.Client> | null = null;
    const connect = async (): Promise<void> => {
      if (closed) return;
      const c = new pg.Client({ connectionString: url, application_name: 'datacsv-changes' });
      c.on('notification', (n) => { if (n.payload) deliver(n.payload); });
      c.on('error', (err) => {
        log.warn({ err: err.message }, 'change feed connection lost; reconnecting');
        // Whatever changed while disconnected was missed: drop every cache once the listener is back.
        void c.end().catch(() => {});
        setTimeout(() => void connect().then(() => CHANGE_TOPICS.forEach(deliver)).catch(() => {}), 1000).unref();
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    };
    await connect();
    return async () => { closed = true; await client?.end().catch(() => {}); };
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
        const unlisten = await database.raw.client.listen(CHANNEL, deliver);
        stop = unlisten;
      } else {
        stop = await listenOnServer(database.raw.url);
      }
    },
    async close() {
      await stop?.();
      stop = null;
    },
  };
}
