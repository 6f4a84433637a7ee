// The team's Real-Time Data Delivery: its endpoint, the delivery log, and the changes owners and admins make.
import { useQuery } from '@tanstack/react-query';
import type { RealtimeDelivery, RealtimeSettingsInput, RealtimeView } from '../../../common/realtime';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const realtimeKeys = { all: ['realtime'] as const };

/** Refreshed every 5 s while shown: tries and retries land in the background. */
export const useRealtime = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: realtimeKeys.all, enabled, refetchInterval: 5000, queryFn: ({ signal }) => api<RealtimeView>('/api/realtime', { signal }) });

const useRealtimeMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) => useRefreshingMutation([realtimeKeys.all], run);

export const useSaveRealtime = () => useRealtimeMutation((body: RealtimeSettingsInput) => api<RealtimeView>('/api/realtime', { method: 'PUT', body }));
export const useRollRealtimeSecret = () => useRealtimeMutation(() => api<RealtimeView>('/api/realtime/roll-secret', { method: 'POST' }));
export const useRealtimePing = () => useRealtimeMutation(() => api<RealtimeDelivery>('/api/realtime/test', { method: 'POST' }));
export const useReplayRealtime = () =>
  useRealtimeMutation((deliveryId: string) => api<RealtimeDelivery>(`/api/realtime/deliveries/${deliveryId}/replay`, { method: 'POST' }));
