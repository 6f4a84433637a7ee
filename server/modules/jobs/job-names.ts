// Every background job and what it carries: modules send each other work by name, without importing each other.
import type { SpendCap } from '../../../common/leads';

export interface JobPayloads {
  /** Fetch one Facebook lead from the Graph API and run it through the lead pipeline. */
  'leads.facebook-fetch': { configId: string; leadgenId: string; formId: string | null; createdTime: number | null };
  /** Charge a user's held leads (waiting for funds or over a cap), oldest first, as far as the balance and caps allow. */
  'leads.charge-pending': { userId: string };
  /** Tell an advertiser a spend cap is reached (once per cap and period). */
  'leads.cap-notice': { userId: string; cap: SpendCap; configId: string | null };
  /** At 00:00 UTC: queue a release for every advertiser with leads held by a cap. */
  'leads.release-held': Record<string, never>;
  /** Try one webhook delivery of a charged lead (a failure schedules the next try itself, with backoff). */
  'leads.deliver-webhook': { deliveryId: string };
  /** E-mail one charged lead to the address its import sends leads to. */
  'leads.email-lead': { leadId: string };
  /** Tell an advertiser their lead webhook was turned off after repeated failed deliveries. */
  'leads.webhook-disabled-notice': { configId: string };
  /** Charge the saved card for one automatic recharge. */
  'balance.auto-recharge': { userId: string; startedAt: string };
  /** Tell a user their balance fell under the threshold (or cannot cover waiting leads). */
  'balance.low-balance-notice': { userId: string };
  /** E-mail each advertiser one summary of the previous UTC day's automatic recharges (scheduled 00:15 UTC). */
  'balance.auto-recharge-summary': Record<string, never>;
  /** Add each finished UTC day's sign-ups, leads and lead spend to the analytics rollup. */
  'admin.roll-up-activity': Record<string, never>;
  /** Deliver one outbox e-mail by SMTP (marked sent once delivered, so a retry never sends it twice). */
  'mail.deliver': { outboxId: string };
  /** Renew, retry or end every plan whose period has ended (scheduled every minute, one instance at a time). */
  'subscriptions.renew': Record<string, never>;
  /** A dataset's file or listing changed: push `dataset.updated` to every team holding it with Real-Time Data Delivery. */
  'subscriptions.dataset-updated': { datasetId: string };
  /** One charging call's charged leads: push them (`lead.charged`) to the advertiser's team's real-time endpoint. */
  'subscriptions.leads-charged': { userId: string; leadIds: string[] };
  /** Try one real-time delivery (a failure schedules the next try itself, with backoff). */
  'subscriptions.realtime-deliver': { deliveryId: string };
  /** Tell a team's owner their real-time endpoint was turned off after repeated failed deliveries. */
  'subscriptions.realtime-disabled-notice': { teamId: string };
  /** Check unpaid orders against the payment gateway (scheduled every minute, one instance at a time). */
  'payments.reconcile': Record<string, never>;
}

export type JobName = keyof JobPayloads;
