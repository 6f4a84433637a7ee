// Delivery of an import's charged leads: settings, the delivery log, replay and test sends.
import { useQuery } from '@tanstack/react-query';
import type { DeliveryLogEntry, DeliverySettings, DeliverySettingsInput, TestDeliveryResult } from '../../../common/lead-delivery';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const deliveryKeys = {
  all: ['leads', 'delivery'] as const,
  settings: (configId: string) => ['leads', 'delivery', 'settings', configId] as const,
  log: (configId: string) => ['leads', 'delivery', 'log', configId] as const,
  lead: (leadId: string) => ['leads', 'delivery', 'lead', leadId] as const,
};

export const useDeliverySettings = (configId: string) =>
  useQuery({ queryKey: deliveryKeys.settings(configId), queryFn: ({ signal }) => api<DeliverySettings>(`/api/lead-configs/${configId}/delivery`, { signal }) });

/** Refreshed every 5 s: tries and retries land in the background. */
export const useDeliveryLog = (configId: string) =>
  useQuery({
    queryKey: deliveryKeys.log(configId), refetchInterval: 5000,
    queryFn: ({ signal }) => api<DeliveryLogEntry[]>(`/api/lead-configs/${configId}/deliveries`, { signal }),
  });

export const useLeadDeliveries = (leadId: string) =>
  useQuery({ queryKey: deliveryKeys.lead(leadId), queryFn: ({ signal }) => api<DeliveryLogEntry[]>(`/api/leads/${leadId}/deliveries`, { signal }) });

const useDeliveryMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) => useRefreshingMutation([deliveryKeys.all], run);

export const useSaveDelivery = (configId: string) =>
  useDeliveryMutation((body: DeliverySettingsInput) => api<DeliverySettings>(`/api/lead-configs/${configId}/delivery`, { method: 'PUT', body }));

export const useRotateDeliverySecret = (configId: string) =>
  useDeliveryMutation(() => api<DeliverySettings>(`/api/lead-configs/${configId}/delivery/rotate-secret`, { method: 'POST' }));

export const useReenableWebhook = (configId: string) =>
  useDeliveryMutation(() => api<DeliverySettings>(`/api/lead-configs/${configId}/delivery/enable`, { method: 'POST' }));

export const useTestDelivery = (configId: string) =>
  useDeliveryMutation(() => api<TestDeliveryResult>(`/api/lead-configs/${configId}/delivery/test`, { method: 'POST' }));

export const useReplayDelivery = () =>
  useDeliveryMutation((leadId: string) => api<DeliveryLogEntry>(`/api/leads/${leadId}/deliveries`, { method: 'POST' }));

export const useResendEmailConfirmation = (configId: string) =>
  useDeliveryMutation(() => api<DeliverySettings>(`/api/lead-configs/${configId}/delivery/resend-email-confirmation`, { method: 'POST' }));
