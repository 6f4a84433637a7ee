// /api/lead-configs: the advertiser's import configurations (create, edit, activate, delete, rotate secrets), and the
// price list they are priced against (/api/lead-prices).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfigLeadCounts, CreateLeadConfig, LeadConfig, LeadPriceList, UpdateLeadConfig } from '../../../common/leads';
import { createConfig, deleteConfig, listConfigs, readConfig, rotateSecrets, updateConfig, type ConfigDeps } from './configs.service';
import { configCounts } from './lead-counts';
import { listPrices } from './prices.service';

const tags = ['lead configurations'];
const IdParams = z.object({ id: z.uuid() });

export async function leadConfigRoutes(app: FastifyInstance, deps: ConfigDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/lead-prices', {
    schema: { tags, summary: 'The price list: the least an import pays per lead, by source and lead type', response: { 200: LeadPriceList } },
  }, () => listPrices(deps.db));

  r.get('/api/lead-configs', {
    schema: { tags, summary: 'The user\'s import configurations, newest first', response: { 200: z.array(LeadConfig) } },
  }, (req) => listConfigs(deps, req.user!.id));

  r.post('/api/lead-configs', {
    schema: { tags, summary: 'Create an import configuration', body: CreateLeadConfig, response: { 201: LeadConfig } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send(await createConfig(deps, req.user!.id, req.body)));

  r.get('/api/lead-configs/:id', {
    schema: { tags, summary: 'One import configuration with its setup details', params: IdParams, response: { 200: LeadConfig } },
  }, (req) => readConfig(deps, req.user!.id, req.params.id));

  r.get('/api/lead-configs/:id/counts', {
    schema: { tags, summary: 'The configuration\'s leads by current status, today (UTC) and in all', params: IdParams, response: { 200: ConfigLeadCounts } },
  }, (req) => configCounts(deps.db, req.user!.id, req.params.id));

  r.patch('/api/lead-configs/:id', {
    schema: { tags, summary: 'Edit, activate or deactivate an import configuration', params: IdParams, body: UpdateLeadConfig, response: { 200: LeadConfig } },
  }, (req) => updateConfig(deps, req.user!.id, req.params.id, req.body));

  r.delete('/api/lead-configs/:id', {
    schema: { tags, summary: 'Delete an import configuration (its leads are kept)', params: IdParams },
  }, async (req, reply) => {
    await deleteConfig(deps.db, req.user!.id, req.params.id);
    return reply.status(204).send();
  });

  r.post('/api/lead-configs/:id/rotate', {
    schema: { tags, summary: 'New ingest URL (and Google key); the old ones stop working', params: IdParams, response: { 200: LeadConfig } },
  }, (req) => rotateSecrets(deps, req.user!.id, req.params.id));
}
