// The admin area's HTTP contract: every /api/admin/* query and answer, and the forms' schemas (shared by the server
// routes and the admin pages).
import { z } from 'zod';
import { DataColumn, DatasetSample, UPDATE_FREQUENCIES } from './catalog';
import { Balance, LedgerEntry } from './billing';
import { ContentItem } from './api';
import { CONTENT_TYPES } from './content';
import { InvoiceSummary } from './invoices';
import { DeliveryHealth } from './lead-delivery';
import { Lead, LeadConfig } from './leads';
import { ORDER_STATUSES, ORDER_TYPES, Order, PAYMENT_STATUSES } from './orders';
import { ADDON_IDS, PLAN_IDS, SUBSCRIPTION_STATUSES } from './plans';
import { TEAM_ROLES } from './teams';

const NO_NUL = /^[^\u0000]*$/;
const text = (max: number) => z.string().trim().max(max).regex(NO_NUL, 'Contains a character that is not allowed.');
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
export const ADMIN_PAGE_SIZE = 25;
/** Counts stop here: a list of a million rows says "10,000+" instead of counting them all. */
export const COUNT_CAP = 10_000;
const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), totalIsCapped: z.boolean(), page: z.number().int(), pageSize: z.number().int() });

// ---- dashboard ------------------------------------------------------------------------------------------------
export const AdminStats = z.object({
  users: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int(), banned: z.number().int(), admins: z.number().int(), newLast30Days: z.number().int() }),
  datasets: z.object({ total: z.number().int(), active: z.number().int() }),
  /** Every order: dataset purchases, balance top-ups (recharges) and plan payments, each also counted apart. */
  orders: z.object({ total: z.number().int(), purchases: z.number().int(), recharges: z.number().int(), subscriptions: z.number().int(), completed: z.number().int(), last30Days: z.number().int() }),
  /** Dataset sales and plan payments net of refunds; `plansCents`: the plans' part of the total. */
  revenue: z.object({ totalCents: z.number().int(), last30DaysCents: z.number().int(), refundedCents: z.number().int(), plansCents: z.number().int() }),
  /** Live plans now (SubscriptionAnalytics' `current`). */
  plans: z.object({ mrrCents: z.number().int(), active: z.number().int(), pastDue: z.number().int() }),
  leads: z.object({ total: z.number().int(), last30Days: z.number().int(), spentCents: z.number().int() }),
  /** Money on advertisers' prepaid balances: owed in leads, not yet earned. */
  balanceHeldCents: z.number().int(),
  openLeadReturns: z.number().int(),
  unreadMessages: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStats>;

