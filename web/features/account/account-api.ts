// The dashboard's own read: the signed-in user's totals and five newest orders, from GET /api/account/summary.
import { useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '../../../common/orders';
import { api } from '../../app/api';

export const accountKeys = {
  summary: ['account', 'summary'] as const,
};

export function useAccountSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountKeys.summary,
    queryFn: ({ signal }) => api<AccountSummary>('/api/account/summary', { signal }),
    enabled,
  });
}
