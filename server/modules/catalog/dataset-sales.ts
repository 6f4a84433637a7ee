// A paid order counts towards its datasets' download totals (the marketplace's popularity figure) and revenue.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasetSalesDaily, datasets, orderItems } from '../../db/schema';

export async function recordDatasetSales(tx: Db, orderId: string): Promise<void> {
  // Rows locked in id order first: two orders sharing datasets then wait for each other instead of deadlocking.
  await tx.execute(sql`select ${datasets.id} from ${datasets} where ${datasets.id} in
    (select ${orderItems.datasetId} from ${orderItems} where ${orderItems.orderId} = ${orderId}) order by ${datasets.id} for update`);
  await tx.update(datasets).set({
    totalDownloads: sql`${datasets.totalDownloads} + sold.quantity`,
    revenueCents: sql`${datasets.revenueCents} + sold.revenue`,
  }).from(sql`(select ${orderItems.datasetId} as dataset_id, sum(${orderItems.quantity})::int as quantity,
      sum(${orderItems.quantity} * ${orderItems.priceCents})::bigint as revenue
    from ${orderItems} where ${eq(orderItems.orderId, orderId)} group by ${orderItems.datasetId}) as sold`)
    .where(sql`${datasets.id} = sold.dataset_id`);
  await tx.execute(sql`insert into ${datasetSalesDaily} (day, dataset_id, units, revenue_cents)
    select (now() at time zone 'utc')::date, ${orderItems.datasetId}, sum(${orderItems.quantity})::int, sum(${orderItems.quantity} * ${orderItems.priceCents})::bigint
    from ${orderItems} where ${orderItems.orderId} = ${orderId} group by ${orderItems.datasetId}
    on conflict (day, dataset_id) do update set units = ${datasetSalesDaily}.units + excluded.units,
      revenue_cents = ${datasetSalesDaily}.revenue_cents + excluded.revenue_cents`);
}

/**
 * A refunded item's revenue and units sold come off the dataset's figures (never below zero); its copy comes off the
 * download total only if it was never downloaded (a download made stays one).
 */
export async function recordDatasetRefund(tx: Db, item: { datasetId: string; quantity: number; amountCents: number; downloaded: boolean }): Promise<void> {
  await tx.update(datasets).set({
    totalDownloads: sql`greatest(${datasets.totalDownloads} - ${item.downloaded ? 0 : item.quantity}, 0)`,
    revenueCents: sql`greatest(${datasets.revenueCents} - ${item.amountCents}, 0)`,
  }).where(eq(datasets.id, item.datasetId));
  await tx.execute(sql`insert into ${datasetSalesDaily} (day, dataset_id, units, revenue_cents)
    values ((now() at time zone 'utc')::date, ${item.datasetId}, ${-item.quantity}, ${-item.amountCents})
    on conflict (day, dataset_id) do update set units = ${datasetSalesDaily}.units + excluded.units,
      revenue_cents = ${datasetSalesDaily}.revenue_cents + excluded.revenue_cents`);
}
