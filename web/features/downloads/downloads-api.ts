// The signed-in user's download grants (items of completed orders) and their totals; the plan add-ons applied to them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownloadAddons, VerificationReport } from '../../../common/download-addons';
import type { DownloadList } from '../../../common/orders';
import { api } from '../../app/api';
import type { DownloadFilters } from './download-filters';

export const downloadKeys = {
  all: ['downloads'] as const,
  list: (filters: DownloadFilters) => ['downloads', filters] as const,
};

export function downloadsPath({ search, format }: DownloadFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (format) params.set('format', format);
  const query = params.toString();
  return query ? `/api/downloads?${query}` : '/api/downloads';
}

export function useDownloads(filters: DownloadFilters) {
  return useQuery({
    queryKey: downloadKeys.list(filters),
    queryFn: ({ signal }) => api<DownloadList>(downloadsPath(filters), { signal }),
    // Typing in the search keeps the current list on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** The plan add-ons the team's files get (Data Verification Plus, Data Enhancement). */
export function useDownloadAddons() {
  return useQuery({
    queryKey: ['download-addons'],
    queryFn: ({ signal }) => api<DownloadAddons>('/api/downloads/addons', { signal }),
  });
}

/** Data Verification Plus's summary of one purchase's file (the server reads the whole file: asked for on opening). */
export function useVerificationReport(grantId: string | null) {
  return useQuery({
    queryKey: ['verification-report', grantId],
    queryFn: ({ signal }) => api<VerificationReport>(`/api/downloads/${grantId}/verification-report`, { signal }),
    enabled: grantId !== null,
  });
}
