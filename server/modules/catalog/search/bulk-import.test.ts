// A bulk import through importInBulk leaves the search as the triggers alone would: every index of dataset_search
// back with its own definition, every row and stem count written; a failed import leaves nothing, indexes included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { generatedCatalog } from '../../../seed/generated-catalogs';
import { freshDatabase } from '../../../test/harness';
import { importInBulk } from './bulk-import';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
}, 60_000);
afterAll(() => drop?.());

const indexesOf = async (db: Database['db']) => rowsOf<{ name: string; definition: string }>(await db.execute(sql`
  select indexname as name, indexdef as definition from pg_indexes where tablename = 'dataset_search' order by indexname`));

/** Each stem's document count as the triggers keep it, beside the count over dataset_search's documents as they are. */
const stemCountsApart = async (db: Database['db']) => rowsOf<{ lexeme: string }>(await db.execute(sql`
  with counted as (select lexeme, count(*)::int as doc_count from dataset_search, unnest(tsvector_to_array(doc)) as lexeme group by lexeme)
  select coalesce(c.lexeme, l.lexeme) as lexeme from counted c
  full join (select * from search_lexemes where doc_count <> 0) l on l.lexeme = c.lexeme
  where c.doc_count is distinct from l.doc_count`));

it('rolls a failed import back whole: no datasets, no search rows, every index still there', async () => {
  const db = database.db;
  const before = await indexesOf(db);
  const failed = importInBulk(db, async (tx) => {
    await generatedCatalog('broker').insert(tx, 300);
    throw new Error('the source file ends mid-row');
  });
  await expect(failed).rejects.toThrow('the source file ends mid-row');
  expect(await indexesOf(db)).toEqual(before);
  const [counts] = rowsOf<{ datasets: number; searched: number }>(await db.execute(sql`
    select (select count(*)::int from datasets) as datasets, (select count(*)::int from dataset_search) as searched`));
  expect(counts).toEqual({ datasets: 0, searched: 0 });
});

it('writes every search row and stem count, and builds every index again as it was defined', async () => {
  const db = database.db;
  const before = await indexesOf(db);
  // The documents' GIN index, changed_xid's and the four sort orders', and the key.
  expect(before.length).toBe(7);
  const imported = await importInBulk(db, async (tx) => {
    // Dropped for the load: the statements inside see dataset_search with its key alone.
    const during = await indexesOf(tx);
    await generatedCatalog('broker').insert(tx, 3_000);
    return during.map((index) => index.name);
  });
  expect(imported).toEqual(['dataset_search_pkey']);
  expect(await indexesOf(db)).toEqual(before);
  const [counts] = rowsOf<{ datasets: number; searched: number }>(await db.execute(sql`
    select (select count(*)::int from datasets where active) as datasets, (select count(*)::int from dataset_search) as searched`));
  expect(counts!.searched).toBe(3_000);
  expect(counts!.datasets).toBe(3_000);
  expect(await stemCountsApart(db)).toEqual([]);
  // The rebuilt indexes answer: a stem's documents read through the GIN index are as many as its count says.
  const [stem] = rowsOf<{ lexeme: string; doc_count: number }>(await db.execute(sql`
    select lexeme, doc_count from search_lexemes where lexeme !~ '[=>]' and doc_count between 10 and 2000 order by lexeme limit 1`));
  const indexed = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`
      explain select count(*) from dataset_search where doc @@ ${stem!.lexeme}::tsquery`)).map((row) => row['QUERY PLAN']).join('\n');
    const [found] = rowsOf<{ count: number }>(await tx.execute(sql`
      select count(*)::int as count from dataset_search where doc @@ ${stem!.lexeme}::tsquery`));
    return { plan, count: found!.count };
  });
  expect(indexed.plan).toContain('dataset_search_doc_idx');
  expect(indexed.count).toBe(stem!.doc_count);
});
