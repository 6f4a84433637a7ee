// The advertiser's import configurations and leads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ConfigLeadCounts, CreateLeadConfig, Lead, LeadConfig, LeadDetail, LeadImportCounts, LeadPage, LeadPrice, LeadStatus, LeadSummary,
  ReturnRequest, UpdateLeadConfig,
} from '../../../common/leads';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const leadKeys = {
  all: ['leads'] as const,
  summary: ['leads', 'summary'] as const,
  configs: ['leads', 'configs'] as const,
  config: (id: string) => ['leads', 'configs', id] as const,
  list: (filters: LeadListFilters) => ['leads', 'list', filters] as const,
  lead: (id: string) => ['leads', 'lead', id] as const,
  importCounts: (id: string) => ['leads', 'imports', id, 'counts'] as const,
  configCounts: (id: string) => ['leads', 'configs', id, 'counts'] as const,
  prices: ['leads', 'prices'] as const,
};

/** Counts that can still change (an upload in progress, leads held) are read again this often, until they settle. */
export const LIVE_COUNTS_MS = 2000;
const untilSettled = ({ state }: { state: { status: string; data?: { settled: boolean } } }) =>
  state.status === 'error' || state.data?.settled ? false : LIVE_COUNTS_MS;

export interface LeadListFilters {
  configId?: string;
  status?: LeadStatus;
  from?: string;
  to?: string;
  minQuality?: number;
  search?: string;
  /** `team`: every member's leads (the team's owner and admins); the user's own otherwise. */
  whose?: 'team';
  page: number;
}

export function leadsQueryString(filters: Omit<LeadListFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params.toString();
}

export const useLeadSummary = () =>
  useQuery({ queryKey: leadKeys.summary, queryFn: ({ signal }) => api<LeadSummary>('/api/leads/summary', { signal }) });

export const useLeadConfigs = () =>
  useQuery({ queryKey: leadKeys.configs, queryFn: ({ signal }) => api<LeadConfig[]>('/api/lead-configs', { signal }) });

/** `live`: read again with the live counts while they change, so the totals beside them agree. */
export const useLeadConfig = (id: string, live = false) =>
  useQuery({
    queryKey: leadKeys.config(id), queryFn: ({ signal }) => api<LeadConfig>(`/api/lead-configs/${id}`, { signal }),
    refetchInterval: live ? LIVE_COUNTS_MS : false,
  });

export const useImportCounts = (importId: string) =>
  useQuery({
    queryKey: leadKeys.importCounts(importId),
    queryFn: ({ signal }) => api<LeadImportCounts>(`/api/leads/imports/${importId}/counts`, { signal }),
    refetchInterval: untilSettled,
  });

export const useConfigCounts = (id: string) =>
  useQuery({
    queryKey: leadKeys.configCounts(id),
    queryFn: ({ signal }) => api<ConfigLeadCounts>(`/api/lead-configs/${id}/counts`, { signal }),
    refetchInterval: untilSettled,
  });

export const useLeads = (filters: LeadListFilters) =>
  useQuery({
    queryKey: leadKeys.list(filters),
    queryFn: ({ signal }) => api<LeadPage>(`/api/leads?${leadsQueryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useLead = (id: string) =>
  useQuery({ queryKey: leadKeys.lead(id), queryFn: ({ signal }) => api<LeadDetail>(`/api/leads/${id}`, { signal }) });

/** The list prices by source and lead type: the least an import may pay per lead. */
export const useLeadPrices = () =>
  useQuery({ queryKey: leadKeys.prices, queryFn: ({ signal }) => api<LeadPrice[]>('/api/lead-prices', { signal }), staleTime: 60_000 });

/** Any change to configurations or leads can move totals, lists and the balance: all of them are read again. */
const useLeadsMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) =>
  useRefreshingMutation([leadKeys.all, ['balance']], run);

export const useCreateConfig = () =>
  useLeadsMutation((body: CreateLeadConfig) => api<LeadConfig>('/api/lead-configs', { method: 'POST', body }));

export const useUpdateConfig = (id: string) =>
  useLeadsMutation((body: UpdateLeadConfig) => api<LeadConfig>(`/api/lead-configs/${id}`, { method: 'PATCH', body }));

export const useRotateConfig = (id: string) =>
  useLeadsMutation(() => api<LeadConfig>(`/api/lead-configs/${id}/rotate`, { method: 'POST' }));

export const useDeleteConfig = () =>
  useLeadsMutation((id: string) => api<void>(`/api/lead-configs/${id}`, { method: 'DELETE' }));

export const useReturnLead = (id: string) =>
  useLeadsMutation((body: ReturnRequest) => api<LeadDetail>(`/api/leads/${id}/return`, { method: 'POST', body }));

export type { Lead };
