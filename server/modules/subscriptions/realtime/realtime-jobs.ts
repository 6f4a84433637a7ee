// The Real-Time Data Delivery jobs: fan-out of a dataset update and of charged leads, one try of a delivery, and the
// notice of an endpoint turned off.
import type { JobQueue } from '../../jobs/job-queue';
import { attemptRealtimeDelivery, sendRealtimeDisabledNotice, type RealtimeDeps } from './realtime-delivery';
import { pushChargedLeads, pushDatasetUpdate } from './realtime-events';

export function defineRealtimeJobs(jobs: JobQueue, deps: RealtimeDeps) {
  jobs.define('subscriptions.dataset-updated', { handler: ({ datasetId }) => pushDatasetUpdate(deps, datasetId) });
  jobs.define('subscriptions.leads-charged', { handler: ({ userId, leadIds }) => pushChargedLeads(deps, userId, leadIds) });
  jobs.define('subscriptions.realtime-deliver', {
    handler: ({ deliveryId }) => attemptRealtimeDelivery(deps, deliveryId),
    // As leads.deliver-webhook: a try schedules its own retry; pg-boss's only cover a crash, and never overlap a live try.
    options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 },
    concurrency: 4,
  });
  jobs.define('subscriptions.realtime-disabled-notice', { handler: ({ teamId }) => sendRealtimeDisabledNotice(deps, teamId) });
}
