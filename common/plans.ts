// Plans and add-ons: what each gives. Their names and prices live in the content store (admins edit them on the
// pricing page's content); what they allow lives here, and the server enforces it.
import { z } from 'zod';
import { formatCents } from './money';
import { ADDON_IDS, PLAN_IDS } from './plan-catalog';

export * from './plan-catalog';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The settings a team chooses: a plan and its add-ons (the per-dataset ones are billed as used). */
export const PlanSettings = z.object({
  plan: z.enum(PLAN_IDS),
  realtime: z.boolean().default(false),
  teamSeats: z.boolean().default(false),
  verification: z.boolean().default(false),
  enhancement: z.boolean().default(false),
});
export type PlanSettings = z.infer<typeof PlanSettings>;

export const InvoiceLine = z.object({
  description: z.string(), quantity: z.number().int(), unitCents: z.number().int(), amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** What a change costs: charged now (pro rata, an upgrade), credited to the next renewal (a downgrade), and then monthly. */
export const PlanQuote = z.object({
  chargeNowCents: z.number().int(),
  creditCents: z.number().int(),
  monthlyCents: z.number().int(),
  lines: z.array(InvoiceLine),
});
export type PlanQuote = z.infer<typeof PlanQuote>;

export const PlanPrice = z.object({ id: z.enum(PLAN_IDS), name: z.string(), priceCents: z.number().int(), datasetsPerPeriod: z.number().int().nullable(), apiRequestsPerHour: z.number().int() });
export const AddonPrice = z.object({ id: z.enum(ADDON_IDS), name: z.string(), priceCents: z.number().int(), unit: z.enum(['dataset', 'month', 'seat']) });

export const SubscriptionView = z.object({
  /** The prices in force (from the content store). */
  plans: z.array(PlanPrice),
  addons: z.array(AddonPrice),
  /** The team's live plan, or null. */
  subscription: z.object({
    id: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    settings: PlanSettings,
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    creditCents: z.number().int(),
    pastDueSince: z.string().nullable(),
    nextRetryAt: z.string().nullable(),
    /** When a past-due plan ends unless paid. */
    graceEndsAt: z.string().nullable(),
    datasetsTaken: z.number().int(),
    datasetsPerPeriod: z.number().int().nullable(),
    apiRequestsPerHour: z.number().int(),
    seats: z.number().int(),
    nextRenewal: PlanQuote,
  }).nullable(),
  /** Only the team's owner changes the plan. */
  canManage: z.boolean(),
  apiRequestsPerHour: z.number().int(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const TakeResult = z.object({ grantId: z.string(), datasetsTaken: z.number().int(), datasetsPerPeriod: z.number().int().nullable() });
export type TakeResult = z.infer<typeof TakeResult>;

export const PLAN_MESSAGES = {
  noCard: 'Save a card on Billing & Plans first: your plan is charged to it every month.',
  ownerOnly: 'Only the team owner can change the plan.',
  noPlan: 'Your team has no plan. Choose one on Billing & Plans.',
  alreadySubscribed: 'Your team already has a plan. Change it instead.',
  alreadyOwned: 'Your team already has this dataset in its downloads.',
  unavailable: 'This dataset is not available.',
  priceMissing: 'This plan\'s price is not set. Please contact support.',
  notCanceling: 'The plan is not set to cancel.',
  changedWhilePaying: (paidCents: number) =>
    `Your plan changed while this change was being paid, so it was not applied: the ${formatCents(paidCents)} paid is credit on your plan, taken off your next renewal. Review your plan and choose again.`,
  teamHasMembers: 'Your team has members: remove them on the Team page before turning Team Management off.',
  quota: (limit: number, renews: string) =>
    `Your plan's ${limit} datasets for this period are used. More can be taken when it renews on ${renews}.`,
} as const;
