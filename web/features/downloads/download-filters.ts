// The download center's search and format filter live in the URL query so the view survives a reload.
import { DOWNLOAD_FILTERS } from '../../../common/orders';

export type DownloadFilterFormat = keyof typeof DOWNLOAD_FILTERS;

export interface DownloadFilters {
  search: string;
  format: DownloadFilterFormat | '';
}

const isFilterFormat = (value: string | null): value is DownloadFilterFormat =>
  value !== null && Object.hasOwn(DOWNLOAD_FILTERS, value);

export function readDownloadFilters(params: URLSearchParams): DownloadFilters {
  const format = params.get('format');
  return { search: (params.get('search') ?? '').trim().slice(0, 200), format: isFilterFormat(format) ? format : '' };
}

export function writeDownloadFilters({ search, format }: DownloadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (format) params.set('format', format);
  return params;
}

export const hasDownloadFilters = (filters: DownloadFilters) => Boolean(filters.search || filters.format);
