// /api/realtime: the team's Real-Time Data Delivery endpoint (settings, secret, test ping) and its delivery log with replays.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RealtimeDelivery, RealtimeSettingsInput, RealtimeView } from '../../../../common/realtime';
import {
  realtimeView, replayRealtimeDelivery, rollRealtimeSecret, saveRealtimeSettings, sendRealtimePing, type RealtimeServiceDeps,
} from './realtime.service';

const tags = ['real-time delivery'];
const sendLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeServiceDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/realtime', {
    schema: { tags, summary: 'The team\'s real-time endpoint, whether its plan has the add-on, and the last 50 deliveries', response: { 200: RealtimeView } },
  }, (req) => realtimeView(deps, req.user!.id));

  r.put('/api/realtime', {
    schema: { tags, summary: 'Set the endpoint address and turn delivery on or off (owner or admin); the first save answers the signing secret, once', body: RealtimeSettingsInput, response: { 200: RealtimeView } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, (req) => saveRealtimeSettings(deps, req.user!.id, req.body));

  r.post('/api/realtime/roll-secret', {
    schema: { tags, summary: 'New signing secret, answered once; later deliveries are signed with it only (owner or admin)', response: { 200: RealtimeView } },
    config: sendLimit,
  }, (req) => rollRealtimeSecret(deps, req.user!.id));

  r.post('/api/realtime/test', {
    schema: { tags, summary: 'Send a signed `ping` event to the saved endpoint now and log what it answered (owner or admin)', response: { 200: RealtimeDelivery } },
    config: sendLimit,
  }, (req) => sendRealtimePing(deps, req.user!.id));

  r.post('/api/realtime/deliveries/:id/replay', {
    schema: { tags, summary: 'Send a logged event again, as a new delivery (owner or admin)', params: z.object({ id: z.uuid() }), response: { 201: RealtimeDelivery } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send(await replayRealtimeDelivery(deps, req.user!.id, req.params.id)));
}
