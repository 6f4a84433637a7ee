// The signed-in user's orders: the paged list, one order with its downloads, and how to finish paying for one.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDERS_PAGE_SIZE, type Order, type OrderDetail, type OrderList, type OrderType } from '../../../common/orders';
import { api } from '../../app/api';

export const orderKeys = {
  all: ['orders'] as const,
  list: (type: OrderType) => ['orders', 'list', type] as const,
  detail: (id: string) => ['orders', id] as const,
};

export const ordersApi = {
  list: (type: OrderType, page: number, signal?: AbortSignal) => api<OrderList>(`/api/orders?type=${type}&page=${page}&limit=${ORDERS_PAGE_SIZE}`, { signal }),
  get: (id: string, signal?: AbortSignal) => api<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
};

/** Purchases or top-ups, newest first, one page at a time ('Load more'). */
export function useOrders(type: OrderType) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(type),
    queryFn: ({ pageParam, signal }) => ordersApi.list(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_POLL_LIMIT_MS = 2 * 60 * 1000;

/**
 * One order. With `pollWhilePending`, a payment that has not settled yet is asked about again every 2 s (the server
 * reconciles it with the gateway on each read) for up to two minutes.
 */
export function useOrder(id: string | null, { pollWhilePending = false } = {}) {
  const [startedAt] = useState(Date.now);
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => ordersApi.get(id!, signal),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      pollWhilePending && isAwaitingPayment(query.state.data) && Date.now() - startedAt < ORDER_POLL_LIMIT_MS
        ? ORDER_POLL_INTERVAL_MS
        : false,
  });
}

export const isAwaitingPayment = (order: Pick<Order, 'paymentStatus' | 'status'> | undefined) =>
  order?.paymentStatus === 'pending' && order.status !== 'cancelled' && order.status !== 'failed';

/** Unpaid and still payable: pending, or a failed attempt that can be retried. */
export const canCompletePayment = (order: Pick<Order, 'paymentStatus' | 'status' | 'paymentIntentId'>) =>
  (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') && order.status !== 'cancelled' && order.paymentIntentId !== null;

/** Where to finish paying for an order: checkout reuses its payment (SPEC.md: the payment_intent query value). */
export const completePaymentPath = (order: Pick<Order, 'paymentIntentId'>) => `/checkout?payment_intent=${encodeURIComponent(order.paymentIntentId ?? '')}`;