// ---- users ----------------------------------------------------------------------------------------------------
export const USER_STATUS_FILTERS = ['all', 'active', 'inactive', 'banned'] as const;
export const USER_SORTS = ['joined', 'lastLogin', 'email', 'name'] as const;
export const AdminUsersQuery = z.object({
  search: text(100).optional(),
  status: z.enum(USER_STATUS_FILTERS).default('all'),
  sort: z.enum(USER_SORTS).default('joined'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['CLIENT', 'ADMIN']),
  status: z.enum(['active', 'inactive', 'banned']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = Paged(AdminUser);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** A user's import configuration as admins see it: no secrets, its caps and what it brought in. */
export const AdminLeadImport = LeadConfig.pick({
  id: true, campaignName: true, campaignSource: true, leadType: true, active: true, costPerLeadCents: true, qualityRules: true, stats: true, caps: true,
}).extend({ delivery: DeliveryHealth });
export type AdminLeadImport = z.infer<typeof AdminLeadImport>;
export const PauseLeadImport = z.object({ active: z.boolean() });

/** The team a user acts for and its live plan (or null). */
export const AdminUserTeam = z.object({
  id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES),
  plan: z.object({ id: z.string(), plan: z.enum(PLAN_IDS), status: z.enum(SUBSCRIPTION_STATUSES), currentPeriodEnd: z.string(), cancelAtPeriodEnd: z.boolean() }).nullable(),
});
export type AdminUserTeam = z.infer<typeof AdminUserTeam>;

export const AdminUserDetail = AdminUser.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  activeSessions: z.number().int(),
  orders: z.array(Order),
  ordersTotal: z.number().int(),
  /** The whole balance as its owner sees it: auto-recharge and today's recharges, spend caps, held leads. */
  balance: Balance,
  ledger: z.array(LedgerEntry),
  leads: z.object({
    total: z.number().int(), delivered: z.number().int(), spentCents: z.number().int(), recent: z.array(Lead),
    imports: z.array(AdminLeadImport),
  }),
  team: AdminUserTeam,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'This is the last active administrator: make another administrator first.',
  notYourself: 'You cannot change your own role or status, or delete your own account, from here.',
  reason: 'Give a reason of at least 3 characters: it is kept in the ledger and the audit log.',
  amount: 'Enter a non-zero whole number of cents.',
  overdraw: 'The balance cannot go below $0.00.',
} as const;

export const UpdateAdminUser = z.object({
  role: z.enum(['CLIENT', 'ADMIN']).optional(),
  status: z.enum(['active', 'inactive', 'banned']).optional(),
}).refine((v) => v.role !== undefined || v.status !== undefined, 'Nothing to change.');
export type UpdateAdminUser = z.infer<typeof UpdateAdminUser>;

export const BalanceAdjustment = z.object({
  amountCents: z.number({ error: ADMIN_USER_MESSAGES.amount }).int(ADMIN_USER_MESSAGES.amount).min(-100_000_000).max(100_000_000)
    .refine((v) => v !== 0, ADMIN_USER_MESSAGES.amount),
  reason: text(500).min(3, ADMIN_USER_MESSAGES.reason),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustment>;

// ---- datasets, categories, providers --------------------------------------------------------------------------
export const DATASET_MESSAGES = {
  title: 'Title is required.',
  category: 'Choose a category.',
  provider: 'Choose a provider.',
  price: 'Price must be a number of dollars, at least 0.',
  description: 'Description is required.',
  recordCount: 'Record count must be a whole number of at least 1.',
  slug: 'Use lowercase letters, digits and hyphens.',
  slugTaken: 'Another dataset already uses this address (slug).',
  hasOrders: 'This dataset has been ordered, so it cannot be deleted: its orders and buyers\' downloads depend on it. Deactivate it instead: it leaves the catalog and search at once.',
  notCsv: 'The file is not a CSV file: its first line must name the columns, separated by commas.',
} as const;

/** SPEC.md 5: the slug is made from the title: lowercase, only letters, digits, spaces and hyphens, spaces -> hyphens. */
export const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9\s-]/g, '').trim().replace(/\s+/g, '-').replace(/-+/g, '-').slice(0, 120);

export const DatasetInput = z.object({
  title: text(200).min(1, DATASET_MESSAGES.title),
  slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DATASET_MESSAGES.slug).max(120).optional(),
  description: text(1000).min(1, DATASET_MESSAGES.description),
  longDescription: text(20_000).optional(),
  categoryId: z.uuid(DATASET_MESSAGES.category),
  providerId: z.uuid(DATASET_MESSAGES.provider),
  priceCents: z.number({ error: DATASET_MESSAGES.price }).int().min(0, DATASET_MESSAGES.price).max(99_999_999, DATASET_MESSAGES.price),
  originalPriceCents: z.number().int().min(0).max(99_999_999).nullable().optional(),
  sizeDescription: z.enum(['Small', 'Medium', 'Large', 'Extra Large']).default('Medium'),
  recordCount: z.number({ error: DATASET_MESSAGES.recordCount }).int(DATASET_MESSAGES.recordCount).min(1, DATASET_MESSAGES.recordCount).max(2_000_000_000),
  updateFrequency: z.enum(UPDATE_FREQUENCIES).default('Monthly'),
  /** SPEC.md: comma-separated in the form, trimmed, empties dropped. */
  tags: z.array(text(40).min(1)).max(20).default([]),
  featured: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type DatasetInput = z.input<typeof DatasetInput>;
/**
 * Any of DatasetInput's fields, and only those sent: zod applies a default even inside .optional(), so the defaults
 * come off first (else `{ active: false }` would also reset the size, frequency, tags and featured flag).
 */
export const DatasetUpdate = DatasetInput.extend({
  sizeDescription: DatasetInput.shape.sizeDescription.unwrap(),
  updateFrequency: DatasetInput.shape.updateFrequency.unwrap(),
  tags: DatasetInput.shape.tags.unwrap(),
  featured: DatasetInput.shape.featured.unwrap(),
  active: DatasetInput.shape.active.unwrap(),
}).partial();
export type DatasetUpdate = z.input<typeof DatasetUpdate>;

export const DATASET_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const DATASET_SORTS_ADMIN = ['updated', 'title', 'price', 'downloads', 'rating', 'revenue'] as const;
export const AdminDatasetsQuery = z.object({
  search: text(200).optional(),
  category: z.string().trim().max(120).optional(),
  status: z.enum(DATASET_STATUS_FILTERS).default('all'),
  sort: z.enum(DATASET_SORTS_ADMIN).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type AdminDatasetsQuery = z.input<typeof AdminDatasetsQuery>;

export const AdminDataset = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  longDescription: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  provider: z.object({ id: z.string(), name: z.string() }),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  sizeDescription: z.string(),
  recordCount: z.number().int(),
  updateFrequency: z.string(),
  dataFormats: z.array(z.string()),
  tags: z.array(z.string()),
  featured: z.boolean(),
  active: z.boolean(),
  rating: z.number(),
  totalReviews: z.number().int(),
  totalDownloads: z.number().int(),
  revenueCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  file: z.object({ bytes: z.number().int(), rows: z.number().int(), columns: z.array(DataColumn), uploadedAt: z.string() }).nullable(),
});
export type AdminDataset = z.infer<typeof AdminDataset>;
export const AdminDatasetPage = Paged(AdminDataset);
export type AdminDatasetPage = z.infer<typeof AdminDatasetPage>;

export const DatasetFileReport = z.object({ rows: z.number().int(), bytes: z.number().int(), columns: z.array(DataColumn), sample: DatasetSample });
export type DatasetFileReport = z.infer<typeof DatasetFileReport>;
export const MAX_DATASET_FILE_BYTES = 2 * 1024 * 1024 * 1024;

export const DatasetInsights = z.object({
  totals: z.object({ datasets: z.number().int(), active: z.number().int(), downloads: z.number().int(), revenueCents: z.number().int() }),
  topByDownloads: z.array(z.object({ id: z.string(), title: z.string(), totalDownloads: z.number().int(), revenueCents: z.number().int() })),
  topByRevenue: z.array(z.object({ id: z.string(), title: z.string(), totalDownloads: z.number().int(), revenueCents: z.number().int() })),
});
export type DatasetInsights = z.infer<typeof DatasetInsights>;

export const CategoryInput = z.object({
  name: text(80).min(1, 'Name is required.'),
  slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DATASET_MESSAGES.slug).max(80).optional(),
  description: text(500).default(''),
  icon: z.enum(['Heart', 'Shield', 'Users', 'Car', 'Home', 'Building', 'BarChart3', 'TrendingUp', 'Database']).default('Database'),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Use a colour like #3B82F6.').default('#3B82F6'),
});
export type CategoryInput = z.input<typeof CategoryInput>;
export const AdminCategory = z.object({ id: z.string(), name: z.string(), slug: z.string(), description: z.string(), icon: z.string(), color: z.string(), datasets: z.number().int() });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const ProviderInput = z.object({
  name: text(120).min(1, 'Name is required.'),
  slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DATASET_MESSAGES.slug).max(120).optional(),
  description: text(1000).default(''),
  website: z.union([z.literal(''), z.url('Enter a full address, like https://example.com')]).default(''),
  logoUrl: z.union([z.literal(''), z.url('Enter a full address, like https://example.com/logo.png')]).default(''),
  verified: z.boolean().default(false),
});
export type ProviderInput = z.input<typeof ProviderInput>;
export const AdminProvider = z.object({
  id: z.string(), name: z.string(), slug: z.string(), description: z.string(), website: z.string().nullable(), logoUrl: z.string().nullable(),
  verified: z.boolean(), rating: z.number(), datasets: z.number().int(),
});
export type AdminProvider = z.infer<typeof AdminProvider>;

