// The privacy export: everything the product keeps about one user, as one JSON document streamed a page at a time
// (orders, leads and the ledger can be long; memory holds one page of each).
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { getProfile } from '../auth/profile.service';
import { ledgerRows, readBalance } from '../balance/balance.service';
import { leadRows } from '../leads/leads.service';
import { listOrders } from '../orders/orders.service';
import { reviewsByUser } from '../reviews/reviews.service';
import { getPreferences } from './notification-preferences.service';

const ORDER_PAGE = 200;

async function* ordersOf(db: Db, userId: string) {
  for (let page = 1; ; page++) {
    const { items } = await listOrders(db, userId, { page, limit: ORDER_PAGE });
    yield* items;
    if (items.length < ORDER_PAGE) return;
  }
}

/** The JSON text of the export, in chunks: scalars first, then each list element by element. */
async function* exportChunks(db: Db, userId: string): AsyncGenerator<string> {
  const [profile, notificationPreferences, balance, reviews] = await Promise.all([
    getProfile(db, userId), getPreferences(db, userId), readBalance(db, userId), reviewsByUser(db, userId),
  ]);
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"profile":${JSON.stringify(profile)}`;
  yield `,"notificationPreferences":${JSON.stringify(notificationPreferences)}`;
  yield `,"balance":${JSON.stringify(balance)}`;
  yield `,"reviews":${JSON.stringify(reviews)}`;
  yield* list('orders', ordersOf(db, userId));
  yield* list('leads', leadRows(db, { owners: [userId], team: false }, { whose: 'mine' }));
  yield* list('balanceLedger', ledgerRows(db, userId));
  yield '}\n';
}

async function* list(name: string, rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let first = true;
  for await (const row of rows) {
    yield (first ? '' : ',') + JSON.stringify(row);
    first = false;
  }
  yield ']';
}

export function dataExportStream(db: Db, userId: string): Readable {
  return Readable.from(exportChunks(db, userId), { objectMode: false });
}
