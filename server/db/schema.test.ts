// The database itself guards the invariants, whatever the code above it does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import { freshDatabase } from '../test/harness';
import type { Database } from './client';
import { rowsOf } from './rows';
import {
  cartItems, categories, contentItems, datasetSearch, datasets, importedLeads, providers, searchLexemes, searchTerms, userBalances, users, wishlistItems,
} from './schema';

let database: Database;
let drop: () => Promise<void>;
let userId: string;
let datasetId: string;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const db = database.db;
  userId = (await db.insert(users).values({ name: 'A B', email: 'a@b.test' }).returning({ id: users.id }))[0]!.id;
  const [cat] = await db.insert(categories).values({ name: 'Auto', slug: 'auto' }).returning();
  const [prov] = await db.insert(providers).values({ name: 'P', slug: 'p' }).returning();
  datasetId = (await db.insert(datasets).values({
    title: 'Texas Auto Leads', slug: 'texas-auto', description: 'd', categoryId: cat!.id, providerId: prov!.id, priceCents: 1000, tags: ['auto', 'texas'],
  }).returning({ id: datasets.id }))[0]!.id;
});
afterAll(async () => { await drop(); });

const rejects = (p: PromiseLike<unknown>) => expect(Promise.resolve(p)).rejects.toThrow();

describe('database invariants', () => {
  it('never lets a balance go negative', async () => {
    await database.db.insert(userBalances).values({ userId, balanceCents: 500 });
    await rejects(database.db.update(userBalances).set({ balanceCents: sql`${userBalances.balanceCents} - 501` }));
  });

  it('never keeps a charged lead without the transaction that charged it (charge_xid, the data API\'s order)', async () => {
    const lead = { userId, sourcePlatform: 'api', leadData: {}, status: 'delivered' as const, chargedAt: new Date() };
    await rejects(database.db.insert(importedLeads).values(lead));
    await database.db.insert(importedLeads).values({ ...lead, chargeXid: sql`pg_current_xact_id()::text::bigint` });
    await database.db.delete(importedLeads).where(eq(importedLeads.userId, userId));
  });

  it('backfilled leads charged before charge_xid (migration 0027) below every transaction id, in charge order', async () => {
    const backfill = readFileSync(path.join(migrationsFolder, '0027_lead_charge_xid.sql'), 'utf8')
      .split('--> statement-breakpoint').map((s) => s.replace(/^--.*$/gm, '').trim()).find((s) => s.startsWith('UPDATE'))!;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table imported_leads drop constraint imported_leads_charge_xid_check`);
      const made = await tx.insert(importedLeads).values([3, 1, 2, 1].map((m) => ({ userId, sourcePlatform: 'api', leadData: {}, status: 'delivered' as const, chargedAt: at(m) })))
        .returning({ id: importedLeads.id });
      await tx.insert(importedLeads).values({ userId, sourcePlatform: 'api', leadData: {}, status: 'pending' });
      await tx.execute(sql.raw(backfill));
      const rows = rowsOf<{ id: string; xid: string | null }>(await tx.execute(sql`
        select id, charge_xid::text as xid from imported_leads where user_id = ${userId} order by charge_xid, seq`));
      const ids = made.map((m) => m.id);
      expect(rows.map((r) => [r.id, r.xid])).toEqual([[ids[1], '-4'], [ids[3], '-3'], [ids[2], '-2'], [ids[0], '-1'], [expect.any(String), null]]);
      tx.rollback();
    }).catch((err: unknown) => { if (!(err instanceof Error && err.message === 'Rollback')) throw err; });
  });

  it('keeps slugs and content keys unique', async () => {
    await rejects(database.db.insert(categories).values({ name: 'Auto 2', slug: 'auto' }));
    await database.db.insert(contentItems).values({ key: 'k', label: 'K', section: 'S' });
    await rejects(database.db.insert(contentItems).values({ key: 'k', label: 'K2', section: 'S' }));
  });

  it('keeps one cart line and one wishlist entry per user and dataset', async () => {
    await database.db.insert(cartItems).values({ userId, datasetId, priceCents: 1000 });
    await rejects(database.db.insert(cartItems).values({ userId, datasetId, priceCents: 1000 }));
    await rejects(database.db.insert(cartItems).values({ userId, datasetId: datasetId, priceCents: 1000, quantity: 0 }));
    await database.db.insert(wishlistItems).values({ userId, datasetId });
    await rejects(database.db.insert(wishlistItems).values({ userId, datasetId }));
  });

  it('refuses unknown roles, statuses and foreign keys', async () => {
    await rejects(database.db.execute(sql`update users set role = 'ROOT' where id = ${userId}`));
    await rejects(database.db.execute(sql`update users set status = 'zombie' where id = ${userId}`));
    await rejects(database.db.insert(cartItems).values({ userId, datasetId: '00000000-0000-0000-0000-000000000000', priceCents: 1 }));
  });

  it('keeps one search row per active dataset, its stems counted, in step with every write', async () => {
    const db = database.db;
    const searchRow = async () => (await db.select().from(datasetSearch).where(eq(datasetSearch.datasetId, datasetId)))[0];
    const counts = async (lexeme: string) => (await db.select().from(searchLexemes).where(eq(searchLexemes.lexeme, lexeme)))[0];
    const row = await searchRow();
    expect(row).toMatchObject({ priceCents: 1000, formatMask: 1 | 2 | 4 | 8, updateFrequency: 'Monthly' });
    // Title and tags are strong words; category and provider names are in the whole document only.
    const [match] = await db.select({
      strong: sql<boolean>`strong @@ 'texa & auto'::tsquery and not strong @@ 'p'::tsquery`,
      category: sql<boolean>`doc @@ 'auto'::tsquery`,
      doc: sql<boolean>`doc @@ 'texa & p'::tsquery`,
    }).from(datasetSearch).where(eq(datasetSearch.datasetId, datasetId));
    expect(match).toEqual({ strong: true, category: true, doc: true });
    expect(await counts('texa')).toMatchObject({ docCount: 1, strongCount: 1 });
    const words = await db.select().from(searchTerms).where(eq(searchTerms.term, 'texas'));
    expect(words).toEqual([{ term: 'texas', lexeme: 'texa' }]);

    await db.update(datasets).set({ title: 'Ohio Auto Leads', dataFormats: ['JSON', 'API'] }).where(eq(datasets.id, datasetId));
    expect(await searchRow()).toMatchObject({ formatMask: 2 | 16 });
    expect(await counts('texa')).toMatchObject({ docCount: 1, strongCount: 1 });
    expect(await counts('ohio')).toMatchObject({ docCount: 1, strongCount: 1 });
    await db.update(datasets).set({ tags: [] }).where(eq(datasets.id, datasetId));
    expect(await counts('texa')).toMatchObject({ docCount: 0, strongCount: 0 });

    await db.update(datasets).set({ active: false }).where(eq(datasets.id, datasetId));
    expect(await searchRow()).toBeUndefined();
    expect(await counts('ohio')).toMatchObject({ docCount: 0 });
    await db.update(datasets).set({ active: true }).where(eq(datasets.id, datasetId));
    await db.update(providers).set({ name: 'Quokka Data' }).where(eq(providers.slug, 'p'));
    expect(await counts('quokka')).toMatchObject({ docCount: 1, strongCount: 0 });
    expect(await searchRow()).toBeDefined();
  });
});
