// /api/admin/teams: every team with its owner, member count and live plan.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminTeamPage, AdminTeamsQuery } from '../../../common/admin';
import { listAdminTeams } from './admin-teams.service';

const tags = ['admin'];

export async function adminTeamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/teams', {
    schema: { tags, summary: 'Teams: search (name, owner e-mail), shared teams only, paging', querystring: AdminTeamsQuery, response: { 200: AdminTeamPage } },
  }, (req) => listAdminTeams(app.db, req.query));
}