// ---- orders and refunds ---------------------------------------------------------------------------------------
export const AdminOrdersQuery = z.object({
  search: text(120).optional(),
  /** One customer's orders (the user page links here). */
  userId: z.uuid().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  type: z.enum(ORDER_TYPES),
  userId: z.string().nullable(),
  userEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  itemsCount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrderPage = Paged(AdminOrder);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const Refund = z.object({
  id: z.string(), orderItemId: z.string().nullable(), amountCents: z.number().int(), status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(), failureMessage: z.string().nullable(), providerRefundId: z.string().nullable(), createdAt: z.string(), createdBy: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;

export const AdminOrderDetail = Order.extend({
  refundedCents: z.number().int(),
  paymentProvider: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  itemsDetail: z.array(z.object({ id: z.string(), refundedAt: z.string().nullable(), grant: z.object({ id: z.string(), downloadCount: z.number().int(), expiresAt: z.string(), revokedAt: z.string().nullable() }).nullable() })),
  refunds: z.array(Refund),
  events: z.array(z.object({ id: z.string(), provider: z.string(), eventId: z.string(), type: z.string(), createdAt: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminInvoicesQuery = z.object({ search: text(120).optional(), page, limit: limit(ADMIN_PAGE_SIZE) });
export type AdminInvoicesQuery = z.input<typeof AdminInvoicesQuery>;
export const AdminInvoicePage = Paged(InvoiceSummary);
export type AdminInvoicePage = z.infer<typeof AdminInvoicePage>;

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded.',
  nothingLeft: 'Everything on this order has already been refunded.',
  balanceShort: 'The customer has already spent part of this recharge: the balance no longer covers it, so it cannot be refunded.',
  unknownItem: 'One of the chosen items is not on this order.',
} as const;

export const RefundRequest = z.object({
  /** The items to refund; left out, everything not yet refunded (or the whole recharge). */
  itemIds: z.array(z.uuid()).min(1).max(100).optional(),
  reason: text(500).default(''),
});
export type RefundRequest = z.input<typeof RefundRequest>;

// ---- subscriptions (plans) ------------------------------------------------------------------------------------
export const SUBSCRIPTION_STATUS_FILTERS = ['all', ...SUBSCRIPTION_STATUSES] as const;
export const AdminSubscriptionsQuery = z.object({
  status: z.enum(SUBSCRIPTION_STATUS_FILTERS).default('all'),
  plan: z.enum(PLAN_IDS).optional(),
  /** The owner's e-mail or the team's name, in part. */
  search: text(100).optional(),
  /** One team's plans (the user page links here). */
  teamId: z.uuid().optional(),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type AdminSubscriptionsQuery = z.input<typeof AdminSubscriptionsQuery>;

export const AdminSubscription = z.object({
  id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  owner: z.object({ id: z.string(), email: z.string() }).nullable(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  addons: z.array(z.enum(ADDON_IDS)),
  seats: z.number().int(),
  /** Plan, monthly add-ons and seats at today's prices and member count. */
  monthlyCents: z.number().int(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pastDueSince: z.string().nullable(),
  failedRenewals: z.number().int(),
  nextRetryAt: z.string().nullable(),
  /** When a past-due plan ends unless paid. */
  graceEndsAt: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof AdminSubscription>;
export const AdminSubscriptionPage = Paged(AdminSubscription).extend({
  /** Per status tab, with the plan, search and team filters applied. */
  counts: z.object({ all: z.number().int(), active: z.number().int(), past_due: z.number().int(), ended: z.number().int() }),
});
export type AdminSubscriptionPage = z.infer<typeof AdminSubscriptionPage>;

// ---- analytics ------------------------------------------------------------------------------------------------
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export const ANALYTICS_MAX_DAYS = 3 * 366;
export const AnalyticsQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS).default('day'),
})
  .refine((q) => q.from <= q.to, { message: 'The start date must be on or before the end date.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, { message: 'Choose a range of at most three years.', path: ['from'] });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;
export const Analytics = z.object({
  series: z.array(z.object({
    period: z.string(),
    revenueCents: z.number().int(),
    orders: z.number().int(),
    newUsers: z.number().int(),
    leads: z.number().int(),
    leadSpendCents: z.number().int(),
    /** The plans' part of revenueCents. */
    planRevenueCents: z.number().int(),
  })),
  totals: z.object({
    revenueCents: z.number().int(), refundedCents: z.number().int(), orders: z.number().int(), averageOrderCents: z.number().int(),
    newUsers: z.number().int(), leads: z.number().int(), leadSpendCents: z.number().int(), rechargesCents: z.number().int(),
    planRevenueCents: z.number().int(),
  }),
  topDatasets: z.array(z.object({ id: z.string(), title: z.string(), units: z.number().int(), revenueCents: z.number().int() })),
  topCategories: z.array(z.object({ id: z.string(), name: z.string(), units: z.number().int(), revenueCents: z.number().int() })),
});
export type Analytics = z.infer<typeof Analytics>;

/**
 * Plans over a range: MRR (the monthly amounts of the live plans) at each period's end, plans live then, and the plans
 * that ended in the period with the MRR lost with them; now; and the range's churn (ended in it / live at its start).
 */
export const SubscriptionAnalytics = z.object({
  series: z.array(z.object({
    period: z.string(), mrrCents: z.number().int(), live: z.number().int(), churned: z.number().int(), churnedMrrCents: z.number().int(),
  })),
  current: z.object({ mrrCents: z.number().int(), active: z.number().int(), pastDue: z.number().int() }),
  range: z.object({ liveAtStart: z.number().int(), churned: z.number().int(), churnedMrrCents: z.number().int(), churnRate: z.number().nullable() }),
});
export type SubscriptionAnalytics = z.infer<typeof SubscriptionAnalytics>;

// ---- audit log ------------------------------------------------------------------------------------------------
export const AuditQuery = z.object({
  entityType: text(40).optional(),
  entityId: text(100).optional(),
  actorId: z.uuid().optional(),
  page,
  limit: limit(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;
export const AuditEntry = z.object({
  id: z.string(), actorId: z.string().nullable(), actorEmail: z.string(), action: z.string(), entityType: z.string(), entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(), after: z.record(z.string(), z.unknown()).nullable(), ip: z.string().nullable(), createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({ items: z.array(AuditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;

// ---- inbox ----------------------------------------------------------------------------------------------------
export const InboxQuery = z.object({
  channel: z.enum(['contact', 'support']).optional(),
  unread: z.stringbool().optional(),
  search: text(100).optional(),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof InboxQuery>;
export const InboxMessage = z.object({
  id: z.string(), channel: z.enum(['contact', 'support']), firstName: z.string(), lastName: z.string(), email: z.string(),
  phone: z.string().nullable(), company: z.string().nullable(), subject: z.string(), message: z.string(), createdAt: z.string(),
  readAt: z.string().nullable(), repliedAt: z.string().nullable(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), sentBy: z.string().nullable(), createdAt: z.string() })),
});
export type InboxMessage = z.infer<typeof InboxMessage>;
export const InboxPage = z.object({ items: z.array(InboxMessage), total: z.number().int(), unread: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type InboxPage = z.infer<typeof InboxPage>;
export const MessageReply = z.object({ body: text(5000).min(1, 'Write a reply.') });
export const NewsletterSubscriber = z.object({ id: z.string(), email: z.string(), createdAt: z.string(), confirmedAt: z.string().nullable(), unsubscribedAt: z.string().nullable() });

// ---- content manager ------------------------------------------------------------------------------------------
export const CONTENT_MESSAGES = {
  required: 'Please fill in all required fields',
  duplicate: 'A content item with this key already exists',
  notImage: 'Please select a valid image file (JPG, PNG, GIF, etc.)',
  tooLarge: 'Image file size must be less than 5MB',
  saved: 'Content saved successfully! Changes are now live on the website.',
  saveFailed: 'Error saving content. Please try again.',
  number: 'Enter a number.',
  link: 'Enter a link: a full address (https://...) or a path on this site (/pricing).',
  price: 'This price is charged as written: write it in dollars, e.g. $49 or $1,299.00 per month.',
} as const;
export const MAX_CONTENT_IMAGE_BYTES = 5 * 1024 * 1024;

export const NewContentItem = z.object({
  key: z.string().trim().regex(/^[a-z0-9_]{1,80}$/, 'Use lowercase letters, digits and underscores.'),
  type: z.enum(CONTENT_TYPES),
  label: text(120).min(1, CONTENT_MESSAGES.required),
  section: text(60).min(1, CONTENT_MESSAGES.required),
  value: z.string().max(200_000).regex(NO_NUL, 'Contains a character that is not allowed.').default(''),
});
export type NewContentItem = z.input<typeof NewContentItem>;

export const ContentChange = z.object({
  key: z.string().trim().max(80),
  value: z.string().max(200_000).regex(NO_NUL, 'Contains a character that is not allowed.'),
  label: text(120).min(1).optional(),
  section: text(60).min(1).optional(),
});
export const ContentSave = z.object({ changes: z.array(ContentChange).min(1).max(500) });
export type ContentSave = z.input<typeof ContentSave>;

/** Unsaved values to preview: each comes back as Save Changes would store it, or with the reason it would refuse it. */
export const ContentPreviewRequest = z.object({ changes: z.array(ContentChange.pick({ key: true, value: true })).min(1).max(500) });
export const ContentPreview = z.object({
  items: z.array(z.union([z.object({ key: z.string(), value: z.string() }), z.object({ key: z.string(), error: z.string() })])),
});
export type ContentPreview = z.infer<typeof ContentPreview>;

export const ContentVersion = z.object({
  id: z.string(), key: z.string(), type: z.enum(CONTENT_TYPES), value: z.string(), label: z.string(), section: z.string(), editedBy: z.string().nullable(), createdAt: z.string(),
});
export type ContentVersion = z.infer<typeof ContentVersion>;

/** A content item as the manager lists it: whether it is one of the site's defaults, and how many versions it has. */
/** `placeholder`: still a default's example of an operator's fact, shown nowhere on the site until edited. */
export const AdminContentItem = ContentItem.extend({ isDefault: z.boolean(), placeholder: z.boolean(), versions: z.number().int() });
export type AdminContentItem = z.infer<typeof AdminContentItem>;
export const ContentKeys = z.object({ keys: z.array(z.string().trim().max(80)).min(1).max(500) });

/** Background jobs: each queue's jobs by state, and the jobs that used up their retries (dead letters). */
export const JobQueueCounts = z.object({
  queue: z.string(), queued: z.number().int(), active: z.number().int(), retrying: z.number().int(), failed: z.number().int(), deadLettered: z.number().int(),
});
export const DeadLetter = z.object({
  id: z.string(), queue: z.string(), data: z.unknown(), error: z.string().nullable(), attempts: z.number().int(), failedAt: z.string(),
});
export type DeadLetter = z.infer<typeof DeadLetter>;
export const JobsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const JobsOverview = z.object({
  queues: z.array(JobQueueCounts),
  deadLetters: z.object({ items: z.array(DeadLetter), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
export type JobsOverview = z.infer<typeof JobsOverview>;

// ---- teams ----------------------------------------------------------------------------------------------------
export const AdminTeamsQuery = z.object({
  /** A fragment of the team's name or its owner's e-mail. */
  search: text(120).optional(),
  /** Only teams of more than one member (the others are personal teams of one). */
  shared: z.stringbool().optional(),
  page,
  limit: limit(ADMIN_PAGE_SIZE),
});
export type AdminTeamsQuery = z.input<typeof AdminTeamsQuery>;

export const AdminTeam = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  members: z.number().int(),
  /** The live plan (active or past due), if any, and whether it has Team Management. */
  plan: z.object({ id: z.enum(PLAN_IDS), status: z.enum(SUBSCRIPTION_STATUSES), teamSeats: z.boolean() }).nullable(),
  createdAt: z.string(),
});
export type AdminTeam = z.infer<typeof AdminTeam>;
export const AdminTeamPage = Paged(AdminTeam);
export type AdminTeamPage = z.infer<typeof AdminTeamPage>;
