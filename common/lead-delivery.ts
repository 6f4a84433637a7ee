// Delivery of charged leads to the advertiser's own systems (signed webhook, e-mail per lead) — shapes shared by the
// server and the web app. Kept beside common/leads.ts rather than in it, so charging and delivery change apart.
import { z } from 'zod';

/** Tries per delivery (the first and its retries), backing off from a minute: the last comes about an hour later. */
export const DELIVERY_ATTEMPTS = 7;
/** Deliveries in a row that used up every try; then the webhook is turned off and its owner told. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 20;
/** Redirects followed per attempt, each hop checked like the first address. */
export const MAX_WEBHOOK_REDIRECTS = 3;
export const DELIVERY_LOG_SIZE = 50;
export const SIGNATURE_HEADER = 'X-Lead-Signature';
export const DELIVERY_ID_HEADER = 'X-Lead-Delivery-Id';

export const DELIVERY_MESSAGES = {
  url: 'Enter the full address of your endpoint, such as https://crm.example.com/leads.',
  https: 'The webhook address must start with https://.',
  scheme: 'The webhook address must start with https:// (or http:// in development).',
  credentials: 'Leave user names and passwords out of the webhook address; each delivery is signed instead.',
  refused: (why: string) => `This address cannot receive leads: ${why}. Use a public address of your own systems.`,
  unresolved: 'This host name could not be found. Check the address.',
  email: 'Enter a valid e-mail address, or leave it empty to use your account e-mail.',
  noWebhook: 'Set up and turn on the webhook for this import first.',
  disabled: 'The webhook was turned off after repeated failures: re-enable it first.',
  notCharged: 'Only charged (delivered) leads are sent to your systems.',
  confirmInvalid: 'This confirmation link is not valid any more. Ask the advertiser to send a new one from the import\'s delivery settings.',
  nothingToConfirm: 'Leads go to your account e-mail, which needs no confirmation.',
} as const;

const NO_NUL = /^[^\u0000]*$/;

export const DeliverySettingsInput = z.object({
  /** Empty: no webhook. */
  webhookUrl: z.string().trim().max(2000).regex(NO_NUL, DELIVERY_MESSAGES.url)
    .refine((v) => v === '' || URL.canParse(v), DELIVERY_MESSAGES.url),
  webhookEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  /** Empty: the account's e-mail. */
  emailTo: z.union([z.literal(''), z.email(DELIVERY_MESSAGES.email).max(254)]),
});
export type DeliverySettingsInput = z.infer<typeof DeliverySettingsInput>;

export const DeliverySettings = DeliverySettingsInput.extend({
  /** The signing secret, shown to the import's owner only (rotatable). */
  secret: z.string(),
  accountEmail: z.string(),
  /** `emailTo` is waiting for its holder to confirm by the e-mailed link: no lead is e-mailed to it until then. */
  emailPending: z.boolean(),
  consecutiveFailures: z.number().int(),
  /** Set when the webhook was turned off after too many failed deliveries; re-enabling clears it. */
  disabledAt: z.string().nullable(),
  disableAfter: z.number().int(),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One signed delivery as its log shows it: its state and its last try (lead webhooks and Real-Time Data Delivery). */
export const DeliveryTries = z.object({
  id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
});

export const DeliveryLogEntry = DeliveryTries.extend({
  leadId: z.string(),
  leadName: z.string(),
  updatedAt: z.string(),
});
export type DeliveryLogEntry = z.infer<typeof DeliveryLogEntry>;

/** An import's delivery as admins watch it: the webhook's state, and its deliveries of the last 7 days by outcome. */
export const DELIVERY_HEALTH_DAYS = 7;
export const DeliveryHealth = z.object({
  webhook: z.enum(['none', 'off', 'on', 'disabled']),
  emailPerLead: z.boolean(),
  consecutiveFailures: z.number().int(),
  recent: z.object({ succeeded: z.number().int(), failed: z.number().int(), inProgress: z.number().int() }),
});
export type DeliveryHealth = z.infer<typeof DeliveryHealth>;

export const TestDeliveryResult = z.object({
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TestDeliveryResult = z.infer<typeof TestDeliveryResult>;

/** How a receiver checks a delivery (shown on the configuration page; docs/ARCHITECTURE.md has the same). */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a Buffer or string), before any JSON parsing.
export function verifyLead(rawBody, signatureHeader, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}`;

export const EmailConfirmation = z.object({ token: z.string().min(1).max(100) });
/** What a confirmed address now receives. */
export const EmailConfirmed = z.object({ email: z.string(), importName: z.string() });
export type EmailConfirmed = z.infer<typeof EmailConfirmed>;
