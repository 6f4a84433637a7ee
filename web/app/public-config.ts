import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../common/api';
import { api } from './api';

/** Public server settings (brand, payments, e-mail verification); they change only with a redeploy. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
