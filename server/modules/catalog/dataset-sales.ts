// A paid order counts towards its datasets' download totals (the marketplace's popularity figure) and revenue.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasets, orderItems } from '../../db/schema';

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
}
