// The leads module's background work: charging held leads, spend cap notices, and fetching Facebook leads.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import type { SecretBox } from '../../lib/secret-box';
import type { JobQueue } from '../jobs/job-queue';
import { defineFacebookJobs, type FacebookSettings } from './facebook';
import type { IngestBatcher } from './ingest-batcher';
import { releaseHeldLeads, type PipelineDeps } from './pipeline';
import { queueDailyRelease, sendCapNotice } from './spend-caps';

export interface LeadJobDeps extends PipelineDeps {
  batcher: IngestBatcher;
  box: SecretBox;
  settings: FacebookSettings;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
}

export function defineLeadJobs(jobs: JobQueue, deps: LeadJobDeps) {
  jobs.define('leads.charge-pending', {
    handler: async ({ userId }) => { await releaseHeldLeads(deps, userId); },
    // One waiting and one running per user: a credit during a run queues exactly one more pass.
    options: { policy: 'stately' },
  });
  jobs.define('leads.cap-notice', { handler: (notice) => sendCapNotice(deps, notice) });
  jobs.define('leads.release-held', { handler: () => queueDailyRelease(deps.db, jobs) });
  jobs.schedule('leads.release-held', '0 0 * * *', {});
  defineFacebookJobs(jobs, deps);
}
