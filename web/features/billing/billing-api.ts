// The signed-in user's balance, auto-recharge settings, saved card and ledger; their invoices and invoice details.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AutoRechargeSettings, Balance, CardSetup, LedgerPage, SaveLocalCardRequest, SavedCard, SpendCapsSettings } from '../../../common/billing';
import type { BillingProfile, BillingProfileView, InvoicePage } from '../../../common/invoices';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const balanceKeys = {
  all: ['balance'] as const,
  balance: ['balance', 'current'] as const,
  ledger: (page: number) => ['balance', 'ledger', page] as const,
};

export function useBalance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: balanceKeys.balance, queryFn: ({ signal }) => api<Balance>('/api/balance', { signal }), enabled });
}

export function useLedger(page: number) {
  return useQuery({
    queryKey: balanceKeys.ledger(page),
    queryFn: ({ signal }) => api<LedgerPage>(`/api/balance/transactions?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Money moved or settings changed: the balance, the ledger and lead totals (which depend on charges) are stale. */
const useBalanceMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) =>
  useRefreshingMutation([balanceKeys.all, ['leads']], run);

export const useSaveAutoRecharge = () =>
  useBalanceMutation((settings: AutoRechargeSettings) => api<Balance>('/api/balance/auto-recharge', { method: 'PUT', body: settings }));

export const useSaveSpendCaps = () =>
  useBalanceMutation((caps: SpendCapsSettings) => api<Balance>('/api/balance/spend-caps', { method: 'PUT', body: caps }));

export const useSaveLocalCard = () =>
  useBalanceMutation((card: SaveLocalCardRequest) => api<SavedCard>('/api/billing/card', { method: 'POST', body: card }));

export const useSaveStripeCard = () =>
  useBalanceMutation((setupIntentId: string) => api<SavedCard>('/api/billing/card/stripe', { method: 'POST', body: { setupIntentId } }));

export const startStripeCardSetup = () => api<CardSetup>('/api/billing/card/setup', { method: 'POST' });

export const useRemoveCard = () => useBalanceMutation(() => api<void>('/api/billing/card', { method: 'DELETE' }));

export const invoiceKeys = {
  all: ['me', 'invoices'] as const,
  list: (page: number) => ['me', 'invoices', page] as const,
  profile: ['me', 'billing-profile'] as const,
};

export function useInvoices(page: number) {
  return useQuery({
    queryKey: invoiceKeys.list(page),
    queryFn: ({ signal }) => api<InvoicePage>(`/api/invoices?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBillingProfile() {
  return useQuery({ queryKey: invoiceKeys.profile, queryFn: ({ signal }) => api<BillingProfileView>('/api/billing/profile', { signal }) });
}

export const useSaveBillingProfile = () =>
  useRefreshingMutation([invoiceKeys.profile], (profile: BillingProfile) => api<BillingProfileView>('/api/billing/profile', { method: 'PUT', body: profile }));
