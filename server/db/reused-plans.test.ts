import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { limitNamedStatements, NAMED_PER_CONNECTION, withReusedPlans } from './reused-plans';
import { rowsOf } from './rows';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('reused plans on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const cleanup of cleanups.splice(0)) await cleanup(); });

  /** A pool of one connection, so every statement and its bookkeeping are on the same backend. */
  async function oneConnection(): Promise<Database> {
    const before = process.env.PG_POOL_MAX;
    process.env.PG_POOL_MAX = '1';
    try {
      const database = await openDatabase({ url: serverUrl });
      cleanups.push(() => database.close());
      return database;
    } finally {
      if (before === undefined) delete process.env.PG_POOL_MAX;
      else process.env.PG_POOL_MAX = before;
    }
  }

  it('prepares a statement once and runs it with each value, a plan kept from its sixth run', async () => {
    const database = await oneConnection();
    const db = withReusedPlans(database);
    const doubled = [];
    for (let n = 1; n <= 8; n++) doubled.push(rowsOf<{ n: number }>(await db.execute(sql`select ${n}::int * 2 as n`))[0]!.n);
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    const prepared = rowsOf<{ runs: number; generic: number }>(await database.db.execute(sql`
      select (generic_plans + custom_plans)::int as runs, generic_plans::int as generic
      from pg_prepared_statements where statement like 'select $1::int * 2%'`));
    expect(prepared).toEqual([{ runs: 8, generic: 3 }]);
  });

  it('leaves the rest of the database API as it is', async () => {
    const database = await oneConnection();
    const db = withReusedPlans(database);
    const inTransaction = await db.transaction(async (tx) => rowsOf<{ one: number }>(await tx.execute(sql`select 1 as one`)));
    expect(inTransaction).toEqual([{ one: 1 }]);
    expect(rowsOf(await database.db.execute(sql`select name from pg_prepared_statements`))).toEqual([]);
  });

  it('keeps the most recently used named statements of a connection and prepares an evicted one again', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    cleanups.push(() => pool.end());
    limitNamedStatements(pool, 3);
    // node-postgres warns (once a process) when a query is queued on a client busy with another: pg@9 rejects it.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => { warnings.push(warning.message); };
    process.on('warning', onWarning);
    cleanups.push(async () => { process.off('warning', onWarning); });
    const run = async (k: number) => (await pool.query({ name: `s${k}`, text: `select $1::int + ${k} as n`, values: [10] })).rows[0].n;
    const answers = [];
    for (const k of [1, 2, 3, 1, 4, 5, 2]) answers.push(await run(k));
    expect(answers).toEqual([11, 12, 13, 11, 14, 15, 12]);
    const kept = (await pool.query('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);
    expect(kept).toEqual(['s2', 's4', 's5']);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});

describe('reused plans on PGlite', () => {
  let database: Database;
  beforeAll(async () => { database = await openDatabase({}); });
  afterAll(() => database.close());
  const prepared = async () => rowsOf<{ statement: string; runs: number }>(await database.db.execute(sql`
    select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by prepare_time`));

  it('prepares a statement once and runs it with each value, answering as the database does without it', async () => {
    const db = withReusedPlans(database);
    const shape = (n: number) => sql`select ${n}::int * 2 as n, ${sql.param([`a${n}`, 'b'])}::text[] as words,
      ${sql.param([true, n > 4])}::bool[] as flags, ${null}::text as nothing, ${'2026-11-30T10:00:00Z'}::timestamptz as at,
      ${JSON.stringify({ n })}::jsonb as doc`;
    for (let n = 1; n <= 8; n++) expect(rowsOf(await db.execute(shape(n)))).toEqual(rowsOf(await database.db.execute(shape(n))));
    expect((await prepared()).filter((p) => p.statement.startsWith('select $1::int * 2'))).toMatchObject([{ runs: 8 }]);
  });

  it('shares the statements of one session between wrappers, and waits for a transaction in progress', async () => {
    await database.db.execute(sql`create table if not exists reused_plans_t (n int)`);
    const [a, b] = [withReusedPlans(database), withReusedPlans(database)];
    const count = sql`select count(*)::int as n from reused_plans_t`;
    expect(rowsOf(await a.execute(count))).toEqual([{ n: 0 }]);
    let inserted!: () => void;
    const open = new Promise<void>((resolve) => { inserted = resolve; });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into reused_plans_t values (1)`);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      tx.rollback();
    }).catch(() => 'rolled back');
    await open;
    // Run inside the open transaction, it would count the row the transaction then rolls back; it runs after instead.
    expect(rowsOf(await b.execute(count))).toEqual([{ n: 0 }]);
    expect(await transaction).toBe('rolled back');
    expect((await prepared()).filter((p) => p.statement.startsWith('select count(*)'))).toMatchObject([{ runs: 2 }]);
  });

  it('keeps the most recently used statements and prepares a closed one again', async () => {
    const db = withReusedPlans(database);
    const nth = (k: number, n: number) => sql`select ${n}::int + ${sql.raw(String(k))} as n`;
    for (let k = 0; k <= NAMED_PER_CONNECTION; k++) expect(rowsOf(await db.execute(nth(k, 1)))).toEqual([{ n: k + 1 }]);
    const kept = await prepared();
    expect(kept).toHaveLength(NAMED_PER_CONNECTION);
    expect(kept.some((p) => p.statement === 'select $1::int + 0 as n')).toBe(false);
    expect(rowsOf(await db.execute(nth(0, 5)))).toEqual([{ n: 5 }]);
    expect((await prepared()).some((p) => p.statement === 'select $1::int + 0 as n')).toBe(true);
  });
});
