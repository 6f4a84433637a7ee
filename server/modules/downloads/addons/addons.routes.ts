// /api/downloads/addons (which plan add-ons the signed-in user's files get) and
// /api/downloads/:grantId/verification-report (Data Verification Plus's summary of one file).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DownloadAddons, VerificationReport } from '../../../../common/download-addons';
import { downloadAddonsOf } from './download-addons';
import { verificationReport } from './verification-report';

const GrantParams = z.object({ grantId: z.uuid() });
const tags = ['downloads'];

export async function downloadAddonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/downloads/addons', {
    schema: { tags, summary: 'The plan add-ons (verification, enhancement) applied to the signed-in user\'s downloads', response: { 200: DownloadAddons } },
  }, (req) => downloadAddonsOf(app.db, req.user!.id));

  r.get('/api/downloads/:grantId/verification-report', {
    schema: { tags, summary: 'Data Verification Plus: the summary of a grant\'s file (rows, valid and invalid values per field and reason)', params: GrantParams, response: { 200: VerificationReport } },
    // Reads the whole file: a few a minute is plenty for a person, and bounds the work one account can ask for.
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  }, (req) => verificationReport(app.db, app.storage, req.user!.id, req.params.grantId));
}
