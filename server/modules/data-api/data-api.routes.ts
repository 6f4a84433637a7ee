// The data API, version 1 (/api/v1): the catalog search, the caller's team's datasets and its charged leads
// (leads-api.ts), for API keys only (api-keys' guard). Reads through the owning modules' services.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V1CatalogPage, V1CatalogQuery, V1OwnedPage, V1PageQuery } from '../../../common/data-api';
import { installApiKeyAuth } from '../api-keys/api-key-auth';
import type { ApiRateLimiter } from '../api-keys/api-rate-limit';
import type { CatalogSearch } from '../catalog/search/catalog-search';
import { downloadableDatasets } from '../downloads/grants';
import { decodeCursor, encodeCursor, isInstant, isRecord, isUuid } from './cursor';
import { leadsApiRoutes } from './leads-api';
import { rowsRoutes } from './rows.routes';

const tags = ['data API v1'];
const security = [{ apiKey: [] }];

const isPage = (v: unknown): v is { page: number } => isRecord(v) && Number.isInteger(v.page) && (v.page as number) >= 2 && (v.page as number) <= 10_000;
const isGrantKey = (v: unknown): v is { createdAt: string; id: string } => isRecord(v) && isInstant(v.createdAt) && isUuid(v.id);

export async function dataApiRoutes(app: FastifyInstance, opts: { limiter: ApiRateLimiter; search: CatalogSearch }) {
  // The API's own OpenAPI document, public like any reference: the site's document restricted to /api/v1.
  app.get('/openapi.json', { schema: { hide: true } }, async () => dataApiDocument(app));
  await app.register(async (keyed) => {
    installApiKeyAuth(keyed, opts.limiter);
    await keyedRoutes(keyed, opts.search);
    await keyed.register(rowsRoutes);
    await keyed.register(leadsApiRoutes);
  });
}

function dataApiDocument(app: FastifyInstance) {
  const site = app.swagger() as { paths?: Record<string, unknown>; components?: object };
  const paths = Object.fromEntries(Object.entries(site.paths ?? {})
    .filter(([path]) => path.startsWith('/api/v1/'))
    .map(([path, item]) => [path.slice('/api/v1'.length), item]));
  return {
    openapi: '3.0.3',
    info: {
      title: 'DataCSV Data API', version: '1',
      description: 'Catalog search, your datasets and their rows, and your charged leads. Send an API key as "Authorization: Bearer <key>" (create one at /account/api-keys). Every list answers { data, next_cursor }.',
    },
    servers: [{ url: '/api/v1' }],
    components: site.components,
    security: [{ apiKey: [] }],
    paths,
  };
}

async function keyedRoutes(app: FastifyInstance, search: CatalogSearch) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/catalog/datasets', {
    schema: { tags, security, summary: 'Search the catalog (scope catalog:read)', querystring: V1CatalogQuery, response: { 200: V1CatalogPage } },
  }, async (req) => {
    const q = req.query;
    // The search's own order, which always ends with the dataset id: a total order, so pages neither repeat nor skip
    // a dataset while the catalog holds still. The cursor carries the next page's number.
    const page = decodeCursor(q.cursor, isPage)?.page ?? 1;
    const list = await search.searching(() => search.list({
      search: q.q, category: q.category, priceMin: q.price_min, priceMax: q.price_max, sort: q.sort, page, limit: q.limit,
    }));
    return { data: list.items, next_cursor: list.hasMore && page < 10_000 ? encodeCursor({ page: page + 1 }) : null };
  });

  r.get('/datasets/owned', {
    schema: { tags, security, summary: "The datasets the key's team can download now, newest first (scope datasets:read)", querystring: V1PageQuery, response: { 200: V1OwnedPage } },
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
