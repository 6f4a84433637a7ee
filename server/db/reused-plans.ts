// Statements run many times in a few shapes (the catalog search's: the same SQL text with other values), prepared
// once per connection under a name: on PostgreSQL per pool connection, on PGlite in its one session (pgliteExecute).
// PostgreSQL then parses and rewrites each shape once, and from its sixth run keeps one generic plan when it estimates
// that costs no more than planning anew (its default plan_cache_mode, auto). Planning was a third of a search's
// database time when every scan of dataset_search weighed its twenty-odd indexes (the planned design's, removed in
// migration 0029).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The named statements one connection keeps, the least recently used deallocated past this: a search shape's parse
 * tree and plans take about 200 kB of the backend's memory.
 */
export const NAMED_PER_CONNECTION = 64;

/** Our databases are opened without a casing option, so a default dialect writes the same SQL as theirs. */
const dialect = new PgDialect();

/**
 * Columns of these types come back as PostgreSQL's text, as Drizzle's node-postgres driver returns them from
 * `execute` (timestamps, dates, intervals and their arrays), not as node-postgres would parse them.
 */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);

/** `Database['raw']`, as far as this reads it (client.ts imports this module). */
type RawClient = { driver: 'pglite'; client: PGlite } | { driver: 'postgres' };

/**
 * `database.db` whose `execute` runs each statement as a named prepared statement (the rest of its API unchanged): of
 * node-postgres on a server, of PGlite's wire protocol embedded (pgliteExecute).
 */
export function withReusedPlans<D extends { execute: unknown }>(database: { db: D; raw: RawClient }): D {
  const { db, raw } = database;
  if (raw.driver === 'pglite') return Object.assign(Object.create(db) as D, { execute: pgliteExecute(raw.client) });
  // Drizzle's public handle on the client it was given: our pool.
  const pool = (db as D & { $client: pg.Pool }).$client;
  // node-postgres is loaded as client.ts loads it, when first needed, and once: an import() on every statement went
  // through the module loader each time (under tsx, as the benchmarks run the server, a message to its loader thread:
  // a tenth of the server's CPU at 8 connections, 100,000 broker).
  let typeParsers: Promise<pg.CustomTypesConfig> | undefined;
  const types = () => (typeParsers ??= import('pg').then(({ default: pgModule }) => ({
    getTypeParser: (id: number, format?: string) => (AS_TEXT.has(id) ? (value: string) => value : pgModule.types.getTypeParser(id, format as 'text')),
  })));
  const execute = async (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    return pool.query({ name, text, values: params, types: await types() });
  };
  return Object.assign(Object.create(db) as D, { execute });
}

/** By PGlite client: statement text → its name there and its parameters' types, the least recently used first. */
const preparedOn = new WeakMap<PGlite, Map<string, { name: string; paramTypes: number[] }>>();
let preparedCount = 0;

/**
 * PGlite's `query` sends a statement as six messages of the wire protocol, each a call into its WebAssembly PostgreSQL,
 * and plans it every time: 0.4 ms for `select 1`, 0.8 for a lookup by slug. Prepared once under a name, a statement is
 * then one call (bind, describe, execute, sync) on its kept plan: 0.1 and 0.23 ms. The names are kept as on a server
 * connection (NAMED_PER_CONNECTION, the least recently used closed past it); the results are parsed as Drizzle's
 * PGlite driver parses `execute`'s.
 */
function pgliteExecute(client: PGlite, limit = NAMED_PER_CONNECTION) {
  const pglite = import('@electric-sql/pglite');
  // The client's session holds the statements, whichever of its wrappers prepared them.
  const named = preparedOn.get(client) ?? preparedOn.set(client, new Map()).get(client)!;
  // Merged once: given its own parsers with each result, PGlite's parseResults copies every type's (a tenth of a
  // search's CPU).
  let parsers: PGlite['parsers'] | undefined;
  return async (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const { protocol: { serialize }, parse } = await pglite;
    const send = (messages: Uint8Array[]) => client.execProtocol(concatenated([...messages, serialize.sync()]), { syncToFs: false });
    await client._checkReady();
    // As PGlite's own query: never inside another caller's transaction, and one statement at a time.
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(async () => {
      let statement = named.get(text);
      if (statement) named.delete(text);
      else {
        const closing = named.size >= limit ? named.entries().next().value! : null;
        if (closing) named.delete(closing[0]);
        const name = `q${++preparedCount}`;
        const described = await send([
          ...(closing ? [serialize.close({ type: 'S', name: closing[1].name })] : []),
          serialize.parse({ name, text }), serialize.describe({ type: 'S', name }),
        ]);
        // The parameters' types, to write each value as PGlite's query does.
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
      }
      named.set(text, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await send([
        serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}),
      ]);
      parsers ??= { ...client.parsers, ...Object.fromEntries([...AS_TEXT].map((id) => [id, (value: string) => value])) };
      return parse.parseResults(messages, parsers, { rowMode: 'object' })[0]!;
    }));
  };
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * Keeps each new connection of `pool` to NAMED_PER_CONNECTION named statements: one more deallocates the least
 * recently used. A pool lends a connection to one caller at a time, so nothing else is queued on it when that happens.
 * node-postgres sends a name's text only the first time the connection sees it; a name used again after it was
 * deallocated is therefore prepared again in SQL (PREPARE, same text and parameters) before node-postgres binds it.
 * Those statements run one after the other, before the caller's: node-postgres deprecates queueing a query on a client
 * busy with another (pg@9 removes it), and an eviction is rare (17 in 5,955 statements of six search mixes).
 */
export function limitNamedStatements(pool: pg.Pool, limit = NAMED_PER_CONNECTION): void {
  pool.on('connect', (client) => {
    const named = new Map<string, true>(); // on the server now, least recently used first
    const sent = new Set<string>(); // names node-postgres has parsed on this connection, which it will not parse again
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const { name, text } = typeof config === 'object' && config !== null ? config as { name?: string; text?: string } : {};
      const before: string[] = [];
      if (name && text) {
        if (!named.delete(name)) {
          if (named.size >= limit) {
            const oldest = named.keys().next().value!;
            named.delete(oldest);
            before.push(`deallocate "${oldest}"`);
          }
          // The same text parsed before; were it to fail now (the schema changed), so does the statement below.
          if (sent.has(name)) before.push(`prepare "${name}" as ${text}`);
          sent.add(name);
        }
        named.set(name, true);
      }
      if (before.length === 0) return query(config, ...rest);
      const ready = (async () => { for (const statement of before) await query(statement).catch(() => {}); })();
      return ready.then(() => query(config, ...rest));
    };
  });
}
