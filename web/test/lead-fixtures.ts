// Advertiser-side data for web tests: balances, import configurations and leads as the server sends them.
import type { Balance } from '../../common/billing';
import { QualityRules, type Lead, type LeadConfig, type LeadDetail, type LeadSummary } from '../../common/leads';

export const balance = (over: Partial<Balance> = {}): Balance => ({
  balanceCents: 12_345, reservedCents: 0, card: null, pendingLeads: { count: 0, cents: 0 },
  autoRecharge: { enabled: false, thresholdCents: 10_000, amountCents: 50_000, dailyMaxCount: 3, dailyMaxCents: 150_000, today: { count: 0, cents: 0 }, pausedReason: null, inProgress: false },
  spendCaps: { dailyCents: null, monthlyCents: null, spentTodayCents: 0, spentThisMonthCents: 0 }, overCapLeads: { count: 0, cents: 0 },
  ...over,
});

export const config = (over: Partial<LeadConfig> & { id: string }): LeadConfig => ({
  campaignName: 'Spring auto quotes', campaignSource: 'other', leadType: 'auto', active: true, costPerLeadCents: 450, qualityRules: QualityRules.parse({}),
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
  ingestUrl: `http://localhost:3000/api/leads/ingest/li_${over.id}`, stats: { leads: 12, deliveredLeads: 10, spentCents: 4500, lastLeadAt: '2026-11-20T10:00:00.000Z' },
  caps: { dailyBudgetCents: null, dailyLeadCap: null, today: { leads: 0, cents: 0 }, overCapLeads: 0 },
  facebook: null, google: null,
  ...over,
});

export const lead = (over: Partial<Lead> & { id: string }): Lead => ({
  configId: 'c1', campaignName: 'Spring auto quotes', sourcePlatform: 'api', sourceLeadId: null, status: 'delivered', qualityScore: 80,
  costCents: 450, chargedAt: '2026-11-20T10:00:00.000Z', importedAt: '2026-11-20T10:00:00.000Z', name: 'Maria Gonzalez',
  email: 'maria@example.com', phone: '+15125550147', held: false, duplicateOfId: null, return: null,
  ...over,
});

export const leadDetail = (over: Partial<LeadDetail> & { id: string }): LeadDetail => ({
  ...lead(over),
  data: { first_name: 'Maria', last_name: 'Gonzalez', email: 'maria@example.com', phone: '+15125550147', state: 'TX', vehicle: '2019 Civic' },
  qualityReasons: [{ code: 'email_valid', points: 25, label: 'Valid e-mail address' }, { code: 'consent_missing', points: 0, label: 'No consent proof (TCPA)' }],
  errors: [], consent: null, charge: null, returnableUntil: null, duplicateOf: null,
  ...over,
});

export const summary = (over: Partial<LeadSummary> = {}): LeadSummary => ({
  stats: { totalLeads: 1234, totalSpentCents: 556_600, avgQuality: 78.25, activeConfigs: 2 },
  recentLeads: [lead({ id: 'l1' }), lead({ id: 'l2', name: 'James Carter', email: 'james@example.com', status: 'pending', chargedAt: null, qualityScore: 35 })],
  ...over,
});
