// The leads module's background work: charging leads that wait for funds, and fetching Facebook leads.
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../lib/secret-box';
import type { JobQueue } from '../jobs/job-queue';
import { defineFacebookJobs, type FacebookSettings } from './facebook';
import type { IngestBatcher } from './ingest-batcher';
import { chargePendingLeads, type PipelineDeps } from './pipeline';

export function defineLeadJobs(jobs: JobQueue, deps: PipelineDeps & { batcher: IngestBatcher; box: SecretBox; settings: FacebookSettings; log: FastifyBaseLogger }) {
  jobs.define('leads.charge-pending', {
    handler: async ({ userId }) => { await chargePendingLeads(deps, userId); },
    // One waiting and one running per user: a credit during a run queues exactly one more pass.
    options: { policy: 'stately' },
  });
  defineFacebookJobs(jobs, deps);
}
