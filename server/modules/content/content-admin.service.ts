// The content manager: add items, save edits (each saved value keeps the previous one as a version), restore a
// version, delete added items or reset defaults, and images uploaded to storage. Rich text is sanitised on the server,
// whatever the browser sent.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { count, desc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { CONTENT_MESSAGES, type ContentPreview, type ContentVersion } from '../../../common/admin';
import type { ContentType } from '../../../common/content';
import { contentDefault, shownValue } from '../../../common/content-defaults';
import { dollarsIn } from '../../../common/money';
import { isChargedPriceKey } from '../../../common/plan-catalog';
import type { Db } from '../../db/client';
import { contentItems, contentVersions, users } from '../../db/schema';
import type { ChangeFeed } from '../../lib/change-feed';
import { AppError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { isFileTooLarge } from '../../lib/uploads';
import { recordAudit, type Actor } from '../audit/audit.service';

export interface ContentAdminDeps { db: Db; changes: ChangeFeed; storage: Storage }
type ItemRow = typeof contentItems.$inferSelect;


/** Tags and attributes rich text may keep: formatting and links, no scripts, styles, frames or event handlers. */
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'span', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, HTML_POLICY);
}

/** A value as it may be stored for its key and type: rich text sanitised, numbers, links and charged prices checked. */
export function storedValue(key: string, type: ContentType, value: string): string {
  // A plan's or add-on's price is what the card is charged: it must read as dollars, not only look like text.
  if (isChargedPriceKey(key) && dollarsIn(value) === null) throw invalidValue(CONTENT_MESSAGES.price);
  if (type === 'html') return sanitizeRichText(value);
  if (type === 'number' && value.trim() !== '' && !/^-?\d+(\.\d+)?$/.test(value.trim())) throw invalidValue(CONTENT_MESSAGES.number);
  if (type === 'link' && value.trim() !== '' && !/^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[+\d\s()-]+)$/.test(value.trim())) throw invalidValue(CONTENT_MESSAGES.link);
  if (type === 'image' && value.trim() !== '' && !/^(https?:\/\/[^\s]+|\/api\/content\/images\/[\w.-]+)$/.test(value.trim())) throw invalidValue('Use an uploaded image or an image address that starts with https://');
  return type === 'number' || type === 'link' || type === 'image' ? value.trim() : value;
}

const invalidValue = (message: string) => new AppError('VALIDATION_ERROR', 400, message, { value: message });

/** An edit's stored value; refused with the item named, since one save can hold many edits. */
function valueFor(item: ItemRow, value: string): string {
  try {
    return storedValue(item.key, item.type, value);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    throw new AppError(err.code, err.status, `${item.label}: ${err.message}`, { [item.key]: err.message });
  }
}

export async function listAdminContent(db: Db) {
  const [items, versions] = await Promise.all([
    db.select().from(contentItems).orderBy(contentItems.section, contentItems.key),
    db.select({ key: contentVersions.key, n: count() }).from(contentVersions).groupBy(contentVersions.key),
  ]);
  const versionCounts = new Map(versions.map((v) => [v.key, v.n]));
  return items.map((i) => ({
    ...toItem(i),
    isDefault: contentDefault(i.key) !== undefined,
    placeholder: i.value !== '' && shownValue(contentDefault(i.key), i.value) === '',
    versions: versionCounts.get(i.key) ?? 0,
  }));
}

export async function createContentItem(deps: ContentAdminDeps, actor: Actor, input: { key: string; type: ContentType; label: string; section: string; value: string }) {
  const value = storedValue(input.key, input.type, input.value);
  await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(contentItems).values({ ...input, value }).onConflictDoNothing({ target: contentItems.key }).returning();
    if (!created) throw new AppError('CONTENT_KEY_EXISTS', 409, CONTENT_MESSAGES.duplicate, { key: CONTENT_MESSAGES.duplicate });
    await recordAudit(tx, actor, { action: 'content.create', entityType: 'content', entityId: input.key, after: { ...input, value } });
    await deps.changes.publish('content', tx);
  });
}

/** Saves many edits at once (the manager's Save Changes): all or none. */
export async function saveContent(deps: ContentAdminDeps, actor: Actor, changes: { key: string; value: string; label?: string; section?: string }[]) {
  await deps.db.transaction(async (tx) => {
    const current = await tx.select().from(contentItems).where(inArray(contentItems.key, changes.map((c) => c.key))).for('update');
    const byKey = new Map(current.map((c) => [c.key, c]));
    for (const change of changes) {
      const item = byKey.get(change.key);
      if (!item) throw notFound(`Content item "${change.key}"`);
      const value = valueFor(item, change.value);
      const next = { value, label: change.label ?? item.label, section: change.section ?? item.section };
      if (next.value === item.value && next.label === item.label && next.section === item.section) continue;
      await keepVersion(tx, item, actor);
      await tx.update(contentItems).set(next).where(eq(contentItems.id, item.id));
      await recordAudit(tx, actor, {
        action: 'content.update', entityType: 'content', entityId: item.key,
        before: { value: item.value, label: item.label, section: item.section }, after: next,
      });
    }
    await deps.changes.publish('content', tx);
  });
}

