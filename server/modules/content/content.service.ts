// Site content: the editable texts and images, one row per key.
import { asc, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { ContentItem } from '../../../common/api';
import { CONTENT_DEFAULTS } from '../../../common/content-defaults';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';

export async function listContent(db: Db): Promise<{ items: ContentItem[]; etag: string }> {
  const rows = await db.select().from(contentItems).orderBy(asc(contentItems.section), asc(contentItems.key));
  const items = rows.map((r) => ({
    id: r.id, key: r.key, type: r.type, value: r.value, label: r.label, section: r.section, updatedAt: r.updatedAt.toISOString(),
  }));
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
