// Catalog HTTP routes: categories, providers, datasets, samples and stats (all public).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogStats, Category, DatasetDetail, DatasetFacets, DatasetList, DatasetQuery, DatasetSample, FacetQuery, Provider,
} from '../../../common/catalog';
import {
  catalogStats, datasetSample, datasetSampleFile, datasetSlugById, getDataset, listCategories, listProviders,
} from './catalog.service';
import { sendCsvTable } from '../../lib/csv-export';
import type { TtlCache } from '../../lib/ttl-cache';
import type { CatalogSearch } from './search/catalog-search';

const ProviderQuery = z.object({
  verified: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const IdParams = z.object({ id: z.string().max(64) });
const SampleQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

export async function catalogRoutes(app: FastifyInstance, { aggregates, search }: { aggregates: TtlCache; search: CatalogSearch }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { searching } = search;
  /**
   * The busiest catalog answers are cached values: keep their JSON text in the same cache, so a hit costs no
   * serialisation at all. The typed service results are what the response schemas describe.
   */
  const sendCached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) => {
    const json = await aggregates.get(`json:${key}`, async () => JSON.stringify(await load()));
    return reply.type('application/json; charset=utf-8').serializer(() => json).send(json);
  };

  r.get('/api/categories', {
    schema: { tags: ['catalog'], summary: 'Categories with their active dataset and record counts', response: { 200: z.object({ items: z.array(Category) }) } },
  }, (_req, reply) => sendCached(reply, 'categories', async () => ({ items: await listCategories(app.db) })));

  r.get('/api/providers', {
    schema: { tags: ['catalog'], summary: 'Providers, best rated first', querystring: ProviderQuery, response: { 200: z.object({ items: z.array(Provider) }) } },
  }, async (req) => ({ items: await listProviders(app.db, aggregates, req.query) }));

  r.get('/api/datasets', {
    schema: { tags: ['catalog'], summary: 'Search, filter, sort and page the active datasets', querystring: DatasetQuery, response: { 200: DatasetList } },
  }, (req, reply) => {
    // Browsing views (the marketplace's first page, a category) repeat across visitors and are kept; searches are a
    // long tail that a cache would only fill, and they are fast as they are.
    if (req.query.search) return searching(() => search.list(req.query));
    return sendCached(reply, `datasets:${JSON.stringify(req.query)}`, () => search.list(req.query));
  });

  r.get('/api/catalog/facets', {
    schema: {
      tags: ['catalog'], summary: "How many datasets the listing's search and filters give per category, format and minimum rating",
      querystring: FacetQuery, response: { 200: DatasetFacets },
    },
  }, (req, reply) => {
    if (req.query.search) return searching(() => search.facets(req.query));
    return sendCached(reply, `facets:${JSON.stringify(req.query)}`, () => search.facets(req.query));
  });

  r.get('/api/datasets/by-id/:id', {
    schema: { tags: ['catalog'], summary: "A dataset's slug from its id", params: IdParams, response: { 200: z.object({ slug: z.string() }) } },
  }, async (req) => datasetSlugById(app.db, req.params.id));

  r.get('/api/datasets/:slug', {
    schema: { tags: ['catalog'], summary: 'One active dataset with its file dictionary', params: z.object({ slug: z.string().max(200) }), response: { 200: DatasetDetail } },
  }, async (req) => getDataset(app.db, req.params.slug));

  r.get('/api/datasets/:id/sample', {
    schema: {
      tags: ['catalog'], summary: 'The first 10 rows with personal fields masked (format=csv downloads them)',
      params: IdParams, querystring: SampleQuery, response: { 200: DatasetSample.or(z.string()) },
    },
  }, async (req, reply) => {
    if (req.query.format === 'csv') return sendSample(reply, await datasetSampleFile(app.db, app.storage, req.params.id));
    return datasetSample(app.db, app.storage, req.params.id);
  });

  r.get('/api/datasets/:id/sample.csv', {
    schema: { tags: ['catalog'], summary: 'The masked sample as a CSV download', params: IdParams, response: { 200: z.string() } },
  }, async (req, reply) => sendSample(reply, await datasetSampleFile(app.db, app.storage, req.params.id)));

  r.get('/api/stats', {
    schema: { tags: ['catalog'], summary: 'Marketplace totals', response: { 200: CatalogStats } },
  }, async () => catalogStats(app.db, aggregates));
}

const sendSample = (reply: FastifyReply, file: { filename: string; sample: DatasetSample }) =>
  sendCsvTable(reply, file.filename, file.sample.columns, file.sample.rows);
