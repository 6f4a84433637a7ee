// /api/leads/*: the advertiser's leads (summary, list, detail, export, returns), the secret ingest URL and CSV import.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CsvImportReport, CsvMapping, INGEST_OUTCOMES, IngestBody, IngestResponse, LeadDetail, LeadImportCounts, LeadPage, LeadSummary,
  LeadsQuery, MAX_CSV_BYTES, ReturnRequest, type IngestOutcome,
} from '../../../common/leads';
import { centsToDollars } from '../../../common/money';
import { TEAM_PERMISSIONS } from '../../../common/teams';
import { sendCsv } from '../../lib/csv-export';
import { datedFileName } from '../../lib/dated-file-name';
import { sendJsonArray } from '../../lib/json-export';
import { AppError, notFound } from '../../lib/errors';
import { assertCsvPart, assertMultipart, isFileTooLarge, uploadError } from '../../lib/uploads';
import { leadOwnersReadableBy, teamOf } from '../teams/team-membership';
import type { JobQueue } from '../jobs/job-queue';
import { assertActive, configByToken, ownConfig, qualityRulesOf } from './configs.service';
import { csvErrors, importCsv } from './csv-import';
import { importCounts } from './lead-counts';
import { leadDetail, leadRows, leadSummary, listLeads, type LeadScope } from './leads.service';
import type { IngestBatcher } from './ingest-batcher';
import { prepareLead } from './pipeline';
import { requestReturn } from './returns.service';

export interface LeadRoutesOptions { jobs: JobQueue; batcher: IngestBatcher; ingestRateLimit: number }

const tags = ['leads'];
export const LEAD_SEARCHES_PER_MINUTE = 30;
const IdParams = z.object({ id: z.uuid() });
const ExportQuery = LeadsQuery.omit({ page: true, limit: true });

