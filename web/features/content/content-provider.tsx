// The editable site content: loaded on start, every 30 s and on window focus (SPEC.md section 4 "Content store").
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { readCachedContent } from './content-cache';
import { contentFallback } from './content-fallbacks';
import { ContentContext, type ContentContextValue } from './content-context';
import { contentQueryKey, fetchContent } from './fetch-content';

const CONTENT_REFRESH_MS = 30_000;

export function ContentProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: contentQueryKey,
    queryFn: fetchContent,
    refetchInterval: CONTENT_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The 30 s refresh is the retry; failing fast shows the cached copy instead of waiting on back-off.
    retry: false,
  });
  const { data, isError, refetch } = query;

  // After a successful load a failed refresh keeps the loaded data; the cache is only for a failed first load.
  const cached = useMemo(() => (!data && isError ? readCachedContent() : null), [data, isError]);
  const values = useMemo<Record<string, string>>(() => {
    const items = data ?? cached ?? [];
    return Object.fromEntries(items.map((item) => [item.key, item.value]));
  }, [data, cached]);

  const refresh = useCallback(async () => {
    const result = await refetch();
    if (result.isError) throw result.error;
  }, [refetch]);

  const value = useMemo<ContentContextValue>(
    () => ({ t: (key) => values[key] ?? contentFallback(key) ?? '', refresh }),
    [values, refresh],
  );

  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}
