// Site content: the editable texts and images, one row per key.
import { asc, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { SiteContentItem } from '../../../common/api';
import { CONTENT_DEFAULTS, contentDefault, shownValue } from '../../../common/content-defaults';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';

/** Every item's key and value, as the site shows them (a placeholder's example is empty), with an ETag of exactly that. */
export async function listContent(db: Db): Promise<{ items: SiteContentItem[]; etag: string }> {
  const rows = await db.select({ key: contentItems.key, value: contentItems.value }).from(contentItems).orderBy(asc(contentItems.key));
  const items = rows.map(({ key, value }) => ({ key, value: shownValue(contentDefault(key), value) }));
  const etag = `"${createHash('sha1').update(JSON.stringify(items)).digest('base64url')}"`;
  return { items, etag };
}

/** Adds every default key the store lacks; existing (possibly edited) values are kept. */
export async function seedContentDefaults(db: Db): Promise<number> {
  const inserted = await db.insert(contentItems)
    .values(CONTENT_DEFAULTS.map(({ key, type, value, label, section }) => ({ key, type, value, label, section })))
    .onConflictDoNothing({ target: contentItems.key })
    .returning({ id: contentItems.id });
  return inserted.length;
}

export async function contentValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: contentItems.value }).from(contentItems).where(sql`${contentItems.key} = ${key}`);
  return row?.value;
}

/** The values of `keys` as the web app shows them: the stored one or, for a key not in the store, its default. */
export async function contentValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ key: contentItems.key, value: contentItems.value }).from(contentItems).where(inArray(contentItems.key, keys));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return new Map(keys.map((key) => {
    const fallback = contentDefault(key);
    return [key, shownValue(fallback, stored.get(key) ?? fallback?.value ?? '')];
  }));
}
