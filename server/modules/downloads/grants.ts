// Download grants: created once when an order is paid, held by the buyer's team, read by the order pages and the
// download center of every member of that team.
import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DOWNLOAD_FILTERS, DOWNLOAD_VALID_DAYS, type DownloadGrant } from '../../../common/orders';
import type { Db } from '../../db/client';
import { datasetFiles, datasets, downloadGrants, orderItems, orders, planTakes } from '../../db/schema';
import { teamOf } from '../teams/team-membership';

const DAY_MS = 86_400_000;

export const grantExpiry = (paidAt: Date) => new Date(paidAt.getTime() + DOWNLOAD_VALID_DAYS * DAY_MS);

/**
 * One grant per order item, expiring 30 days after payment. Runs inside the payment transaction; the unique
 * order_item_id makes a second run a no-op, so grants exist exactly once whatever happens around it.
 */
export async function createGrantsForOrder(tx: Db, order: { id: string; userId: string; paidAt: Date }): Promise<number> {
  const { teamId } = await teamOf(tx, order.userId);
  // Drizzle's insert ... select needs every column of the table, in the table's order.
  const created = await tx.insert(downloadGrants)
    .select(tx.select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      userId: sql<string>`${order.userId}::uuid`.as('user_id'),
      teamId: sql<string>`${teamId}::uuid`.as('team_id'),
      orderItemId: orderItems.id,
      planTakeId: sql<string | null>`null::uuid`.as('plan_take_id'),
      datasetId: orderItems.datasetId,
      expiresAt: sql<Date>`${grantExpiry(order.paidAt).toISOString()}::timestamptz`.as('expires_at'),
      downloadCount: sql<number>`0`.as('download_count'),
      lastDownloadedAt: sql<Date | null>`null::timestamptz`.as('last_downloaded_at'),
      lastFormat: sql<string | null>`null::text`.as('last_format'),
      revokedAt: sql<Date | null>`null::timestamptz`.as('revoked_at'),
      createdAt: sql<Date>`now()`.as('created_at'),
    }).from(orderItems).where(eq(orderItems.orderId, order.id)))
    .onConflictDoNothing({ target: downloadGrants.orderItemId })
    .returning({ id: downloadGrants.id });
  return created.length;
}

export interface GrantFilter {
  orderId?: string;
  grantId?: string;
  search?: string;
  format?: keyof typeof DOWNLOAD_FILTERS;
}

/**
 * The rule for a grant that counts: not revoked (refunded) and either a plan take or an item of a completed order.
 * Expiry is the caller's: the download center lists expired grants too. Needs the grant's order item and order
 * left-joined (a plan take has neither).
 */
const grantCounts = () => and(
  isNull(downloadGrants.revokedAt),
  or(isNotNull(downloadGrants.planTakeId), and(eq(orders.status, 'completed'), isNull(orderItems.refundedAt))),
);

/** The grants the team holds (bought by any member or taken into its plan), newest first; read by the team index. */
export async function listDownloadGrants(db: Db, teamId: string, filter: GrantFilter = {}, now = new Date()): Promise<DownloadGrant[]> {
  const where: (SQL | undefined)[] = [eq(downloadGrants.teamId, teamId), grantCounts()];
  if (filter.orderId) where.push(eq(orders.id, filter.orderId));
  if (filter.grantId) where.push(eq(downloadGrants.id, filter.grantId));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(datasets.title, pattern), ilike(datasets.description, pattern), ilike(orders.orderNumber, pattern)));
  }
  if (filter.format) where.push(sql`${DOWNLOAD_FILTERS[filter.format]} = any(${datasets.dataFormats})`);

  const rows = await db.select({
    id: downloadGrants.id, planTakeId: downloadGrants.planTakeId, grantedAt: downloadGrants.createdAt,
    orderId: orders.id, orderNumber: orders.orderNumber, paidAt: orders.paidAt, orderCreatedAt: orders.createdAt,
    datasetId: datasets.id, slug: datasets.slug, title: datasets.title, description: datasets.description, dataFormats: datasets.dataFormats,
    fileBytes: datasetFiles.bytes, rows: datasetFiles.rows,
    expiresAt: downloadGrants.expiresAt, downloadCount: downloadGrants.downloadCount,
    lastDownloadedAt: downloadGrants.lastDownloadedAt, lastFormat: downloadGrants.lastFormat,
  }).from(downloadGrants)
    .leftJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(datasets, eq(datasets.id, downloadGrants.datasetId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(...where))
    .orderBy(desc(downloadGrants.createdAt), desc(downloadGrants.id));

  return rows.map((r) => ({
    id: r.id,
    source: r.planTakeId ? 'plan' : 'purchase',
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    purchasedAt: (r.paidAt ?? r.orderCreatedAt ?? r.grantedAt).toISOString(),
    dataset: { id: r.datasetId, slug: r.slug, title: r.title, description: r.description, dataFormats: r.dataFormats },
    fileBytes: r.fileBytes,
    rows: r.rows,
    expiresAt: r.expiresAt.toISOString(),
    expired: r.expiresAt.getTime() <= now.getTime(),
    downloadCount: r.downloadCount,
    lastDownloadedAt: r.lastDownloadedAt?.toISOString() ?? null,
    lastFormat: r.lastFormat,
  }));
}

