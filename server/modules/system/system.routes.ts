// Liveness, readiness, Prometheus metrics, and the public settings the web app needs before anything else.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PublicConfig } from '../../../common/api';
import type { Config } from '../../config';
import { unauthorized } from '../../lib/errors';
import { contentValue } from '../content/content.service';

const Check = z.enum(['ok', 'failed', 'not configured']);
const Readiness = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting down']),
  checks: z.object({
    database: Check, storage: Check, redis: Check, changeFeed: z.enum(['ok', 'reconnecting', 'failed']),
    /** The memory design's search index drawn (at start-up: 30 s at 1,000,000 datasets). */
    searchIndex: Check,
  }),
  /** While the change feed reconnects: since when, and how many attempts failed so far. */
  changeFeed: z.object({ reconnectingSince: z.string(), attempts: z.number().int() }).optional(),
});
/** A dependency that does not answer within this is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 2000;

export async function systemRoutes(app: FastifyInstance, { config, redis, metrics, searchIndexed }: {
  config: Config; redis?: import('ioredis').Redis;
  /** Resolves once the search index is drawn (CatalogSearch.indexed). */
  searchIndexed: () => Promise<void>;
  /** The metrics registry, when METRICS_TOKEN is set. */
  metrics?: Registry;
}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Answered from memory: a health probe must stay cheap under load.
  const health = { status: 'ok' as const, database: app.database.driver };
  const healthJson = JSON.stringify(health);
  r.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
  }, (_req, reply) => { reply.type('application/json').serializer(() => healthJson).send(health); });

  // Readiness: whether this instance can serve now. A load balancer routes on it; during shutdown it says so first.
  r.get('/api/ready', {
    schema: { tags: ['system'], summary: 'Readiness: database, file storage and Redis reachable, the change feed listening and the search index drawn (503 when not, or while shutting down)', response: { 200: Readiness, 503: Readiness } },
  }, async (_req, reply) => {
    const [database, storage, cache, searchIndex] = await Promise.all([
      probe(() => app.db.execute(sql`select 1`)),
      probe(() => app.storage.ping()),
      redis ? probe(() => redis.ping()) : ('not configured' as const),
      probe(searchIndexed),
    ]);
    // A change feed that is reconnecting makes this instance not ready (503), like a failed check: NOTIFYs sent meanwhile
    // are lost, so its catalog caches (answers, search vocabulary, search sample) may stay stale until it listens again
    // and drops them all. Other instances keep serving fresh answers; when every instance loses its feed at once the
    // database is almost always down too, and they would be unavailable anyway. Recovery takes the first successful
    // attempt (backoff from 250 ms, capped at 30 s: change-feed.ts).
    const feed = app.changes.status();
    const changeFeed = feed.state === 'listening' ? 'ok' as const : feed.state === 'reconnecting' ? 'reconnecting' as const : 'failed' as const;
    const checks = { database, storage, redis: cache, changeFeed, searchIndex };
    const failing = changeFeed !== 'ok' || Object.values(checks).includes('failed');
    const status = app.lifecycle.draining ? 'shutting down' : failing ? 'unavailable' : 'ready';
    return reply.status(status === 'ready' ? 200 : 503).send({
      status, checks,
      ...(feed.state === 'reconnecting' && feed.reconnectingSince
        ? { changeFeed: { reconnectingSince: feed.reconnectingSince.toISOString(), attempts: feed.attempts } } : {}),
    });
  });

  if (metrics && config.metricsToken) {
    const expected = Buffer.from(`Bearer ${config.metricsToken}`);
    r.get('/metrics', {
      schema: { hide: true },
      // Scrapers send GET; a HEAD would collect everything for nothing.
      exposeHeadRoute: false,
    }, async (req, reply) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
      return reply.type(metrics.contentType).send(await metrics.metrics());
    });
  }

  r.get('/api/config', {
    schema: { tags: ['system'], summary: 'Public settings', response: { 200: PublicConfig } },
  }, async () => ({
    brandName: (await contentValue(app.db, 'brand_name')) || 'DataCSV',
    payments: {
      provider: config.payments.provider,
      publishableKey: config.payments.provider === 'stripe' ? config.payments.stripePublishableKey ?? null : null,
    },
    devTools: config.devTools,
    requireEmailVerification: config.requireEmailVerification,
    facebookLeadAds: Boolean(config.facebook.appSecret),
  }));
}

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS); });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
