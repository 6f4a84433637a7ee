// Downloads: the download center's list and stats, signed download links, and opening a grant's file
// (team membership, expiry and file checks, the download counters, then the stored CSV converted as a stream).
// A grant is held by a team: any current member lists, links and downloads it, and one who leaves or is removed
// stops at once, links they made included (membership is checked again when the file is opened).
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import parseRange from 'range-parser';
import { DOWNLOAD_FILTERS, type DownloadFormat, type DownloadList } from '../../../common/orders';
import type { Db } from '../../db/client';
import { datasetFiles, datasets, downloadGrants, orderItems, orders } from '../../db/schema';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { SignedLinks } from '../../lib/signed-links';
import type { Storage } from '../../lib/storage';
import { planAddonsForDownload } from './addons/download-addons';
import { isMemberOf, teamOf } from '../teams/team-membership';
import { convertCsv, FORMAT_FILES } from './convert';
import { listDownloadGrants } from './grants';

/** Long enough for the browser to start the download, short enough that a leaked URL is soon useless. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;

export const downloadNotFound = () => notFound('Download');
export const downloadExpired = () => new AppError('DOWNLOAD_EXPIRED', 410,
  'This download link has expired. Download links are valid for 30 days from purchase.');
export const linkInvalid = () => new AppError('LINK_INVALID', 403,
  'This download link is invalid or has expired. Please start the download again from your downloads page.');
const fileMissing = () => new AppError('NOT_FOUND', 404, 'The file for this download is not available. Please contact support.');

export interface DownloadListQuery { search?: string; format?: keyof typeof DOWNLOAD_FILTERS }

/** The (filtered) grants of the user's current team and stats over all of them, whatever the filter. */
export async function listDownloads(db: Db, userId: string, query: DownloadListQuery, now = new Date()): Promise<DownloadList> {
  const { teamId } = await teamOf(db, userId);
  const filtered = Boolean(query.search || query.format);
  const [items, all] = await Promise.all([
    listDownloadGrants(db, teamId, { search: query.search || undefined, format: query.format }, now),
    filtered ? listDownloadGrants(db, teamId, {}, now) : null,
  ]);
  const grants = all ?? items;
  const expired = grants.filter((g) => g.expired).length;
  return {
    items,
    stats: {
      totalPurchases: grants.length,
      totalDownloads: grants.reduce((sum, g) => sum + g.downloadCount, 0),
      activeDownloads: grants.length - expired,
      expiredDownloads: expired,
      totalBytes: grants.reduce((sum, g) => sum + (g.fileBytes ?? 0), 0),
    },
  };
}

interface GrantForDownload {
  id: string; userId: string; teamId: string; datasetId: string; expiresAt: Date; revokedAt: Date | null; slug: string;
  storageKey: string | null; sha256: string | null; columns: { name: string; type: string }[] | null;
}

export const downloadRevoked = () => new AppError('DOWNLOAD_REFUNDED', 410, 'This purchase was refunded, so it can no longer be downloaded.');

/** A plan take's grant or one of a completed (or since refunded) order, whoever holds it (the caller decides who may use it). */
async function findGrant(db: Db, grantId: string): Promise<GrantForDownload | null> {
  const [row] = await db.select({
    id: downloadGrants.id, userId: downloadGrants.userId, teamId: downloadGrants.teamId, datasetId: downloadGrants.datasetId,
    expiresAt: downloadGrants.expiresAt, revokedAt: downloadGrants.revokedAt,
    slug: datasets.slug, storageKey: datasetFiles.storageKey, sha256: datasetFiles.sha256, columns: datasetFiles.columns,
  }).from(downloadGrants)
    .leftJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(datasets, eq(datasets.id, downloadGrants.datasetId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(downloadGrants.id, grantId), or(isNotNull(downloadGrants.planTakeId), inArray(orders.status, ['completed', 'refunded']))))
    .limit(1);
  return row ?? null;
}

/** What a link token binds: this grant, this format, for the member who made it (named in the link as `by`). */
const linkPayload = (grantId: string, format: DownloadFormat, userId: string) => `download:${grantId}:${format}:${userId}`;

const filenameOf = (slug: string, format: DownloadFormat) =>
  `${slug.replace(/[^a-z0-9._-]/gi, '-') || 'dataset'}.${FORMAT_FILES[format].ext}`;

async function usableGrant(storage: Storage, grant: GrantForDownload | null, now: Date) {
  if (!grant) throw downloadNotFound();
  if (grant.revokedAt) throw downloadRevoked();
  if (grant.expiresAt.getTime() <= now.getTime()) throw downloadExpired();
  if (!grant.storageKey) throw fileMissing();
  const bytes = await storage.size(grant.storageKey);
  if (bytes === null) throw fileMissing();
  return { ...grant, storageKey: grant.storageKey, bytes };
}

