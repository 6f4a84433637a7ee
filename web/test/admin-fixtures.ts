// Admin API answers for web tests, each with sensible defaults and overrides.
import type {
  AdminOrder, AdminOrderDetail, AdminStats, AdminSubscription, AdminUser, Analytics, AuditEntry, InboxMessage, SubscriptionAnalytics,
} from '../../common/admin';

export const adminStats = (o: Partial<AdminStats> = {}): AdminStats => ({
  users: { total: 1234, active: 1200, inactive: 20, banned: 14, admins: 3, newLast30Days: 87 },
  datasets: { total: 58, active: 52 },
  orders: { total: 4321, purchases: 3900, recharges: 321, subscriptions: 100, completed: 4100, last30Days: 310 },
  revenue: { totalCents: 98_765_400, last30DaysCents: 4_500_000, refundedCents: 120_000, plansCents: 2_990_000 },
  plans: { mrrCents: 1_234_500, active: 40, pastDue: 3 },
  leads: { total: 15_000, last30Days: 900, spentCents: 7_500_000 },
  balanceHeldCents: 2_345_600,
  openLeadReturns: 2,
  unreadMessages: 5,
  ...o,
});

export const adminUserRow = (o: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'CLIENT', status: 'active', emailVerified: true,
  createdAt: '2026-10-01T10:00:00.000Z', lastSignInAt: '2026-11-20T09:00:00.000Z', deletedAt: null, ...o,
});

export const adminOrderRow = (o: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o1', orderNumber: 'ORDER-1763900000000-ABCDEFGHI', type: 'purchase', userId: 'u1', userEmail: 'ada@example.com',
  status: 'completed', paymentStatus: 'paid', totalCents: 4500, refundedCents: 0, itemsCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z', paidAt: '2026-11-20T10:01:00.000Z', ...o,
});

export const adminOrderDetail = (o: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: 'o1', orderNumber: 'ORDER-1763900000000-ABCDEFGHI', type: 'purchase', status: 'completed', paymentStatus: 'paid', totalCents: 4500,
  currency: 'usd', createdAt: '2026-11-20T10:00:00.000Z', paidAt: '2026-11-20T10:01:00.000Z', paymentIntentId: 'pi_local_1', failureMessage: null,
  billing: { name: 'Ada Lovelace', email: 'ada@example.com', address: { country: 'US' } }, card: { brand: 'visa', last4: '4242' },
  items: [
    { id: 'i1', datasetId: 'd1', title: 'Texas Auto Leads', slug: 'texas-auto-leads', priceCents: 2000, quantity: 1 },
    { id: 'i2', datasetId: 'd2', title: 'Florida Home Owners', slug: 'florida-home-owners', priceCents: 2500, quantity: 1 },
  ],
  invoice: { id: 'invoice-1', number: 'INV-2026-000001' },
  refundedCents: 0, paymentProvider: 'local', user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
  itemsDetail: [
    { id: 'i1', refundedAt: null, grant: { id: 'g1', downloadCount: 2, expiresAt: '2026-12-20T10:01:00.000Z', revokedAt: null } },
    { id: 'i2', refundedAt: null, grant: { id: 'g2', downloadCount: 0, expiresAt: '2026-12-20T10:01:00.000Z', revokedAt: null } },
  ],
  refunds: [], events: [{ id: 'e1', provider: 'local', eventId: 'evt_1', type: 'payment_intent.succeeded', createdAt: '2026-11-20T10:01:00.000Z' }],
  ...o,
});

export const analyticsAnswer = (o: Partial<Analytics> = {}): Analytics => ({
  series: [
    { period: '2026-11-01', revenueCents: 120_000, orders: 12, newUsers: 30, leads: 400, leadSpendCents: 200_000, planRevenueCents: 29_900 },
    { period: '2026-11-02', revenueCents: 80_000, orders: 8, newUsers: 21, leads: 380, leadSpendCents: 190_000, planRevenueCents: 0 },
  ],
  totals: { revenueCents: 200_000, refundedCents: 5_000, orders: 20, averageOrderCents: 10_000, newUsers: 51, leads: 780, leadSpendCents: 390_000, rechargesCents: 500_000, planRevenueCents: 29_900 },
  topDatasets: [{ id: 'd1', title: 'Texas Auto Leads', units: 9, revenueCents: 90_000 }],
  topCategories: [{ id: 'c1', name: 'Auto Insurance', units: 14, revenueCents: 140_000 }],
  ...o,
});

export const inboxMessage = (o: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 'm1', channel: 'support', firstName: 'Rae', lastName: 'Lin', email: 'rae@example.com', phone: null, company: 'Lin Insurance',
  subject: 'Download problem', message: 'The file will not open.', createdAt: '2026-11-21T08:00:00.000Z', readAt: null, repliedAt: null, replies: [], ...o,
});

export const auditEntry = (o: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1', actorId: 'a1', actorEmail: 'admin@example.com', action: 'user.ban', entityType: 'user', entityId: 'u1',
  before: { status: 'active' }, after: { status: 'banned' }, ip: '127.0.0.1', createdAt: '2026-11-22T10:00:00.000Z', ...o,
});

export const adminSubscriptionRow = (o: Partial<AdminSubscription> = {}): AdminSubscription => ({
  id: 's1', team: { id: 't1', name: 'Lovelace Leads' }, owner: { id: 'u1', email: 'ada@example.com' }, plan: 'enterprise', status: 'past_due',
  addons: ['team'], seats: 3, monthlyCents: 85_600, currentPeriodEnd: '2026-11-05T09:00:00.000Z', cancelAtPeriodEnd: false,
  pastDueSince: '2026-11-05T09:00:00.000Z', failedRenewals: 2, nextRetryAt: '2026-11-10T09:00:00.000Z', graceEndsAt: '2026-11-12T09:00:00.000Z',
  createdAt: '2026-08-05T09:00:00.000Z', endedAt: null, endedReason: null, ...o,
});

export const subscriptionAnalyticsAnswer = (o: Partial<SubscriptionAnalytics> = {}): SubscriptionAnalytics => ({
  series: [
    { period: '2026-11-01', mrrCents: 1_000_000, live: 20, churned: 1, churnedMrrCents: 9_900 },
    { period: '2026-11-02', mrrCents: 990_100, live: 19, churned: 0, churnedMrrCents: 0 },
  ],
  current: { mrrCents: 990_100, active: 17, pastDue: 2 },
  range: { liveAtStart: 20, churned: 1, churnedMrrCents: 9_900, churnRate: 0.05 },
  ...o,
});
