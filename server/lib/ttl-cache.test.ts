import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache';

afterEach(() => { vi.useRealTimers(); });

describe('ttlCache', () => {
  it('shares one load between concurrent misses and keeps the value until it expires', async () => {
    vi.useFakeTimers();
    const cache = ttlCache(1000);
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load, and clear() drops everything', async () => {
    const cache = ttlCache(60_000);
    await expect(cache.get('k', async () => { throw new Error('db down'); })).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 1)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});

describe('ttlCache with lazy thenables', () => {
  it('runs a thenable load (like a Drizzle query) once, however often the value is awaited', async () => {
    const cache = ttlCache(60_000);
    let runs = 0;
    const query = { then: (resolve: (v: number) => void) => { runs += 1; resolve(7); } } as unknown as Promise<number>;
    expect(await cache.get('q', () => query)).toBe(7);
    expect(await cache.get('q', () => query)).toBe(7);
    expect(runs).toBe(1);
  });
});
