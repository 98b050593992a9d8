/** Buying a plan: the quote, creating the order, following it until it is paid or ends. */
import { ApiError, type Payment, type PaymentMethod, type PurchaseMonths } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api.ts';
import { SUBSCRIPTION_KEY } from './plans.ts';

/** how often a pending order is asked after */
const POLL_MS = 2000;

const paymentKey = (id: string) => ['payment', id] as const;
/** the caller's order of a plan waiting for payment, if any */
export const pendingKey = (planId: string) => ['pending-order', planId] as const;

/** reopening /payment?planId=… while an order of that plan waits for payment resumes it */
export function usePendingOrder(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: pendingKey(planId),
    queryFn: () => api.call('myOrders', { status: 'pending', planId, pageSize: 1 }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** the checkout's price and order: the months and wallet chosen, the quote, and paying */
export function useCheckout(planId: string, onCreated: (payment: Payment) => void) {
  const { t } = useLingui();
  const [months, setMonths] = useState<PurchaseMonths>(1);
  const [method, setMethod] = useState<PaymentMethod>('chat_wallet');
  const [error, setError] = useState<string | null>(null);
  const quote = useQuery({
    queryKey: ['quote', planId, months],
    queryFn: () => api.call('purchaseQuote', { planId, months }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    mutationFn: () =>
      api.call('createPayment', { planId, months, method, agreementAccepted: true }),
    onMutate: () => setError(null),
    onSuccess: onCreated,
    onError: (failure) => {
      const agreement = failure instanceof ApiError && failure.fields?.agreementAccepted;
      setError(agreement ? t`请先阅读并同意服务协议` : failure.message);
    },
  });
  return { months, setMonths, method, setMethod, quote, create, error };
}

/** an order being paid: polled while pending; refreshing its QR and cancelling it */
export function usePayment(orderId: string) {
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: paymentKey(orderId),
    queryFn: () => api.call('payment', { id: orderId }),
    refetchInterval: (query) => (query.state.data?.order.status === 'pending' ? POLL_MS : false),
  });
  const settle = (next: Payment) => queryClient.setQueryData(paymentKey(orderId), next);
  const refresh = useMutation({
    mutationFn: (method?: PaymentMethod) =>
      api.call('refreshPaymentQr', { id: orderId, ...(method ? { method } : {}) }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => api.call('cancelPayment', { id: orderId }),
    onSuccess: settle,
  });
  // once paid, the buyer's plan has changed
  const status = payment.data?.order.status;
  useEffect(() => {
    if (status === 'completed' || status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    }
  }, [status, queryClient]);
  return { payment, refresh, cancel };
}