/** A signed-in member's usable grant and its file, without counting a download (the verification report reads it). */
export async function ownUsableGrant(db: Db, storage: Storage, userId: string, grantId: string, now = new Date()) {
  const found = await findGrant(db, grantId);
  const member = found !== null && await isMemberOf(db, userId, found.teamId);
  return usableGrant(storage, member ? found : null, now);
}

export async function createDownloadLink(db: Db, storage: Storage, links: SignedLinks, userId: string, grantId: string,
  format: DownloadFormat, now = new Date()) {
  const found = await findGrant(db, grantId);
  const member = found !== null && await isMemberOf(db, userId, found.teamId);
  const grant = await usableGrant(storage, member ? found : null, now);
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS);
  const token = links.sign(linkPayload(grant.id, format, userId), expiresAt);
  const query = new URLSearchParams({ format, token, by: userId });
  return { url: `/api/downloads/${grant.id}/file?${query}`, filename: filenameOf(grant.slug, format), expiresAt: expiresAt.toISOString() };
}

export class RangeNotSatisfiable extends AppError {
  /** The file's size, as a 416 answer must state it. */
  readonly contentRange: string;
  constructor(bytes: number) {
    super('RANGE_NOT_SATISFIABLE', 416, 'The requested part of the file is past its end. Please start the download again.');
    this.contentRange = `bytes */${bytes}`;
  }
}

export interface DownloadFile {
  filename: string;
  contentType: string;
  /** Known only when the stored bytes go out untouched (CSV). */
  contentLength: number | null;
  /** CSV only: the file's content hash, so a resumed download can tell the file has not changed (If-Range). */
  etag: string | null;
  /** A resumed CSV download: the part sent (206 Partial Content). */
  range: { start: number; end: number; total: number } | null;
  body: Readable;
}

/**
 * The single byte range a resuming client asks for (Range, honoured only while If-Range still names this file), or
 * null for the whole file. Several ranges or a malformed header get the whole file, as HTTP allows.
 */
function requestedRange(bytes: number, etag: string, header?: string, ifRange?: string) {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const ranges = parseRange(bytes, header, { combine: true });
  if (ranges === -1) throw new RangeNotSatisfiable(bytes);
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end, total: bytes };
}

/**
 * Opens a grant's file for a signed link's bearer (while the member who made the link is still in the grant's team)
 * or for a signed-in member of that team. Counts the download before any byte is sent; the body is a stream whose
 * destruction (client gone) closes the stored file.
 */
export async function openDownload(db: Db, storage: Storage, links: SignedLinks,
  req: { grantId: string; format: DownloadFormat; token?: string; by?: string; userId?: string; range?: string; ifRange?: string },
  now = new Date()): Promise<DownloadFile> {
  const found = await findGrant(db, req.grantId);
  if (found) {
    const byToken = req.token !== undefined && req.by !== undefined && links.verify(req.token, linkPayload(found.id, req.format, req.by), now)
      && await isMemberOf(db, req.by, found.teamId);
    if (!byToken && !(req.userId && await isMemberOf(db, req.userId, found.teamId))) {
      if (req.token !== undefined) throw linkInvalid();
      if (!req.userId) throw unauthorized();
      throw downloadNotFound();
    }
  }
  const grant = await usableGrant(storage, found, now);
  // The team's plan add-ons rewrite the rows (a link's bearer gets the grant's team's).
  const addons = await planAddonsForDownload(db, req.token === undefined && req.userId ? { userId: req.userId } : { teamId: grant.teamId }, grant);
  // Only the stored CSV as stored can resume: converted formats and add-ons are generated anew and have no stable bytes.
  const csv = req.format === 'csv' && !addons;
  const etag = csv && grant.sha256 ? `"${grant.sha256}"` : null;
  const range = etag ? requestedRange(grant.bytes, etag, req.range, req.ifRange) : null;
  // A resumed download (a range past the first byte) continues one already counted.
  if (!range || range.start === 0) {
    await db.update(downloadGrants)
      .set({ downloadCount: sql`${downloadGrants.downloadCount} + 1`, lastDownloadedAt: now, lastFormat: req.format })
      .where(eq(downloadGrants.id, grant.id));
  }
  // The stored CSV passes through untouched in 1 MiB reads (at 64 KiB, per-chunk overhead bounds the speed);
  // conversions read 64 KiB at a time so that each step's garbage stays small and memory flat.
  const stored = storage.read(grant.storageKey, { chunkBytes: csv ? 1 << 20 : 1 << 16, start: range?.start, end: range?.end });
  return {
    filename: filenameOf(grant.slug, req.format),
    contentType: FORMAT_FILES[req.format].contentType,
    contentLength: !csv ? null : range ? range.end - range.start + 1 : grant.bytes,
    etag,
    range,
    // JSON types its values by the data dictionary (add-on columns are text).
    body: convertCsv(addons ? addons(stored, req.format === 'csv') : stored, req.format, { dictionary: grant.columns ?? [] }),
  };
}
