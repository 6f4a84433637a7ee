// Back from paying a recharge (/lead-import?recharged=<order id>): wait until the payment has settled (at once with the
// local gateway, or when Stripe's webhook lands), then show the new balance with a success toast, once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../common/money';
import { api } from '../../app/api';
import { toast } from '../../app/toast';
import { useOrder } from '../orders';
import type { Balance } from '../../../common/billing';

export function useRechargeReturn() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('recharged');
  const order = useOrder(orderId, { pollWhilePending: true });
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const paid = order.data?.paymentStatus === 'paid';

  useEffect(() => {
    if (!orderId || !paid || announced.current) return;
    announced.current = true;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      const balance = await queryClient.fetchQuery({ queryKey: ['balance', 'current'], queryFn: () => api<Balance>('/api/balance'), staleTime: 0 });
      toast.success('Funds added', { description: `${formatCents(order.data!.totalCents)} was added. Your balance is now ${formatCents(balance.balanceCents)}.` });
      setParams((current) => { current.delete('recharged'); return current; }, { replace: true });
    })();
  }, [orderId, paid, order.data, queryClient, setParams]);

  return { settling: Boolean(orderId) && !paid && !order.isError, failed: order.data?.paymentStatus === 'failed' };
}
