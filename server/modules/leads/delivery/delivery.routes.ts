// Delivery of charged leads: /api/lead-configs/:id/delivery (settings, secret, re-enable, test), the delivery log, and
// a lead's deliveries and replay under /api/leads/:id/deliveries.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryLogEntry, DeliverySettings, DeliverySettingsInput, EmailConfirmation, EmailConfirmed, TestDeliveryResult } from '../../../../common/lead-delivery';
import {
  confirmDeliveryEmail, deliveryLog, leadDeliveryLog, readDeliverySettings, reenableWebhook, replayDelivery, resendEmailConfirmation,
  rotateDeliverySecret, saveDeliverySettings, sendTestDelivery, type DeliveryServiceDeps,
} from './delivery.service';

const tags = ['lead delivery'];
const IdParams = z.object({ id: z.uuid() });

export async function deliveryRoutes(app: FastifyInstance, deps: DeliveryServiceDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/lead-configs/:id/delivery', {
    schema: { tags, summary: 'Where the import\'s charged leads are sent: webhook (with its signing secret) and e-mail', params: IdParams, response: { 200: DeliverySettings } },
  }, (req) => readDeliverySettings(deps, req.user!.id, req.params.id));

  r.put('/api/lead-configs/:id/delivery', {
    schema: { tags, summary: 'Set the webhook address and e-mail per lead (the address is checked now and before every send)', params: IdParams, body: DeliverySettingsInput, response: { 200: DeliverySettings } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, (req) => saveDeliverySettings(deps, req.user!.id, req.params.id, req.body));

  r.post('/api/lead-configs/:id/delivery/resend-email-confirmation', {
    schema: { tags, summary: 'E-mail the lead address a new confirmation link (the old one stops working)', params: IdParams, response: { 200: DeliverySettings } },
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  }, (req) => resendEmailConfirmation(deps, req.user!.id, req.params.id));

  r.post('/api/lead-delivery/confirm-email', {
    schema: { tags, summary: "The address's holder agrees, by the e-mailed link's token, to receive an import's leads (no account needed)", body: EmailConfirmation, response: { 200: EmailConfirmed } },
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
  }, (req) => confirmDeliveryEmail(deps, req.body.token));

  r.post('/api/lead-configs/:id/delivery/rotate-secret', {
    schema: { tags, summary: 'New signing secret; later deliveries are signed with it only', params: IdParams, response: { 200: DeliverySettings } },
  }, (req) => rotateDeliverySecret(deps, req.user!.id, req.params.id));

  r.post('/api/lead-configs/:id/delivery/enable', {
    schema: { tags, summary: 'Re-enable a webhook turned off after repeated failures', params: IdParams, response: { 200: DeliverySettings } },
  }, (req) => reenableWebhook(deps, req.user!.id, req.params.id));

  r.post('/api/lead-configs/:id/delivery/test', {
    schema: { tags, summary: 'Send a signed sample lead (test: true) to the saved webhook and answer what it said', params: IdParams, response: { 200: TestDeliveryResult } },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  }, (req) => sendTestDelivery(deps, req.user!.id, req.params.id));

  r.get('/api/lead-configs/:id/deliveries', {
    schema: { tags, summary: 'The import\'s latest webhook deliveries, newest first', params: IdParams, response: { 200: z.array(DeliveryLogEntry) } },
  }, (req) => deliveryLog(deps, req.user!.id, req.params.id));

  r.get('/api/leads/:id/deliveries', {
    schema: { tags, summary: 'One lead\'s webhook deliveries, newest first', params: IdParams, response: { 200: z.array(DeliveryLogEntry) } },
  }, (req) => leadDeliveryLog(deps, req.user!.id, req.params.id));

  r.post('/api/leads/:id/deliveries', {
    schema: { tags, summary: 'Replay: send a charged lead to the import\'s webhook again (a new delivery)', params: IdParams, response: { 201: DeliveryLogEntry } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send(await replayDelivery(deps, req.user!.id, req.params.id)));
}
