// /api/admin/jobs: the background job queues at a glance, and the dead-letter list: jobs that used up their retries
// (a mail server down for hours, a gateway refusing), which an admin sends back to their queue once the cause is fixed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobsOverview, JobsQuery } from '../../../common/admin';
import { notFound } from '../../lib/errors';
import { actorOf, recordAudit } from '../audit/audit.service';

const tags = ['admin'];
const PAGE_SIZE = 25;

export async function adminJobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/jobs', {
    schema: { tags, summary: 'Every job queue\'s jobs by state, and the dead-lettered jobs (newest first)', querystring: JobsQuery, response: { 200: JobsOverview } },
  }, async (req) => {
    const [queues, dead] = await Promise.all([
      app.jobs.counts(),
      app.jobs.deadLetters({ limit: PAGE_SIZE, offset: (req.query.page - 1) * PAGE_SIZE }),
    ]);
    return { queues, deadLetters: { ...dead, page: req.query.page, pageSize: PAGE_SIZE } };
  });

  r.post('/api/admin/jobs/dead-letters/:id/retry', {
    schema: {
      tags, summary: 'Send a dead-lettered job back to its queue (once, however often it is pressed)',
      params: z.object({ id: z.uuid() }), response: { 200: z.object({ queue: z.string() }) },
    },
  }, (req) => app.db.transaction(async (tx) => {
    const retried = await app.jobs.retryDeadLetter(tx, req.params.id);
    if (!retried) throw notFound('Dead-lettered job');
    await recordAudit(tx, actorOf(req), { action: 'job.retry', entityType: 'job', entityId: req.params.id, after: { queue: retried.queue } });
    return retried;
  }));
}