/** Values as Save Changes would store them (rich text sanitised), or why it would refuse them; nothing is stored. */
export async function previewContent(db: Db, changes: { key: string; value: string }[]): Promise<ContentPreview['items']> {
  const rows = await db.select().from(contentItems).where(inArray(contentItems.key, changes.map((c) => c.key)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return changes.map(({ key, value }) => {
    const item = byKey.get(key);
    if (!item) return { key, error: notFound(`Content item "${key}"`).message };
    try {
      return { key, value: storedValue(key, item.type, value) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { key, error: err.message };
    }
  });
}

/** Deletes items that were added in the manager; default items are reset to their default value instead. */
export async function removeContent(deps: ContentAdminDeps, actor: Actor, keys: string[]) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(contentItems).where(inArray(contentItems.key, keys)).for('update');
    for (const item of rows) {
      const fallback = contentDefault(item.key);
      await keepVersion(tx, item, actor);
      if (fallback) {
        await tx.update(contentItems).set({ value: fallback.value, label: fallback.label, section: fallback.section }).where(eq(contentItems.id, item.id));
        await recordAudit(tx, actor, { action: 'content.reset', entityType: 'content', entityId: item.key, before: { value: item.value }, after: { value: fallback.value } });
      } else {
        await tx.delete(contentItems).where(eq(contentItems.id, item.id));
        await recordAudit(tx, actor, { action: 'content.delete', entityType: 'content', entityId: item.key, before: toItem(item) });
      }
    }
    await deps.changes.publish('content', tx);
  });
}

export async function contentHistory(db: Db, key: string): Promise<ContentVersion[]> {
  const rows = await db.select({ version: contentVersions, by: users.email }).from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.editedBy)).where(eq(contentVersions.key, key))
    .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id)).limit(100);
  return rows.map(({ version: v, by }) => ({ id: v.id, key: v.key, type: v.type, value: v.value, label: v.label, section: v.section, editedBy: by, createdAt: v.createdAt.toISOString() }));
}

export async function restoreVersion(deps: ContentAdminDeps, actor: Actor, key: string, versionId: string) {
  const [version] = await deps.db.select().from(contentVersions).where(eq(contentVersions.id, versionId));
  if (!version || version.key !== key) throw notFound('Version');
  await saveContent(deps, actor, [{ key, value: version.value, label: version.label, section: version.section }]);
}

async function keepVersion(tx: Db, item: ItemRow, actor: Actor) {
  await tx.insert(contentVersions).values({ key: item.key, type: item.type, value: item.value, label: item.label, section: item.section, editedBy: actor.id });
}

// ---- images --------------------------------------------------------------------------------------------------

const IMAGE_TYPES: { ext: string; mime: string; magic: (b: Buffer) => boolean }[] = [
  { ext: 'png', mime: 'image/png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', magic: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', mime: 'image/webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const imageMime = (name: string) => IMAGE_TYPES.find((t) => name.endsWith(`.${t.ext}`))?.mime ?? null;

/**
 * Stores an uploaded image after reading what it is from its first bytes (not its name or the browser's type): PNG,
 * JPEG, GIF or WebP only, so nothing that could run script is ever served from the site's origin.
 */
export async function storeContentImage(deps: ContentAdminDeps, actor: Actor, body: Readable): Promise<{ url: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    chunks.push(chunk);
  }
  if (isFileTooLarge(null, body as { truncated?: boolean })) throw new AppError('PAYLOAD_TOO_LARGE', 413, CONTENT_MESSAGES.tooLarge);
  const file = Buffer.concat(chunks, size);
  const type = IMAGE_TYPES.find((t) => t.magic(file));
  if (!type) throw new AppError('NOT_AN_IMAGE', 415, CONTENT_MESSAGES.notImage);
  const name = `${randomUUID()}.${type.ext}`;
  await deps.storage.put(`content/${name}`, (async function* () { yield file; })());
  await deps.db.transaction((tx) => recordAudit(tx, actor, { action: 'content.image_upload', entityType: 'content_image', entityId: name, after: { bytes: size, type: type.mime } }));
  return { url: `/api/content/images/${name}` };
}

const toItem = (i: ItemRow) => ({ id: i.id, key: i.key, type: i.type, value: i.value, label: i.label, section: i.section, updatedAt: i.updatedAt.toISOString() });
