// Facebook Lead Ads: the webhook (GET verification handshake; POST signed with the app secret, answered at once) and
// the job that fetches each new lead from the Graph API with the page's token and runs it through the pipeline.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SecretBox } from '../../lib/secret-box';
import type { JobQueue } from '../jobs/job-queue';
import { configById, facebookConfigs, qualityRulesOf } from './configs.service';
import type { IngestBatcher } from './ingest-batcher';
import { clean } from './normalise';
import { prepareLead, type PipelineDeps } from './pipeline';

export interface FacebookSettings { appSecret?: string; verifyToken: string; graphUrl: string }

/** X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the exact request bytes, keyed with the app secret. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** Facebook's object ids are numbers, sent as strings or numbers. */
const FacebookId = z.union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()]).transform(String);
const LeadgenChange = z.object({
  field: z.literal('leadgen'),
  value: z.object({ leadgen_id: FacebookId, page_id: FacebookId, form_id: FacebookId.optional(), created_time: z.number().optional() }),
});
const Delivery = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(z.unknown()).default([]) })).default([]),
});

/** Queues a fetch for every new lead in a verified delivery, for every configuration listening to its page and form. */
export async function acceptDelivery(deps: { db: PipelineDeps['db']; jobs: JobQueue; log: FastifyBaseLogger }, body: unknown): Promise<number> {
  const delivery = Delivery.safeParse(body);
  if (!delivery.success || delivery.data.object !== 'page') return 0;
  let queued = 0;
  for (const change of delivery.data.entry.flatMap((e) => e.changes)) {
    const parsed = LeadgenChange.safeParse(change);
    if (!parsed.success) continue;
    const { leadgen_id: leadgenId, page_id: pageId, form_id: formId, created_time: createdTime } = parsed.data.value;
    const configs = await facebookConfigs(deps.db, pageId, formId ?? null);
    if (!configs.length) deps.log.info({ pageId, formId }, 'Facebook lead for a page no active configuration listens to');
    for (const config of configs) {
      await deps.jobs.send('leads.facebook-fetch', { configId: config.id, leadgenId, formId: formId ?? null, createdTime: createdTime ?? null });
      queued++;
    }
  }
  return queued;
}

/** A Graph API answer that retrying will not change (bad token, lead gone, no permission). */
export class GraphRefusal extends Error {}

interface GraphLead {
  id: string;
  created_time?: string;
  form_id?: string;
  field_data?: { name: string; values?: string[] }[];
  custom_disclaimer_responses?: { checkbox_key: string; is_checked: string | boolean }[];
}

/** GET /{leadgen-id} with the page token and its appsecret_proof. Transient failures throw (the job retries). */
export async function fetchGraphLead(settings: FacebookSettings, leadgenId: string, pageToken: string): Promise<GraphLead> {
  const url = new URL(`${settings.graphUrl}/${encodeURIComponent(leadgenId)}`);
  url.searchParams.set('fields', 'created_time,field_data,form_id,ad_id,campaign_id,custom_disclaimer_responses');
  url.searchParams.set('access_token', pageToken);
  if (settings.appSecret) url.searchParams.set('appsecret_proof', createHmac('sha256', settings.appSecret).update(pageToken).digest('hex'));
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const body = await res.json().catch(() => null) as { error?: { message?: string; code?: number } } & GraphLead | null;
  if (res.ok && body?.id) return body;
  const code = body?.error?.code;
  const message = body?.error?.message ?? `HTTP ${res.status}`;
  // 4, 17, 32, 613: rate limits; 1, 2: temporary; 5xx: Facebook's side. Everything else is an answer.
  if (res.status >= 500 || res.status === 429 || [1, 2, 4, 17, 32, 613].includes(code ?? -1)) throw new Error(`Graph API unavailable: ${message}`);
  throw new GraphRefusal(message);
}

/** Graph's field_data list -> a flat record our normaliser understands (first answer of each question). */
export function graphLeadFields(lead: GraphLead, formId: string | null): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const f of lead.field_data ?? []) fields[f.name] = f.values?.join(', ') ?? '';
  const checked = (lead.custom_disclaimer_responses ?? []).filter((c) => c.is_checked === true || c.is_checked === '1' || c.is_checked === 'true');
  fields.consent = {
    text: `Submitted through Facebook Lead Ads form ${lead.form_id ?? formId ?? ''}`.trim() +
      (checked.length ? `; consent boxes checked: ${checked.map((c) => c.checkbox_key).join(', ')}` : ''),
    ...(lead.created_time ? { timestamp: lead.created_time } : {}),
  };
  return fields;
}

export function defineFacebookJobs(jobs: JobQueue, deps: PipelineDeps & { batcher: IngestBatcher; box: SecretBox; settings: FacebookSettings; log: FastifyBaseLogger }) {
  jobs.define('leads.facebook-fetch', {
    // Facebook keeps a lead for 90 days; retries back off up to an hour apart over about a day.
    options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
    concurrency: 4,
    handler: async ({ configId, leadgenId, formId }) => {
      const config = await configById(deps.db, configId);
      if (!config?.active) {
        deps.log.info({ configId, leadgenId }, 'Facebook lead dropped: its configuration is inactive or deleted');
        return;
      }
      let fields: Record<string, unknown>;
      let refusal: string | null = null;
      try {
        if (!config.facebookPageToken) throw new GraphRefusal('No Page access token is saved for this configuration.');
        const lead = await fetchGraphLead(deps.settings, leadgenId, deps.box.open(config.facebookPageToken));
        fields = graphLeadFields(lead, formId);
      } catch (err) {
        if (!(err instanceof GraphRefusal)) throw err;
        fields = {};
        refusal = `Facebook did not return the lead: ${err.message}`;
      }
      const prepared = prepareLead(fields, 0, qualityRulesOf(config), { sourceLeadId: clean(leadgenId, 200) });
      if (refusal) prepared.errors = [refusal];
      await deps.batcher.ingest(config, [prepared], { platform: 'facebook' });
    },
  });
}
