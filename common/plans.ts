// Plans and add-ons: what each gives. Their names and prices live in the content store (admins edit them on the
// pricing page's content); what they allow lives here, and the server enforces it.
export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanAllowance {
  /** The content keys' prefix (`pricing_plan_1_name`, `_price`, ...). */
  contentPrefix: string;
  /** Catalog datasets a team may take into the plan per billing period; null for no limit. */
  datasetsPerPeriod: number | null;
  /** Data API requests per hour, per team (issue 28's rate limits read this). */
  apiRequestsPerHour: number;
}

export const PLANS: Record<PlanId, PlanAllowance> = {
  starter: { contentPrefix: 'pricing_plan_1', datasetsPerPeriod: 100, apiRequestsPerHour: 300 },
  professional: { contentPrefix: 'pricing_plan_2', datasetsPerPeriod: 500, apiRequestsPerHour: 1000 },
  enterprise: { contentPrefix: 'pricing_plan_3', datasetsPerPeriod: null, apiRequestsPerHour: 10_000 },
};

/** Buyers without a plan may still call the data API, slowly. */
export const NO_PLAN_API_REQUESTS_PER_HOUR = 60;

export const ADDON_IDS = ['verification', 'enhancement', 'realtime', 'team'] as const;
export type AddonId = (typeof ADDON_IDS)[number];

/** How an add-on is billed: per dataset delivered with it in the period, per month, or per team member per month. */
export type AddonUnit = 'dataset' | 'month' | 'seat';

export const ADDONS: Record<AddonId, { unit: AddonUnit; /** Its line in the content key `pricing_addons`. */ line: number }> = {
  verification: { unit: 'dataset', line: 0 },
  enhancement: { unit: 'dataset', line: 1 },
  realtime: { unit: 'month', line: 2 },
  team: { unit: 'seat', line: 3 },
};

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