/**
 * The datasets the user's current team can download right now (a grant that counts and has not expired): the catalog
 * shows Download for them and the cart refuses them. With `datasetIds`, only those are checked. Read by the team index.
 */
export async function ownedDatasetIds(db: Db, userId: string, datasetIds?: string[], now = new Date()): Promise<string[]> {
  if (datasetIds && !datasetIds.length) return [];
  const { teamId } = await teamOf(db, userId);
  const rows = await db.selectDistinct({ datasetId: downloadGrants.datasetId }).from(downloadGrants)
    .leftJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(
      eq(downloadGrants.teamId, teamId),
      grantCounts(),
      gt(downloadGrants.expiresAt, now),
      datasetIds ? inArray(downloadGrants.datasetId, datasetIds) : undefined,
    ));
  return rows.map((r) => r.datasetId);
}

/** A refund took these items back: their grants stop downloading at once. Inside the refund's transaction. */
export async function revokeGrants(tx: Db, orderItemIds: string[]): Promise<{ id: string; downloadCount: number }[]> {
  if (!orderItemIds.length) return [];
  return tx.update(downloadGrants).set({ revokedAt: new Date() })
    .where(and(sql`${downloadGrants.orderItemId} in ${orderItemIds}`, isNull(downloadGrants.revokedAt)))
    .returning({ id: downloadGrants.id, downloadCount: downloadGrants.downloadCount });
}

/** A dataset taken into a plan: one grant held by the team, downloadable for 30 days while the plan lasts. */
export async function createPlanGrant(tx: Db, take: { teamId: string; userId: string; planTakeId: string; datasetId: string; at: Date }) {
  const [grant] = await tx.insert(downloadGrants).values({
    teamId: take.teamId, userId: take.userId, planTakeId: take.planTakeId, datasetId: take.datasetId, expiresAt: grantExpiry(take.at),
  }).onConflictDoUpdate({ target: downloadGrants.planTakeId, set: { expiresAt: grantExpiry(take.at), userId: take.userId } })
    .returning({ id: downloadGrants.id });
  return grant!;
}

/** The plan ended: the datasets taken into it stop downloading. */
export async function revokePlanGrants(tx: Db, subscriptionId: string, at: Date) {
  await tx.update(downloadGrants).set({ revokedAt: at })
    .where(and(isNull(downloadGrants.revokedAt),
      inArray(downloadGrants.planTakeId, tx.select({ id: planTakes.id }).from(planTakes).where(eq(planTakes.subscriptionId, subscriptionId)))));
}

/**
 * Whether the team can already download the dataset (a live purchase or plan grant), so that a plan is not charged
 * for it twice. Reads the team's grants by its (team_id, created_at) index.
 */
export async function teamHoldsDataset(db: Db, teamId: string, datasetId: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: downloadGrants.id }).from(downloadGrants)
    .leftJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(
      eq(downloadGrants.teamId, teamId), eq(downloadGrants.datasetId, datasetId), isNull(downloadGrants.revokedAt), gt(downloadGrants.expiresAt, now),
      or(sql`${downloadGrants.planTakeId} is not null`, and(eq(orders.status, 'completed'), isNull(orderItems.refundedAt))),
    )).limit(1);
  return Boolean(row);
}

export interface DownloadableDataset {
  grantId: string;
  source: 'purchase' | 'plan';
  dataset: { id: string; slug: string; title: string; dataFormats: string[] };
  rows: number | null;
  grantedAt: Date;
  expiresAt: Date;
  /** Where the next page starts: the grant's created_at to the microsecond in ISO form (a Date keeps milliseconds only) and id. */
  after: { createdAt: string; id: string };
}

/**
 * A page of what the team can download right now (grants that count and have not expired), newest grant first, after
 * the grant `after` (keyset over (created_at, id): a grant made while paging is never one that shifts the others).
 */
export async function downloadableDatasets(db: Db, teamId: string, page: { limit: number; after?: { createdAt: string; id: string } }, now = new Date()): Promise<DownloadableDataset[]> {
  const rows = await db.select({
    grantId: downloadGrants.id, planTakeId: downloadGrants.planTakeId, grantedAt: downloadGrants.createdAt,
    createdAtText: sql<string>`to_char(${downloadGrants.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, expiresAt: downloadGrants.expiresAt,
    id: datasets.id, slug: datasets.slug, title: datasets.title, dataFormats: datasets.dataFormats, rows: datasetFiles.rows,
  }).from(downloadGrants)
    .leftJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(datasets, eq(datasets.id, downloadGrants.datasetId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(
      eq(downloadGrants.teamId, teamId), grantCounts(), gt(downloadGrants.expiresAt, now),
      page.after ? sql`(${downloadGrants.createdAt}, ${downloadGrants.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : undefined,
    ))
    .orderBy(desc(downloadGrants.createdAt), desc(downloadGrants.id))
    .limit(page.limit);
  return rows.map((r) => ({
    grantId: r.grantId, source: r.planTakeId ? 'plan' : 'purchase', rows: r.rows, grantedAt: r.grantedAt, expiresAt: r.expiresAt,
    after: { createdAt: r.createdAtText, id: r.grantId },
    dataset: { id: r.id, slug: r.slug, title: r.title, dataFormats: r.dataFormats },
  }));
}
