import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface AdminStats {
  users: { total: number; active: number; inactive: number; banned: number; admins: number };
  datasets: number;
  orders: number;
}

export function useAdminStats() {
  return useQuery({ queryKey: ['me', 'admin', 'stats'], queryFn: () => api<AdminStats>('/api/admin/stats') });
}
