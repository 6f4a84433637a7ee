// /api/account/*: the signed-in user's settings page — profile, sessions, notification preferences, the privacy
// export and self-deletion. Passwords and e-mail changes go through better-auth under /api/auth/*.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { AccountSessions, DeleteAccountRequest, NotificationPreferences, Profile, ProfileForm } from '../../../common/account';
import { ApiErrorBody } from '../../../common/api';
import { datedFileName } from '../../lib/dated-file-name';
import { unauthorized } from '../../lib/errors';
import { getProfile, listSessions, revokeOtherSessions, revokeSession, updateProfile } from '../auth/profile.service';
import { deleteOwnAccount } from './account-deletion.service';
import { dataExportStream } from './data-export';
import { getPreferences, savePreferences } from './notification-preferences.service';

const tags = ['account'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The session this request is signed in with (better-auth's answer: the same cookie checks as its own routes). */
  async function currentSessionId(req: FastifyRequest): Promise<string> {
    const current = await app.auth.api.getSession({ headers: fromNodeHeaders(req.headers), query: { disableRefresh: true } });
    if (!current) throw unauthorized();
    return current.session.id;
  }

  r.get('/api/account/profile', {
    schema: { tags, summary: 'The signed-in user\'s profile', response: { 200: Profile, ...errors } },
  }, (req) => getProfile(app.db, req.user!.id));

  r.patch('/api/account/profile', {
    schema: { tags, summary: 'Save the profile (names follow the sign-up rules)', body: ProfileForm, response: { 200: Profile, ...errors } },
  }, (req) => updateProfile(app.db, app.sessionUsers, req.user!.id, req.body));

  r.get('/api/account/notifications', {
    schema: { tags, summary: 'E-mail notification preferences', response: { 200: NotificationPreferences, ...errors } },
  }, (req) => getPreferences(app.db, req.user!.id));

  r.put('/api/account/notifications', {
    schema: { tags, summary: 'Save e-mail notification preferences', body: NotificationPreferences, response: { 200: NotificationPreferences, ...errors } },
  }, (req) => savePreferences(app.db, req.user!.id, req.body));

  r.get('/api/account/sessions', {
    schema: { tags, summary: 'The user\'s active sessions, the current one marked', response: { 200: AccountSessions, ...errors } },
  }, async (req) => ({ items: await listSessions(app.db, req.user!.id, await currentSessionId(req)) }));

  r.post('/api/account/sessions/revoke-others', {
    schema: { tags, summary: 'Sign out every other session', response: { 200: z.object({ revoked: z.number().int() }), ...errors } },
  }, async (req) => ({ revoked: await revokeOtherSessions(app.db, app.sessionUsers, req.user!.id, await currentSessionId(req)) }));

  r.delete('/api/account/sessions/:id', {
    schema: { tags, summary: 'Sign out one session', params: z.object({ id: z.uuid() }), response: { 204: z.null(), 404: ApiErrorBody, ...errors } },
  }, async (req, reply) => {
    await revokeSession(app.db, app.sessionUsers, req.user!.id, req.params.id);
    return reply.status(204).send(null);
  });

  r.get('/api/account/export', {
    schema: { tags, summary: 'Everything kept about the user, as a JSON download (streamed)' },
    // Each export reads every order, lead and ledger row: a few per hour is plenty for a privacy request.
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  }, (req, reply) => reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${datedFileName('datacsv-account-export', 'json')}"`)
    .header('cache-control', 'private, no-store')
    .send(dataExportStream(app.db, req.user!.id)));

  r.post('/api/account/delete', {
    schema: {
      tags, summary: 'Delete the account after typing its e-mail: signs out everywhere, anonymises the person, keeps orders',
      body: DeleteAccountRequest, response: { 204: z.null(), 409: ApiErrorBody, 422: ApiErrorBody, ...errors },
    },
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
  }, async (req, reply) => {
    await deleteOwnAccount(app.db, app.sessionUsers, req.user!, req.body.confirmEmail);
    const cookies = (await app.auth.$context).authCookies;
    for (const c of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) reply.clearCookie(c.name, { path: '/' });
    return reply.status(204).send(null);
  });
}
