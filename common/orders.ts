// Orders, download grants and the account summary: shapes shared by the server routes and the web app.
import { z } from 'zod';
import { BillingDetails, ORDER_TYPES } from './checkout';
import { InvoiceRef } from './invoices';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'failed', 'refunded'] as const;
export { ORDER_TYPES };
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export const DOWNLOAD_VALID_DAYS = 30;
export const ORDERS_PAGE_SIZE = 20;
export const RECENT_ORDERS = 5;

export const OrderItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  /** Title at the time of purchase. */
  title: z.string(),
  /** Current slug, for links to the dataset page. */
  slug: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  id: z.string(),
  orderNumber: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The gateway's payment intent; `/checkout?payment_intent=` resumes paying an unpaid order with it. */
  paymentIntentId: z.string().nullable(),
  /** The provider's message when the last payment attempt failed. */
  failureMessage: z.string().nullable(),
  billing: BillingDetails,
  /** Card brand and last four digits once paid, e.g. { brand: 'visa', last4: '4242' }. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  items: z.array(OrderItem),
  /** Issued when the order is paid (null before). */
  invoice: InvoiceRef.nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrdersQuery = z.object({
  /** Purchases and top-ups are listed apart: purchases unless asked. */
  type: z.enum(ORDER_TYPES).default('purchase'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export const OrderList = z.object({
  items: z.array(Order), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
  /** How many orders of each type the user has, for the filter's labels. */
  counts: z.object({ purchase: z.number().int(), recharge: z.number().int(), subscription: z.number().int() }),
});
export type OrderList = z.infer<typeof OrderList>;

/** Download formats offered for every purchased dataset; `xlsx` is shown as "Excel". */
export const DOWNLOAD_FORMATS = ['csv', 'xlsx', 'json', 'xml'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** The download center's format filter (SPEC.md: csv, excel, json, xml) -> the dataset's listed formats. */
export const DOWNLOAD_FILTERS = { csv: 'CSV', excel: 'Excel', json: 'JSON', xml: 'XML' } as const;

/** Where a grant came from: an order's item, or a dataset taken into the team's plan (no order). */
export const GRANT_SOURCES = ['purchase', 'plan'] as const;

/**
 * SPEC.md's "download record": the right to download one purchased (or taken into a plan) dataset until `expiresAt`,
 * held by the team: every member sees and downloads it.
 */
export const DownloadGrant = z.object({
  id: z.string(),
  source: z.enum(GRANT_SOURCES),
  /** Null for a dataset taken into the plan. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Paid (a purchase) or taken (a plan). */
  purchasedAt: z.string(),
  dataset: z.object({ id: z.string(), slug: z.string(), title: z.string(), description: z.string(), dataFormats: z.array(z.string()) }),
  /** The stored CSV's size in bytes and its row count; null when the file is missing. */
  fileBytes: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  downloadCount: z.number().int(),
  lastDownloadedAt: z.string().nullable(),
  lastFormat: z.string().nullable(),
});
export type DownloadGrant = z.infer<typeof DownloadGrant>;

/** A completed order's detail adds its download grants (empty while the payment is still settling). */
export const OrderDetail = Order.extend({ downloads: z.array(DownloadGrant) });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const DownloadsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  format: z.enum(['csv', 'excel', 'json', 'xml']).optional(),
});
export const DownloadList = z.object({
  items: z.array(DownloadGrant),
  stats: z.object({
    totalPurchases: z.number().int(),
    totalDownloads: z.number().int(),
    activeDownloads: z.number().int(),
    expiredDownloads: z.number().int(),
    totalBytes: z.number().int(),
  }),
});
export type DownloadList = z.infer<typeof DownloadList>;

/** Datasets the signed-in user may download now (a live grant): the catalog shows Download instead of Add to Cart. */
export const OwnedDatasets = z.object({ datasetIds: z.array(z.string()) });
export type OwnedDatasets = z.infer<typeof OwnedDatasets>;

/** GET /api/account/summary: the dashboard's tiles and recent orders, from the user's real data. */
export const AccountSummary = z.object({
  stats: z.object({
    /** Dataset purchases (balance top-ups are not counted). */
    totalOrders: z.number().int(),
    totalSpentCents: z.number().int(),
    /** Distinct datasets the user's current team holds, whoever bought or took them. */
    datasetsOwned: z.number().int(),
    wishlistItems: z.number().int(),
  }),
  recentOrders: z.array(Order),
});
export type AccountSummary = z.infer<typeof AccountSummary>;
