// The team's plan: prices, the plan and its usage, and the changes the owner makes (each answered with the new view).
import { useQuery } from '@tanstack/react-query';
import type { PlanQuote, PlanSettings, SubscriptionView, TakeResult } from '../../../common/plans';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const planKeys = { all: ['subscription'] as const };

export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: planKeys.all, queryFn: ({ signal }) => api<SubscriptionView>('/api/subscription', { signal }), enabled });
}

export const quotePlan = (settings: PlanSettings) => api<PlanQuote>('/api/subscription/quote', { method: 'POST', body: settings });

/** A plan payment is an order (Orders, invoices) and plan grants are downloads: those reads are stale too. */
const usePlanMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) =>
  useRefreshingMutation([planKeys.all, ['orders'], ['downloads']], run);

export const useStartPlan = () => usePlanMutation((settings: PlanSettings) => api<SubscriptionView>('/api/subscription', { method: 'POST', body: settings }));
export const useChangePlan = () => usePlanMutation((settings: PlanSettings) => api<SubscriptionView>('/api/subscription', { method: 'PUT', body: settings }));
export const useCancelPlan = () => usePlanMutation(() => api<SubscriptionView>('/api/subscription/cancel', { method: 'POST' }));
export const useResumePlan = () => usePlanMutation(() => api<SubscriptionView>('/api/subscription/resume', { method: 'POST' }));
export const usePayOverdue = () => usePlanMutation(() => api<SubscriptionView>('/api/subscription/pay-overdue', { method: 'POST' }));
export const useTakeIntoPlan = () =>
  useRefreshingMutation([planKeys.all, ['downloads'], ['me', 'owned-datasets']], (datasetId: string) => api<TakeResult>('/api/subscription/takes', { method: 'POST', body: { datasetId } }));
