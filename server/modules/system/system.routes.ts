// Liveness and the public settings the web app needs before anything else.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfig } from '../../../common/api';
import type { Config } from '../../config';
import { contentValue } from '../content/content.service';

export async function systemRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Answered from memory: a health probe must stay cheap under load.
  const health = { status: 'ok' as const, database: app.database.driver };
  const healthJson = JSON.stringify(health);
  r.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
  }, (_req, reply) => { reply.type('application/json').serializer(() => healthJson).send(health); });

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
  }));
}
