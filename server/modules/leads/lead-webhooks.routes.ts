// Webhooks the ad platforms call: Facebook Lead Ads (verified handshake + signed deliveries) and Google Ads lead forms.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import type { JobQueue } from '../jobs/job-queue';
import { assertActive, configById, qualityRulesOf } from './configs.service';
import { acceptDelivery, validSignature, type FacebookSettings } from './facebook';
import { GoogleLeadBody, googleLeadFields, sameKey } from './google-ads';
import type { IngestBatcher } from './ingest-batcher';
import { clean } from './normalise';
import { prepareLead } from './pipeline';

const tags = ['webhooks'];
const webhookLimit = { rateLimit: { max: 1200, timeWindow: '1 minute' } };

export async function leadWebhookRoutes(app: FastifyInstance, opts: { jobs: JobQueue; batcher: IngestBatcher; facebook: FacebookSettings }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/webhooks/facebook', {
    schema: {
      tags, summary: 'Facebook webhook verification (hub.challenge)',
      querystring: z.object({ 'hub.mode': z.string().max(50).optional(), 'hub.verify_token': z.string().max(200).optional(), 'hub.challenge': z.string().max(200).optional() }),
    },
    config: webhookLimit,
  }, async (req, reply) => {
    const q = req.query;
    if (q['hub.mode'] !== 'subscribe' || !q['hub.challenge'] || !q['hub.verify_token'] || !sameKey(q['hub.verify_token'], opts.facebook.verifyToken)) {
      throw new AppError('FORBIDDEN', 403, 'Verification token mismatch.');
    }
    return reply.type('text/plain').send(q['hub.challenge']);
  });

  await app.register(async (raw) => {
    // Facebook signs the exact bytes it sent: this route alone keeps the body unparsed.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/facebook', {
      schema: { tags, summary: 'Facebook Lead Ads deliveries (X-Hub-Signature-256); each lead is fetched from the Graph API by a job' },
      config: webhookLimit,
    }, async (req, reply) => {
      if (!opts.facebook.appSecret) throw new AppError('WEBHOOK_NOT_CONFIGURED', 503, 'Facebook webhooks are not configured on this server (FACEBOOK_APP_SECRET).');
      const body = req.body as Buffer;
      if (!validSignature(body, req.headers['x-hub-signature-256'] as string | undefined, opts.facebook.appSecret)) {
        throw new AppError('INVALID_SIGNATURE', 401, 'The webhook signature is not valid.');
      }
      let payload: unknown;
      try { payload = JSON.parse(body.toString('utf8')); } catch { throw new AppError('MALFORMED_JSON', 400, 'The request body is not valid JSON.'); }
      await acceptDelivery({ db: app.db, jobs: opts.jobs, log: req.log }, payload);
      return reply.type('text/plain').send('EVENT_RECEIVED');
    });
  });

  r.post('/api/webhooks/google-ads/:configId', {
    schema: { tags, summary: 'Google Ads lead form webhook (google_key checked)', params: z.object({ configId: z.uuid() }), body: GoogleLeadBody, response: { 200: z.object({}) } },
    config: { ...webhookLimit, keepNul: true },
  }, async (req) => {
    const config = await configById(app.db, req.params.configId);
    if (!config?.googleKey) throw notFound('Webhook');
    if (!sameKey(req.body.google_key, config.googleKey)) throw new AppError('INVALID_KEY', 401, 'The google_key does not match this webhook.');
    assertActive(config);
    const lead = prepareLead(googleLeadFields(req.body), 0, qualityRulesOf(config), { sourceLeadId: clean(req.body.lead_id, 200), isTest: req.body.is_test });
    await opts.batcher.ingest(config, [lead], { platform: 'google' });
    return {};
  });
}

