// /api/downloads/*: the download center, signed download links and the file downloads themselves; and
// /api/me/owned-datasets, the datasets with a live grant (the catalog shows Download for them).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOWNLOAD_FORMATS, DownloadList, DownloadsQuery, OwnedDatasets } from '../../../common/orders';
import { signedLinks } from '../../lib/signed-links';
import { createDownloadLink, listDownloads, openDownload, RangeNotSatisfiable } from './downloads.service';
import { ownedDatasetIds } from './grants';

const GrantParams = z.object({ grantId: z.uuid() });
const DownloadFormatSchema = z.enum(DOWNLOAD_FORMATS);
const DownloadLinkBody = z.object({ format: DownloadFormatSchema });
const DownloadLink = z.object({
  /** Same-origin URL the browser can follow natively (an anchor), valid for a few minutes. */
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
});
/** `by`: the member who made the link, whose membership is checked again when the file is opened. */
const FileQuery = z.object({ format: DownloadFormatSchema.default('csv'), token: z.string().max(200).optional(), by: z.uuid().optional() });
const tags = ['downloads'];

/** A signed link or a session: the signed-in user is resolved when there is one, and nobody passes with neither. */
export async function downloadRoutes(app: FastifyInstance, opts: { secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const links = signedLinks(opts.secret, 'download');

  r.get('/api/downloads', {
    schema: { tags, summary: 'The downloads of the signed-in user\'s team (completed orders and plan takes) and their stats', querystring: DownloadsQuery, response: { 200: DownloadList } },
  }, (req) => listDownloads(app.db, req.user!.id, req.query));

  r.get('/api/me/owned-datasets', {
    schema: { tags, summary: 'Ids of the datasets the signed-in user\'s team can download now (a live grant)', response: { 200: OwnedDatasets } },
  }, async (req) => ({ datasetIds: await ownedDatasetIds(app.db, req.user!.id) }));

  r.post('/api/downloads/:grantId/link', {
    schema: { tags, summary: 'A short-lived signed URL to download a grant\'s file in a format', params: GrantParams, body: DownloadLinkBody, response: { 200: DownloadLink } },
  }, (req) => createDownloadLink(app.db, app.storage, links, req.user!.id, req.params.grantId, req.body.format));

  r.get('/api/downloads/:grantId/file', {
    schema: {
      tags, summary: 'Stream a grant\'s file (CSV as stored, or converted to JSON, XML or XLSX); a signed link\'s token or a team member\'s session',
      params: GrantParams, querystring: FileQuery,
    },
    // A HEAD would count a download and open the file for nothing.
    exposeHeadRoute: false,
    // Sent as stored (or converted), byte ranges intact: compressing a resumable download would break its ranges.
    compress: false,
  }, async (req, reply) => {
    const file = await openDownload(app.db, app.storage, links, {
      grantId: req.params.grantId, format: req.query.format, token: req.query.token, by: req.query.by, userId: req.user?.id,
      range: req.headers.range, ifRange: [req.headers['if-range']].flat()[0],
    }).catch((err: unknown) => {
      if (err instanceof RangeNotSatisfiable) reply.header('content-range', err.contentRange);
      throw err;
    });
    reply.header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store');
    if (file.contentLength !== null) reply.header('content-length', file.contentLength);
    // A paused or broken CSV download resumes where it stopped (Range), while the file is still the same (If-Range).
    if (file.etag) reply.header('etag', file.etag).header('accept-ranges', 'bytes');
    if (file.range) reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.range.total}`);
    return reply.send(file.body);
  });
}
