// /api/team/*: the signed-in user's team (members, roles, invitations), joining by an e-mailed invitation, leaving.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvitationPreview, TeamInvite, TeamJoin, TeamRename, TeamRoleChange, TeamView } from '../../../common/teams';
import { actorOf } from '../audit/audit.service';
import {
  changeRole, inviteMember, joinTeam, leaveTeam, previewInvitation, removeMember, renameTeam, resendInvitation, revokeInvitation, teamView,
} from './team.service';

const InvitationParams = z.object({ id: z.uuid() });
const MemberParams = z.object({ userId: z.uuid() });
const PreviewQuery = z.object({ token: z.string().min(1).max(100) });
const tags = ['teams'];
/** Each invitation is an e-mail to an address the team chose: enough for onboarding a team, too few to spam with. */
const mailRateLimit = { rateLimit: { max: 30, timeWindow: '1 hour' } };

export async function teamRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl };
  const inviter = (req: FastifyRequest) => ({ ...actorOf(req), name: `${req.user!.firstName} ${req.user!.lastName}`.trim() });
  const view = (req: FastifyRequest) => teamView(app.db, req.user!.id);

  r.get('/api/team', {
    schema: { tags, summary: 'The signed-in user\'s team: members, roles, open invitations, seats', response: { 200: TeamView } },
  }, view);

  r.patch('/api/team', {
    schema: { tags, summary: 'Rename the team (owner or admin)', body: TeamRename, response: { 200: TeamView } },
  }, async (req) => {
    await renameTeam(app.db, actorOf(req), req.body.name);
    return view(req);
  });

  r.post('/api/team/invitations', {
    schema: { tags, summary: 'Invite someone by e-mail (owner or admin; needs the Team Management add-on)', body: TeamInvite, response: { 201: TeamView } },
    config: mailRateLimit,
  }, async (req, reply) => {
    await inviteMember(deps, inviter(req), req.body);
    return reply.status(201).send(await view(req));
  });

  r.delete('/api/team/invitations/:id', {
    schema: { tags, summary: 'Revoke an open invitation (owner or admin)', params: InvitationParams, response: { 200: TeamView } },
  }, async (req) => {
    await revokeInvitation(app.db, actorOf(req), req.params.id);
    return view(req);
  });

  r.post('/api/team/invitations/:id/resend', {
    schema: { tags, summary: 'Send an open invitation again with a new link, valid for another 7 days', params: InvitationParams, response: { 200: TeamView } },
    config: mailRateLimit,
  }, async (req) => {
    await resendInvitation(deps, inviter(req), req.params.id);
    return view(req);
  });

  r.get('/api/team/invitations/preview', {
    schema: { tags, summary: 'What an invitation link offers (for the accept page; no sign-in needed)', querystring: PreviewQuery, response: { 200: InvitationPreview } },
  }, (req) => previewInvitation(app.db, req.query.token));

  r.post('/api/team/join', {
    schema: { tags, summary: 'Accept an invitation sent to the signed-in user\'s address', body: TeamJoin, response: { 200: TeamView } },
  }, async (req) => {
    await joinTeam(app.db, actorOf(req), req.body.token);
    return view(req);
  });

  r.patch('/api/team/members/:userId', {
    schema: { tags, summary: 'Change a member\'s role (owner only)', params: MemberParams, body: TeamRoleChange, response: { 200: TeamView } },
  }, async (req) => {
    await changeRole(app.db, actorOf(req), req.params.userId, req.body.role);
    return view(req);
  });

  r.delete('/api/team/members/:userId', {
    schema: { tags, summary: 'Remove a member (the owner anyone but themself, an admin members only)', params: MemberParams, response: { 200: TeamView } },
  }, async (req) => {
    await removeMember(app.db, actorOf(req), req.params.userId);
    return view(req);
  });

  r.post('/api/team/leave', {
    schema: { tags, summary: 'Leave the team (not its owner): back to the personal team', response: { 200: TeamView } },
  }, async (req) => {
    await leaveTeam(app.db, actorOf(req));
    return view(req);
  });
}
