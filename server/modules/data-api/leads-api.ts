// GET /api/v1/leads (scope leads:read): the charged leads the key's maker may read (their team's for the owner and
// admins, their own for a member), for CRMs that pull. A feed
// rather than a list: `next_cursor` is always the position after the last lead given (or the one asked with), so a
// client polls again later with it and gets only the leads charged since, none skipped or repeated however charges
// interleave (leads' charged-leads.ts says how). `has_more` says whether more are ready now.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V1LeadsPage, V1LeadsQuery } from '../../../common/data-api';
import { chargedLeadsAfter, FIRST_POSITION, type ChargePosition } from '../leads/charged-leads';
import { leadOwnersReadableBy } from '../teams/team-membership';
import { decodeCursor, encodeCursor, isBigintText, isRecord } from './cursor';

const isPosition = (v: unknown): v is ChargePosition => isRecord(v) && isBigintText(v.xid) && isBigintText(v.seq, 0n);

export async function leadsApiRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/leads', {
    schema: {
      tags: ['data API v1'], security: [{ apiKey: [] }],
      summary: "The charged leads the key's maker may read (the team's for its owner and admins, their own for a member) since the cursor, oldest charge first; poll again with next_cursor (scope leads:read)",
      querystring: V1LeadsQuery, response: { 200: V1LeadsPage },
    },
  }, async (req) => {
    const after = decodeCursor(req.query.cursor, isPosition) ?? FIRST_POSITION;
    // Whose leads the key's maker may read now (every member's for the owner and admins, their own for a member): one
    // position covers them all (transaction ids are one order across the database).
    const { userId, teamId, role } = req.apiCaller!;
    const users = await leadOwnersReadableBy(app.db, userId, { teamId, role });
    const rows = await chargedLeadsAfter(app.db, users, after, req.query.limit + 1);
    const page = rows.slice(0, req.query.limit);
    return {
      data: page.map((l) => ({
        id: l.id, user_id: l.userId, import_config_id: l.configId, source_platform: l.sourcePlatform, source_lead_id: l.sourceLeadId,
        status: l.status, charged_at: l.chargedAt, imported_at: l.importedAt, cost_cents: l.costCents, quality_score: l.qualityScore,
        data: l.leadData, consent: l.consent,
      })),
      next_cursor: encodeCursor(page.at(-1)?.position ?? after),
      has_more: rows.length > req.query.limit,
    };
  });
}
