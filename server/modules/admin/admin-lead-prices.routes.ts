// /api/admin/lead-prices: the price list (the least an import pays per lead, by source and lead type), kept by admins.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_SOURCES, LEAD_TYPES, LeadPrice, SetLeadPrice } from '../../../common/leads';
import { actorOf } from '../audit/audit.service';
import { setPrice } from '../leads/prices.service';

const tags = ['admin'];

export async function adminLeadPriceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/admin/lead-prices/:source/:leadType', {
    schema: {
      tags, summary: 'Set the list price of a source and lead type ($1.50-$15; existing imports keep their price)',
      params: z.object({ source: z.enum(CAMPAIGN_SOURCES), leadType: z.enum(LEAD_TYPES) }), body: SetLeadPrice, response: { 200: LeadPrice },
    },
  }, (req) => setPrice(app.db, actorOf(req), req.params.source, req.params.leadType, req.body.priceCents));
}
