import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCatalogSearch } from './catalog-search';

/** The parts of an app createCatalogSearch reads: a pool of `max` connections and the change feed. */
const appWithPool = (max: number | null) => ({
  db: {},
  database: { db: {}, raw: { driver: 'postgres', url: '' }, poolStats: () => (max === null ? null : { total: 0, idle: 0, waiting: 0, max, busySeconds: 0 }) },
  changes: { subscribe: () => {} },
}) as unknown as FastifyInstance;

describe('the searching queue', () => {
  it('admits SEARCH_CONCURRENCY searches at once, the rest waiting in arrival order', async () => {
    const { searching } = createCatalogSearch(appWithPool(10), { concurrency: 4 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const searches = Array.from({ length: 9 }, (_, i) => searching(async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => release.push(resolve));
      running--;
    }));
    while (started.length < 9) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release.shift()?.();
    }
    release.forEach((done) => done());
    await Promise.all(searches);
    expect(most).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never admits more than the pool has connections, and one at a time on PGlite', () => {
    expect(createCatalogSearch(appWithPool(2), { concurrency: 4 }).searching.concurrency).toBe(2);
    expect(createCatalogSearch(appWithPool(null), { concurrency: 4 }).searching.concurrency).toBe(1);
  });
});
