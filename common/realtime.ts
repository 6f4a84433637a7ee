// Real-Time Data Delivery (a monthly plan add-on): a team's signed webhook, pushed dataset updates and charged leads.
// Signed and retried like the lead webhooks (common/lead-delivery.ts): same headers, same tries, same auto-disable.
import { z } from 'zod';
import { DELIVERY_MESSAGES, DeliveryTries } from './lead-delivery';

export const REALTIME_EVENTS = ['dataset.updated', 'lead.charged', 'ping'] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

export const REALTIME_MESSAGES = {
  noAddon: 'Real-Time Data Delivery is not part of your team\'s plan. Turn it on under Billing & Plans (/account/billing).',
  managersOnly: 'Only the team owner or an admin can change real-time delivery.',
  noEndpoint: 'Save your real-time endpoint address first.',
  off: 'Turn real-time delivery on first.',
  disabled: 'Real-time delivery was turned off after repeated failures: save it enabled again first.',
} as const;

export const RealtimeSettingsInput = z.object({
  url: z.string().trim().min(1, DELIVERY_MESSAGES.url).max(2000).refine((v) => URL.canParse(v) && !v.includes('\u0000'), DELIVERY_MESSAGES.url),
  enabled: z.boolean(),
});
export type RealtimeSettingsInput = z.infer<typeof RealtimeSettingsInput>;

export const RealtimeDelivery = DeliveryTries.extend({
  /** The event's id: a replay sends the same event again under a new delivery id. */
  eventId: z.string(),
  event: z.enum(REALTIME_EVENTS),
});
export type RealtimeDelivery = z.infer<typeof RealtimeDelivery>;

export const RealtimeView = z.object({
  /** The team's plan has the add-on; without it nothing is sent and settings cannot change. */
  planHasRealtime: z.boolean(),
  /** The owner and admins change settings; every member reads them. */
  canManage: z.boolean(),
  url: z.string(),
  enabled: z.boolean(),
  consecutiveFailures: z.number().int(),
  /** Set when delivery was turned off after too many failed deliveries; saving it enabled clears it. */
  disabledAt: z.string().nullable(),
  disableAfter: z.number().int(),
  /** The signing secret: only in the answer that made it (first save, roll), never read back. */
  secret: z.string().nullable(),
  deliveries: z.array(RealtimeDelivery),
});
export type RealtimeView = z.infer<typeof RealtimeView>;
