// Prometheus metrics (prom-client): request latency by route, the database pool, the job queues, and payment and lead
// counters. Served at /metrics behind METRICS_TOKEN; without a token nothing here is collected but the counters.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

// Counted where the event happens, for the whole process (one app per process in production).
export const paymentOutcomes = new Counter({
  name: 'payment_events_total', help: 'Payment outcomes applied (paid, failed) or skipped (duplicate, ignored)', labelNames: ['outcome'] as const, registers: [],
});
export const leadsIngested = new Counter({
  name: 'leads_ingested_total', help: 'Leads through the import pipeline, by outcome', labelNames: ['outcome'] as const, registers: [],
});
export const jobAttemptsFailed = new Counter({
  name: 'job_attempts_failed_total', help: 'Job attempts that threw (each retry counts)', labelNames: ['queue'] as const, registers: [],
});

/** What /metrics reads of the job queue (modules/jobs' JobQueue is one): each queue's jobs by state. */
export interface QueueDepths {
  counts(): Promise<{ queue: string; queued: number; active: number; retrying: number; failed: number; deadLettered: number }[]>;
}

/** Builds the registry for one app and times every request; returns what GET /metrics answers. */
export function installMetrics(app: FastifyInstance, deps: { database: Database; jobs: QueueDepths }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(paymentOutcomes);
  registry.registerMetric(leadsIngested);
  registry.registerMetric(jobAttemptsFailed);

  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Request latency by route (the route pattern, not the URL)',
    labelNames: ['method', 'route', 'status_code'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    // Unmatched URLs share one label: a scanner must not create a time series per path it tries.
    duration.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'db_pool_connections', help: 'PostgreSQL pool connections by state (max: the pool size)', labelNames: ['state'] as const, registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Counter({
    name: 'db_pool_busy_seconds_total', help: 'Time pool connections were lent out (database time used by requests and jobs)', registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.busySeconds);
    },
  });
  new Gauge({
    name: 'job_queue_jobs', help: 'Jobs per queue and state (failed: the last 7 days; dead_lettered: out of retries, waiting for an admin)',
    labelNames: ['queue', 'state'] as const, registers: [registry],
    async collect() {
      for (const q of await deps.jobs.counts()) {
        this.set({ queue: q.queue, state: 'queued' }, q.queued);
        this.set({ queue: q.queue, state: 'active' }, q.active);
        this.set({ queue: q.queue, state: 'retrying' }, q.retrying);
        this.set({ queue: q.queue, state: 'failed' }, q.failed);
        this.set({ queue: q.queue, state: 'dead_lettered' }, q.deadLettered);
      }
    },
  });
  return registry;
}
