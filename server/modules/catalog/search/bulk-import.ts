// A bulk import of datasets (a first load, a migration from another marketplace, a benchmark's catalog) keeps search
// current through the same triggers as any write, but not through the same index maintenance: each new row would be
// inserted into dataset_search's secondary indexes (the documents' GIN index, one per sort order) one entry at a time, at random places, and once those indexes
// outgrow the buffer cache every entry costs a page read and a full-page write, so the import slows as the table grows
// (bench/RESULTS.md, "Writes"). Built again after the load, each index is one sort of the whole table: at 1,000,000
// datasets 2 s a B-tree and 11 s the documents' GIN index, whether maintenance_work_mem is 64MB or 256MB.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * Runs `load` (the import's INSERT statements) in one transaction with dataset_search's secondary indexes dropped,
 * and builds them again from their own definitions before it commits; a failed load rolls everything back, indexes
 * included. Searches wait for the transaction (the drop locks the table): for loads, not for an admin's edits.
 */
export async function importInBulk<T>(db: Db, load: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; definition: string }>(await tx.execute(sql`
      select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'dataset_search'::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`));
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${name}`));
    const loaded = await load(tx);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    await tx.execute(sql`analyze dataset_search`);
    return loaded;
  });
}
