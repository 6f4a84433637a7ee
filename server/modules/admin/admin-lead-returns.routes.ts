// /api/admin/lead-returns: advertisers' requests to return bad leads, approved (credited through the ledger, once) or
// denied with a note.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminLeadReturnList, LeadReturn, RETURN_STATUSES, ReturnDecision } from '../../../common/leads';
import { actorOf } from '../audit/audit.service';
import { decideReturn, listReturns } from '../leads/returns.service';

const tags = ['admin'];

export async function adminLeadReturnRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/lead-returns', {
    schema: {
      tags, summary: 'Lead returns to decide (oldest first) or decided',
      querystring: z.object({ status: z.enum(RETURN_STATUSES).optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(25) }),
      response: { 200: AdminLeadReturnList },
    },
  }, (req) => listReturns(app.db, req.query));

  r.post('/api/admin/lead-returns/:id/decision', {
    schema: { tags, summary: 'Approve (credit the charge back, once) or deny a lead return', params: z.object({ id: z.uuid() }), body: ReturnDecision, response: { 200: LeadReturn } },
  }, async (req) => {
    const deps = { db: app.db, jobs: app.jobs, mailer: app.mailer, publicUrl: opts.publicUrl };
    const ret = await decideReturn(deps, actorOf(req), req.params.id, req.body.decision, req.body.note);
    return {
      id: ret.id, status: ret.status, reason: ret.reason, details: ret.details, adminNote: ret.adminNote,
      createdAt: ret.createdAt.toISOString(), decidedAt: new Date().toISOString(),
    };
  });
}
