// What each plan and add-on gives, and where the content store keeps its name and price. No zod here: the pricing
// page and the content defaults read it without loading the schemas of common/plans.ts, which re-exports it.

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

export const ADDONS: Record<AddonId, { unit: AddonUnit; /** Its content keys: `<prefix>_name`, `_price`, `_description`. */ contentPrefix: string }> = {
  verification: { unit: 'dataset', contentPrefix: 'pricing_addon_verification' },
  enhancement: { unit: 'dataset', contentPrefix: 'pricing_addon_enhancement' },
  realtime: { unit: 'month', contentPrefix: 'pricing_addon_realtime' },
  team: { unit: 'seat', contentPrefix: 'pricing_addon_team' },
};

/** The content keys that hold a price that is charged: an edit must read as dollars ("$49", "$1,299.00 a month"). */
export const isChargedPriceKey = (key: string) =>
  PLAN_IDS.some((id) => key === `${PLANS[id].contentPrefix}_price`) || ADDON_IDS.some((id) => key === `${ADDONS[id].contentPrefix}_price`);
