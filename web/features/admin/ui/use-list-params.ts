// A list page's search, filters, sort and page live in the URL (bookmarkable, shareable, Back works), read with the
// server's own zod query schema: what the page asks for is exactly what the server accepts.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type Values = Record<string, unknown>;

const defaultsOf = (schema: z.ZodType): Values => {
  const parsed = schema.safeParse({});
  return parsed.success ? (parsed.data as Values) : {};
};

function read<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  return (parsed.success ? parsed.data : defaultsOf(schema)) as z.output<S>;
}

/** The values as a query string, leaving out what is empty or the schema's default (so URLs stay short). */
export function queryString(values: Values, defaults: Values = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export function useListParams<S extends z.ZodType>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(schema, params), [schema, params]);
  const defaults = useMemo(() => defaultsOf(schema), [schema]);
  /** Changes some values; any change but paging goes back to page 1. */
  const update = useCallback((patch: Partial<z.output<S>>) => {
    const firstPage = 'page' in defaults ? { page: 1 } : {};
    setParams((current) => new URLSearchParams(queryString({ ...(read(schema, current) as Values), ...firstPage, ...patch }, defaults)), { replace: true });
  }, [schema, setParams, defaults]);
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  /** Whether anything but sorting and paging differs from the defaults (for "No ... match" and Clear filters). */
  const filtered = Object.entries(query as Values).some(([key, value]) => !['page', 'limit', 'sort', 'order'].includes(key) && value !== undefined && value !== defaults[key]);
  return { query, update, reset, filtered, queryFor: (values: Values = query as Values) => queryString(values, defaults) };
}
