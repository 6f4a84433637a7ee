// Checkout and payment contract: what the web sends to start and confirm a payment, and what it gets back.
import { z } from 'zod';

/** What a payment is for: a dataset purchase, a balance top-up (recharge) for lead import, or a plan (subscription). */
export const ORDER_TYPES = ['purchase', 'recharge', 'subscription'] as const;

export const BILLING_COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;
export const BILLING_COUNTRY_NAMES: Record<(typeof BILLING_COUNTRIES)[number], string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
};
/** SPEC.md section 9: Stripe's minimum charge. */
export const MIN_CHARGE_CENTS = 50;
/** Stripe's largest single charge in USD ($999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999;
export const MAX_RECHARGE_DOLLARS = 100_000;

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty. Please add items before checkout.',
  invalidTotal: 'Invalid cart total. Please check your cart items.',
  belowMinimum: 'Order total must be at least $0.50 to process payment.',
  aboveMaximum: 'Order total exceeds the $999,999.99 card payment limit. Please split your order or contact sales.',
  invalidRecharge: 'Invalid recharge amount.',
  paymentFailed: 'Payment failed. Please try again.',
  unexpected: 'An unexpected error occurred.',
  unavailable: 'Payment processing is currently unavailable. Please ensure your payment provider secret key is configured in your deployment environment.',
} as const;

const optionalText = z.string().trim().max(200).optional();

export const BillingDetails = z.object({
  name: z.string().trim().min(1, 'Billing name is required').max(200),
  email: z.string().trim().min(1, 'Billing email is required').pipe(z.email('Please enter a valid email address.')),
  address: z.object({
    line1: optionalText, line2: optionalText, city: optionalText, state: optionalText,
    postal_code: z.string().trim().max(20).optional(),
    country: z.enum(BILLING_COUNTRIES).default('US'),
  }).default({ country: 'US' }),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

/**
 * POST /api/checkout. Prices come from the database, never from here. `idempotencyKey` (one per checkout page
 * visit) makes a double submit return the same order instead of creating a second one.
 */
export const CheckoutRequest = z.object({
  type: z.enum(['purchase', 'recharge']).default('purchase'),
  /** Whole dollars; recharge only. */
  amountDollars: z.number().optional(),
  billing: BillingDetails,
  idempotencyKey: z.uuid().optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

export const PaymentProvider = z.enum(['local', 'stripe']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export const CheckoutSession = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  type: z.enum(ORDER_TYPES),
  totalCents: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  payment: z.object({ provider: PaymentProvider, paymentIntentId: z.string(), clientSecret: z.string() }),
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** POST /api/payments/local/confirm: the local test gateway's card form (keeps only brand and last four). */
export const LocalConfirmRequest = z.object({
  paymentIntentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().trim().regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
    expMonth: z.number().int().min(1, 'Your card\'s expiration month is invalid.').max(12, 'Your card\'s expiration month is invalid.'),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().trim().regex(/^\d{3,4}$/, 'Your card\'s security code is invalid.'),
  }),
});
export type LocalConfirmRequest = z.infer<typeof LocalConfirmRequest>;

/** A paid confirmation; a declined card is a 402 error whose message is the provider's text (shown as is). */
export const PaymentResult = z.object({ orderId: z.string(), status: z.literal('succeeded') });
export type PaymentResult = z.infer<typeof PaymentResult>;
