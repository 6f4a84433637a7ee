// The catalog's search as a service: one per app, shared by the marketplace's routes and the data API, so that both
// use the same per-connection plans, vocabulary and sample (dropped on a catalog change) and the same queue.
import type { FastifyInstance } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import { withReusedPlans } from '../../../db/reused-plans';
import { catalogSampleSource } from './catalog-sample';
import type { ListingDeps } from './list-datasets';
import { priceShares } from './price-share';
import { vocabulary } from './vocabulary';

export interface CatalogSearch {
  listing: ListingDeps;
  /**
   * Searches in progress at once, the rest waiting their turn in arrival order. A search runs a few statements one
   * after another, each taking a pool connection anew: with more searches than connections, each statement would
   * queue behind every other search's, so one of five statements waited five times as long. Admitted whole, it waits
   * once. (PGlite runs one statement at a time whatever this is.)
   */
  searching: LimitFunction;
}

export function createCatalogSearch(app: FastifyInstance): CatalogSearch {
  // Searches run a few statement shapes over and over: their plans are kept per connection rather than made anew.
  const listing = {
    db: withReusedPlans(app.database), vocabulary: vocabulary(app.db), prices: priceShares(app.db), sample: catalogSampleSource(app.db),
  };
  app.changes.subscribe('catalog', () => {
    listing.vocabulary.clear();
    listing.sample.markStale();
  });
  return { listing, searching: pLimit(app.database.poolStats()?.max ?? 1) };
}
