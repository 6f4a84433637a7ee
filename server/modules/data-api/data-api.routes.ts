// The data API, version 1 (/api/v1): the catalog search and the caller's team's datasets, for API keys only
// (api-keys' guard). Reads through the owning modules' services.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V1CatalogPage, V1CatalogQuery, V1OwnedPage, V1PageQuery } from '../../../common/data-api';
import { AppError } from '../../lib/errors';
import { installApiKeyAuth } from '../api-keys/api-key-auth';
import type { ApiRateLimiter } from '../api-keys/api-rate-limit';
import type { CatalogSearch } from '../catalog/search/catalog-search';
import { listDatasets } from '../catalog/search/list-datasets';
import { downloadableDatasets } from '../downloads/grants';

const tags = ['data API v1'];
const security = [{ apiKey: [] }];

// Opaque cursors: base64url JSON, so their content can change (the catalog's could become a keyset) without a new version.
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decodeCursor<T>(cursor: string | undefined, valid: (v: unknown) => v is T): T | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (valid(value)) return value;
  } catch { /* answered below */ }
  throw new AppError('INVALID_CURSOR', 400, 'This cursor is not one this API gave; start again without it.', { cursor: 'Invalid cursor' });
}
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPage = (v: unknown): v is { page: number } => isRecord(v) && Number.isInteger(v.page) && (v.page as number) >= 2 && (v.page as number) <= 10_000;
const isGrantKey = (v: unknown): v is { createdAt: string; id: string } =>
  isRecord(v) && typeof v.createdAt === 'string' && typeof v.id === 'string' && /^[0-9a-f-]{36}$/i.test(v.id) && !Number.isNaN(Date.parse(v.createdAt));

export async function dataApiRoutes(app: FastifyInstance, opts: { limiter: ApiRateLimiter; search: CatalogSearch }) {
  installApiKeyAuth(app, opts.limiter);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/catalog/datasets', {
    schema: { tags, security, summary: 'Search the catalog (scope catalog:read)', querystring: V1CatalogQuery, response: { 200: V1CatalogPage } },
    config: { scope: 'catalog:read' },
  }, async (req) => {
    const q = req.query;
    // The search's own order, which always ends with the dataset id: a total order, so pages neither repeat nor skip
    // a dataset while the catalog holds still. The cursor carries the next page's number.
    const page = decodeCursor(q.cursor, isPage)?.page ?? 1;
    const list = await opts.search.searching(() => listDatasets(opts.search.listing, {
      search: q.q, category: q.category, priceMin: q.price_min, priceMax: q.price_max, sort: q.sort, page, limit: q.limit,
    }));
    return { data: list.items, next_cursor: list.hasMore && page < 10_000 ? encodeCursor({ page: page + 1 }) : null };
  });

  r.get('/datasets/owned', {
    schema: { tags, security, summary: "The datasets the key's team can download now, newest first (scope datasets:read)", querystring: V1PageQuery, response: { 200: V1OwnedPage } },
    config: { scope: 'datasets:read' },
  }, async (req) => {
    const after = decodeCursor(req.query.cursor, isGrantKey);
    // One row past the page tells whether there is a next one.
    const rows = await downloadableDatasets(app.db, req.apiCaller!.teamId, { limit: req.query.limit + 1, after });
    const page = rows.slice(0, req.query.limit);
    return {
      data: page.map((g) => ({
        grant_id: g.grantId, source: g.source, rows: g.rows, granted_at: g.grantedAt.toISOString(), expires_at: g.expiresAt.toISOString(),
        dataset: { id: g.dataset.id, slug: g.dataset.slug, title: g.dataset.title, data_formats: g.dataset.dataFormats },
      })),
      next_cursor: rows.length > req.query.limit ? encodeCursor(page.at(-1)!.after) : null,
    };
  });
}
