// The delivery jobs: one try of a webhook delivery, an e-mail per lead, and the notice of a webhook turned off.
import type { JobQueue } from '../../jobs/job-queue';
import { attemptDelivery, emailLead, sendDisabledNotice, type DeliveryDeps } from './webhook-delivery';

export function defineDeliveryJobs(jobs: JobQueue, deps: DeliveryDeps) {
  jobs.define('leads.deliver-webhook', {
    handler: ({ deliveryId }) => attemptDelivery(deps, deliveryId),
    // A try records its own failure and schedules the next; pg-boss's retries only cover a crash mid-try.
    // expireInSeconds: above the 10 s request timeout, so a live try is never handed to another worker.
    options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 },
    concurrency: 4,
  });
  jobs.define('leads.email-lead', { handler: ({ leadId }) => emailLead(deps, leadId) });
  jobs.define('leads.webhook-disabled-notice', { handler: ({ configId }) => sendDisabledNotice(deps, configId) });
}
