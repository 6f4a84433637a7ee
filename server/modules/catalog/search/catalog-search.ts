// The catalog's search as a service: one per app, shared by the marketplace's routes and the data API, so that both
// use the same per-connection plans, vocabulary and sample (dropped on a catalog change) and the same queue.
import type { FastifyInstance } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { DatasetFacets, DatasetList, DatasetQuery, FacetQuery } from '../../../../common/catalog';
import { withReusedPlans } from '../../../db/reused-plans';
import { catalogSampleSource } from './catalog-sample';
import { datasetFacets } from './facets';
import { listDatasets, type ListingDeps } from './list-datasets';
import { plainDatasetFacets, plainListDatasets } from './plain-search';
import { priceShares } from './price-share';
import { vocabulary } from './vocabulary';

export interface CatalogSearch {
  listing: ListingDeps;
  /** A listing page and facet counts, by the design the config names (planned, or plain for benchmarks). */
  list(query: DatasetQuery): Promise<DatasetList>;
  facets(query: FacetQuery): Promise<DatasetFacets>;
  /**
   * Searches in progress at once, the rest waiting their turn in arrival order. A search runs a few statements one
   * after another, each taking a pool connection anew: with more searches than connections, each statement would
   * queue behind every other search's, so one of five statements waited five times as long. Admitted whole, it waits
   * once. (PGlite runs one statement at a time whatever this is.)
   */
  searching: LimitFunction;
}

export function createCatalogSearch(app: FastifyInstance, design: 'planned' | 'plain' = 'planned'): CatalogSearch {
  // Searches run a few statement shapes over and over: their plans are kept per connection rather than made anew.
  const listing = {
    db: withReusedPlans(app.database), vocabulary: vocabulary(app.db), prices: priceShares(app.db), sample: catalogSampleSource(app.db),
  };
  app.changes.subscribe('catalog', () => {
    listing.vocabulary.clear();
    listing.sample.markStale();
  });
  const plain = design === 'plain';
  return {
    listing, searching: pLimit(app.database.poolStats()?.max ?? 1),
    list: (query) => (plain ? plainListDatasets : listDatasets)(listing, query),
    facets: (query) => (plain ? plainDatasetFacets : datasetFacets)(listing, query),
  };
}