export async function leadRoutes(app: FastifyInstance, opts: LeadRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, jobs: opts.jobs };

  /** Whose leads a list reads: the user's own, or (`whose=team`, the team's owner and admins) every member's. */
  const scopeOf = async (req: FastifyRequest, whose: 'mine' | 'team' = 'mine'): Promise<LeadScope> => {
    const userId = req.user!.id;
    if (whose === 'mine') return { owners: [userId], team: false };
    const membership = await teamOf(app.db, userId);
    if (TEAM_PERMISSIONS[membership.role].leads !== 'team') {
      throw new AppError('FORBIDDEN', 403, "Only the team's owner or an admin can see the team's leads.");
    }
    return { owners: await leadOwnersReadableBy(app.db, userId, membership), team: true };
  };

  r.get('/api/leads/summary', {
    schema: { tags, summary: 'Lead import dashboard: totals and the five newest leads', response: { 200: LeadSummary } },
  }, (req) => leadSummary(app.db, req.user!.id));

  r.get('/api/leads', {
    schema: { tags, summary: 'The user\'s leads, newest first, filtered and paged', querystring: LeadsQuery, response: { 200: LeadPage } },
    // Searches are limited per user like other lookups one could enumerate (after the access guard, which names the user);
    // paging and filtering are not.
    config: {
      rateLimit: {
        max: LEAD_SEARCHES_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (req) => `lead-search:${req.user?.id ?? req.ip}`,
        allowList: (req) => !(req.query as { search?: string }).search?.trim(),
      },
    },
  }, async (req) => listLeads(app.db, await scopeOf(req, req.query.whose), req.query));

  r.get('/api/leads/export.csv', {
    schema: { tags, summary: 'The filtered leads as CSV (streamed)', querystring: ExportQuery },
  }, async (req, reply) => { const scope = await scopeOf(req, req.query.whose); return sendCsv(reply, datedFileName('leads', 'csv'), [
    ...(scope.team ? [{ header: 'Member', value: (l: { member?: { name: string } }) => l.member?.name }] : []),
    { header: 'Imported at', value: (l) => l.importedAt },
    { header: 'Status', value: (l) => l.status },
    { header: 'Campaign', value: (l) => l.campaignName },
    { header: 'Source', value: (l) => l.sourcePlatform },
    { header: 'Source lead ID', value: (l) => l.sourceLeadId },
    { header: 'First name', value: (l) => l.data.first_name },
    { header: 'Last name', value: (l) => l.data.last_name },
    { header: 'E-mail', value: (l) => l.email },
    { header: 'Phone', value: (l) => l.phone },
    { header: 'Address', value: (l) => l.data.address },
    { header: 'City', value: (l) => l.data.city },
    { header: 'State', value: (l) => l.data.state },
    { header: 'ZIP', value: (l) => l.data.zip },
    { header: 'Quality', value: (l) => l.qualityScore },
    { header: 'Cost (USD)', value: (l) => (l.chargedAt ? centsToDollars(l.costCents) : 0) },
    { header: 'Consent timestamp', value: (l) => l.consent?.timestamp },
    { header: 'TrustedForm certificate', value: (l) => l.consent?.trustedFormCertUrl },
    { header: 'Jornaya LeadiD', value: (l) => l.consent?.jornayaLeadId },
  ], leadRows(app.db, scope, req.query)); });

  r.get('/api/leads/imports/:id/counts', {
    schema: { tags, summary: 'One CSV upload\'s leads by their current status (changes as waiting leads are charged)', params: IdParams, response: { 200: LeadImportCounts } },
  }, (req) => importCounts(app.db, req.user!.id, req.params.id));

  r.get('/api/leads/export.json', {
    schema: {
      tags, summary: 'The filtered leads as a JSON array (streamed); status=delivered gives the charged leads only', querystring: ExportQuery,
    },
  }, async (req, reply) => sendJsonArray(reply, datedFileName('leads', 'json'), leadRows(app.db, await scopeOf(req, req.query.whose), req.query)));

  r.get('/api/leads/:id', {
    schema: { tags, summary: 'One lead with its data, quality reasons, consent proof and charge', params: IdParams, response: { 200: LeadDetail } },
  }, async (req) => leadDetail(app.db, req.user!.id, req.params.id, await leadOwnersReadableBy(app.db, req.user!.id, await teamOf(app.db, req.user!.id))));

  r.post('/api/leads/:id/return', {
    schema: { tags, summary: 'Ask for a delivered lead\'s charge back (within 7 days)', params: IdParams, body: ReturnRequest, response: { 201: LeadDetail } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send(await requestReturn(app.db, req.user!.id, req.params.id, req.body)));

  r.post('/api/leads/ingest/:token', {
    schema: {
      tags: ['lead ingest'],
      summary: 'Send leads to an import configuration',
      description: 'The URL is the secret (shown on the configuration; rotate it to revoke). Body: one lead object, an array, or {"leads": [...]} (up to 1,000). '
        + 'Fields: first_name, last_name (or full_name), email, phone, address, city, state, zip, date_of_birth, lead_id (your id: a resend is not imported twice), '
        + 'and consent proof: consent_text, consent_timestamp, consent_page_url, consent_ip, consent_user_agent, trustedform_cert_url, jornaya_leadid. '
        + 'Other fields are kept as given. Each lead is answered with its outcome: delivered (charged), pending (kept until the balance covers it), '
        + 'duplicate or test (kept, never charged), already_imported, rejected (no contact, or it breaks the import\'s quality rules: kept as failed with the reasons, never charged).',
      params: z.object({ token: z.string().min(10).max(100) }),
      body: IngestBody,
      response: { 200: IngestResponse },
    },
    bodyLimit: 5 * 1024 * 1024,
    config: {
      rateLimit: { max: opts.ingestRateLimit, timeWindow: '1 minute', keyGenerator: (req) => `ingest:${(req.params as { token: string }).token}` },
      keepNul: true,
    },
  }, async (req) => {
    const config = await configByToken(app.db, req.params.token);
    if (!config) throw notFound('Ingest URL');
    assertActive(config);
    const body = req.body;
    const incoming = Array.isArray(body) ? body : 'leads' in body && Array.isArray(body.leads) ? body.leads : [body];
    const rules = qualityRulesOf(config);
    const prepared = incoming.map((lead, index) => prepareLead(lead as Record<string, unknown>, index, rules));
    const results = await opts.batcher.ingest(config, prepared, { platform: config.campaignSource === 'other' ? 'api' : config.campaignSource });
    const counts = countOutcomes(results.map((x) => x.outcome));
    if (counts.rejected === results.length) {
      throw new AppError('LEADS_REJECTED', 422, results[0]!.errors.join(' '), Object.fromEntries(results.map((x) => [`leads.${x.index}`, x.errors.join(' ')])));
    }
    return { received: results.length, counts, results };
  });

  r.post('/api/leads/import', {
    schema: {
      tags, summary: 'Import a CSV file (multipart: configId, mapping as JSON {header: field}, then the file)', response: { 200: CsvImportReport },
      consumes: ['multipart/form-data'],
    },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  }, async (req) => {
    assertMultipart(req, 'Send the file as multipart/form-data.');
    if (Number(req.headers['content-length'] ?? 0) > MAX_CSV_BYTES + 64 * 1024) throw csvErrors.tooLarge(MAX_CSV_BYTES / 1024 / 1024);
    try {
      return await importUpload(req);
    } catch (err) {
      throw uploadError(err);
    }
  });

  /** The fields (configId, mapping) come before the file; the file is imported as it arrives. */
  async function importUpload(req: FastifyRequest): Promise<CsvImportReport> {
    const fields: Record<string, string> = {};
    for await (const part of req.parts({ limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const configId = z.uuid().safeParse(fields.configId);
      const mapping = CsvMapping.safeParse(safeJson(fields.mapping));
      if (!configId.success || !mapping.success) {
        part.file.resume();
        throw new AppError('VALIDATION_ERROR', 400, 'Choose the configuration and map the columns before sending the file.');
      }
      assertCsvPart(part, csvErrors.notCsv);
      const config = await ownConfig(app.db, req.user!.id, configId.data);
      assertActive(config);
      try {
        return await importCsv(deps, config, { fileName: part.filename, stream: part.file }, mapping.data);
      } catch (err) {
        if (isFileTooLarge(err, part.file)) throw csvErrors.tooLarge(MAX_CSV_BYTES / 1024 / 1024);
        throw err;
      }
    }
    throw new AppError('VALIDATION_ERROR', 400, 'Choose a CSV file to upload.');
  }
}

function countOutcomes(outcomes: IngestOutcome[]) {
  const counts = Object.fromEntries(INGEST_OUTCOMES.map((o) => [o, 0])) as Record<IngestOutcome, number>;
  for (const o of outcomes) counts[o]++;
  return counts;
}

function safeJson(text: string | undefined): unknown {
  try { return JSON.parse(text ?? ''); } catch { return undefined; }
}
