// The catalog's search as a service: one per app, shared by the marketplace's routes and the data API, so that both
// use the same per-connection plans, vocabulary and index in memory, and the same queue.
import type { FastifyInstance } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { DatasetFacets, DatasetList, DatasetQuery, FacetQuery } from '../../../../common/catalog';
import { withReusedPlans } from '../../../db/reused-plans';
import { datasetFacets } from './facets';
import { liveIndexSource } from './live-index';
import type { ListingDeps } from './listing-page';
import { memoryListDatasets } from './memory-search';
import { plainListDatasets } from './plain-search';
import { vocabulary } from './vocabulary';

export interface CatalogSearch {
  listing: ListingDeps;
  /** A listing page and facet counts, by the design the config names (memory; plain for benchmarks). */
  list(query: DatasetQuery): Promise<DatasetList>;
  facets(query: FacetQuery): Promise<DatasetFacets>;
  /**
   * Searches in progress at once, the rest waiting their turn in arrival order. A search runs a few statements one
   * after another, each taking a pool connection anew: with more searches than connections, each statement would
   * queue behind every other search's, so one of five statements waited five times as long. Admitted whole, it waits
   * once. Fewer at once than connections, too: searches are CPU on the database, and eight sharing two cores each took
   * four times its own time, where four at a time finish sooner and the rest wait less (p99 at 8 connections, 100,000
   * broker, mixes 1-4: 49-79 ms admitting 10, 42-57 admitting 4, the same throughput). (PGlite runs one statement at
   * a time whatever this is.)
   */
  searching: LimitFunction;
  /**
   * Resolves once the memory design's index is drawn (at once for the plain design, which has none), starting the
   * draw when there is none or the last one failed: at start-up, so that the first searches need not wait for it
   * (30 s at 1,000,000 datasets), and by the readiness probe.
   */
  indexed(): Promise<void>;
}

export interface CatalogSearchOptions {
  /** The memory design (the default), or plain for benchmarks (memory-search.ts, plain-search.ts). */
  design?: 'plain' | 'memory';
  /** Searches admitted at once (SEARCH_CONCURRENCY), at most the pool's connections. */
  concurrency?: number;
}

export function createCatalogSearch(app: FastifyInstance, { design = 'memory', concurrency = Infinity }: CatalogSearchOptions = {}): CatalogSearch {
  // Searches run a few statement shapes over and over: their plans are kept per connection rather than made anew.
  const db = withReusedPlans(app.database);
  const listing = { db, vocabulary: vocabulary(db) };
  // The live index needs no word of a change (each search looks for the rows written since the last); the vocabulary
  // learns new words at once.
  app.changes.subscribe('catalog', () => listing.vocabulary.clear());
  const index = design === 'memory' ? liveIndexSource(listing.db) : undefined;
  let drawing: Promise<void> | null = null;
  return {
    indexed() {
      drawing ??= (index?.get() ?? Promise.resolve()).then(() => undefined, (err: unknown) => {
        drawing = null;
        app.log.error({ err }, 'drawing the search index failed');
        throw err;
      });
      return drawing;
    },
    listing, searching: pLimit(Math.min(concurrency, app.database.poolStats()?.max ?? 1)),
    list: (query) => (index ? memoryListDatasets({ ...listing, index }, query) : plainListDatasets(listing, query)),
    facets: (query) => datasetFacets({ ...listing, index }, query),
  };
}
