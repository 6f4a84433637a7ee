// The team's API keys: listed with the plan's hourly limit, made (the answer holds the key, once), revoked, taken over.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyList, ApiKeyUsage, ApiKeyView } from '../../../common/api-keys';
import { api } from '../../app/api';

const API_KEYS_KEY = ['me', 'api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => api<ApiKeyList>('/api/api-keys', { signal }) });
}

export function useApiKeyUsage() {
  return useQuery({ queryKey: [...API_KEYS_KEY, 'usage'], queryFn: ({ signal }) => api<ApiKeyUsage>('/api/api-keys/usage', { signal }) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => api<ApiKeyCreated>('/api/api-keys', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<ApiKeyView>(`/api/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useTakeOverApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<ApiKeyView>(`/api/api-keys/${id}/take-over`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
