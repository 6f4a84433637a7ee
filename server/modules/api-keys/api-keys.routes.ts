// /api/api-keys: the signed-in user's team's API keys (cookie session; the keys themselves are for /api/v1 only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiKeyCreate, ApiKeyCreated, ApiKeyList, ApiKeyUsage, ApiKeyView } from '../../../common/api-keys';
import { actorOf } from '../audit/audit.service';
import type { ApiRateLimiter } from './api-rate-limit';
import { apiKeyUsageOf, createApiKey, listApiKeys, revokeApiKey, takeOverApiKey } from './api-keys.service';

const tags = ['api keys'];

export async function apiKeyRoutes(app: FastifyInstance, opts: { limiter: ApiRateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/api-keys', {
    schema: { tags, summary: "The team's API keys (any member) and its plan's hourly limit", response: { 200: ApiKeyList } },
  }, (req) => listApiKeys(app.db, req.user!.id));

  r.get('/api/api-keys/usage', {
    schema: { tags, summary: "The team's data API requests per key and UTC day, last 30 days, and this hour's against the plan's limit (any member)", response: { 200: ApiKeyUsage } },
  }, (req) => apiKeyUsageOf(app.db, opts.limiter, req.user!.id));

  r.post('/api/api-keys', {
    schema: { tags, summary: 'Make a key for the team; the answer holds the full key, shown this once', body: ApiKeyCreate, response: { 201: ApiKeyCreated } },
    // Keys are made by hand: a few a minute is plenty, and far too few to fill the table.
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send(await createApiKey(app.db, actorOf(req), req.body)));

  r.delete('/api/api-keys/:id', {
    schema: { tags, summary: "Revoke a key (the team's owner or admins, or the key's creator): refused from the next request", params: z.object({ id: z.uuid() }), response: { 200: ApiKeyView } },
  }, (req) => revokeApiKey(app.db, actorOf(req), req.params.id));

  r.post('/api/api-keys/:id/take-over', {
    schema: {
      tags, summary: "Make a teammate's working key the caller's own (the team's owner or admins), so it keeps working after its maker leaves",
      params: z.object({ id: z.uuid() }), response: { 200: ApiKeyView },
    },
  }, (req) => takeOverApiKey(app.db, actorOf(req), req.params.id));
}
