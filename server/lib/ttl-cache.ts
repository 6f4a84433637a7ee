// A small per-process cache for values that are costly to compute and may be a few seconds old.
// Concurrent misses share one load (no stampede when an entry expires under load); failed loads are not kept.
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function ttlCache(ttlMs: number, maxEntries = 1000): TtlCache {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
      // Wrapped in a real promise: a lazy thenable (a Drizzle query) would run again on every await.
      const value = (async () => load())();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
      value.catch(() => { if (entries.get(key)?.value === value) entries.delete(key); });
      return value;
    },
    clear: () => entries.clear(),
  };
}
