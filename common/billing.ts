// Prepaid balance, auto-recharge, the saved card and the ledger: shapes shared by the server and the web app.
import { z } from 'zod';

export const QUICK_RECHARGE_DOLLARS = 100;
export const AUTO_RECHARGE_LIMITS = { maxThresholdCents: 1_000_000, minAmountCents: 1_000, maxAmountCents: 1_000_000 } as const;
/**
 * At most this many automatic recharges, for at most this much, per UTC day, whatever the leads do (the advertiser
 * may change both): a burst of leads cannot run up the card. The defaults allow three of the default $500.
 */
export const AUTO_RECHARGE_DAILY = { defaultCount: 3, maxCount: 24, defaultCents: 150_000, maxCents: 5_000_000 } as const;
export const LEDGER_PAGE_SIZE = 25;
/** The largest spend cap (account or import) and daily lead cap that can be set. */
export const SPEND_CAP_LIMITS = { maxCents: 100_000_000, maxLeads: 1_000_000 } as const;

export const LEDGER_KINDS = ['recharge', 'lead_charge', 'lead_return', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  recharge: 'Recharge',
  lead_charge: 'Lead charge',
  lead_return: 'Lead return',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export const BILLING_MESSAGES = {
  threshold: 'The recharge threshold must be a whole-dollar amount from $0 to $10,000.',
  amount: 'The recharge amount must be a whole-dollar amount from $10 to $10,000.',
  needsCard: 'Save a card first: automatic recharges charge your saved card.',
  dailyCount: 'The daily number of automatic recharges must be a whole number from 1 to 24.',
  dailyAmount: 'The daily limit must be a whole-dollar amount from $10 to $50,000.',
  dailyBelowAmount: 'The daily limit must be at least one recharge amount, or no automatic recharge could run.',
  signInToAddFunds: 'Please sign in to add funds',
  spendCap: 'A spend cap is an amount from $0 to $1,000,000, or empty for no cap.',
} as const;

const wholeDollars = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).refine((c) => c % 100 === 0, message);

export const AutoRechargeFields = z.object({
  enabled: z.boolean(),
  thresholdCents: wholeDollars(BILLING_MESSAGES.threshold, 0, AUTO_RECHARGE_LIMITS.maxThresholdCents),
  amountCents: wholeDollars(BILLING_MESSAGES.amount, AUTO_RECHARGE_LIMITS.minAmountCents, AUTO_RECHARGE_LIMITS.maxAmountCents),
  /** Automatic recharges per UTC day, and their total. Left out: unchanged. */
  dailyMaxCount: z.number({ error: BILLING_MESSAGES.dailyCount }).int(BILLING_MESSAGES.dailyCount).min(1, BILLING_MESSAGES.dailyCount).max(AUTO_RECHARGE_DAILY.maxCount, BILLING_MESSAGES.dailyCount),
  dailyMaxCents: wholeDollars(BILLING_MESSAGES.dailyAmount, AUTO_RECHARGE_LIMITS.minAmountCents, AUTO_RECHARGE_DAILY.maxCents),
});
export const AutoRechargeSettings = AutoRechargeFields.partial({ dailyMaxCount: true, dailyMaxCents: true })
  .refine((s) => s.dailyMaxCents === undefined || s.dailyMaxCents >= s.amountCents, { message: BILLING_MESSAGES.dailyBelowAmount, path: ['dailyMaxCents'] });
export type AutoRechargeSettings = z.infer<typeof AutoRechargeSettings>;

/** A spend cap in cents, or null for none. */
export const CapCents = z.number({ error: BILLING_MESSAGES.spendCap }).int(BILLING_MESSAGES.spendCap)
  .min(0, BILLING_MESSAGES.spendCap).max(SPEND_CAP_LIMITS.maxCents, BILLING_MESSAGES.spendCap).nullable();

/** The account's caps on lead charges per UTC day and calendar month (UTC); null: no cap. */
export const SpendCapsSettings = z.object({ dailyCents: CapCents, monthlyCents: CapCents });
export type SpendCapsSettings = z.infer<typeof SpendCapsSettings>;

export const SavedCard = z.object({
  provider: z.enum(['local', 'stripe']),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCard>;

export const Balance = z.object({
  balanceCents: z.number().int(),
  reservedCents: z.number().int(),
  autoRecharge: AutoRechargeFields.extend({
    /** Automatic recharges started today (UTC) and their total, against the daily limits. */
    today: z.object({ count: z.number().int(), cents: z.number().int() }),
    /** Why automatic recharges stopped (a declined card ...); null while they run. */
    pausedReason: z.string().nullable(),
    /** An automatic recharge is being charged right now. */
    inProgress: z.boolean(),
  }),
  card: SavedCard.nullable(),
  /** Leads kept for lack of funds, charged oldest first on the next recharge. */
  pendingLeads: z.object({ count: z.number().int(), cents: z.number().int() }),
  /** The account's spend caps and what lead charges used of them today and this month (UTC). */
  spendCaps: SpendCapsSettings.extend({ spentTodayCents: z.number().int(), spentThisMonthCents: z.number().int() }),
  /** Leads held by a spend cap (the account's or an import's), charged oldest first once the cap allows. */
  overCapLeads: z.object({ count: z.number().int(), cents: z.number().int() }),
});
export type Balance = z.infer<typeof Balance>;

export const LedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  reference: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LEDGER_PAGE_SIZE),
  kind: z.enum(LEDGER_KINDS).optional(),
});
export const LedgerPage = z.object({ items: z.array(LedgerEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type LedgerPage = z.infer<typeof LedgerPage>;

/** Local test gateway: the card to keep for automatic recharges (only brand, last four and expiry are stored). */
export const SaveLocalCardRequest = z.object({
  number: z.string().trim().regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
  expMonth: z.number().int().min(1, 'Your card\'s expiration month is invalid.').max(12, 'Your card\'s expiration month is invalid.'),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'Your card\'s security code is invalid.'),
});
export type SaveLocalCardRequest = z.infer<typeof SaveLocalCardRequest>;

/** Stripe: a SetupIntent the Payment Element confirms; the server then reads the saved card from Stripe. */
export const CardSetup = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type CardSetup = z.infer<typeof CardSetup>;
export const SaveStripeCardRequest = z.object({ setupIntentId: z.string().min(1).max(100) });
