/** An agent's page in the market: its detail, figures and reviews, and (un)subscribing. */
import { type AgentDetail, ApiError, type ReviewReportInput } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api } from '../../api.ts';
import { currentUserAtom } from '../../state/auth.ts';

/** the user is part of the key: "subscribed" differs per person */
const agentKey = (id: string, userId: string | null) => ['agent', id, userId] as const;

export const agentDetailQuery = (id: string, userId: string | null) =>
  queryOptions({
    queryKey: agentKey(id, userId),
    queryFn: () => api.call('marketAgent', { id }),
  });

export const agentOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['agent-overview', id],
    queryFn: () => api.call('marketAgentOverview', { id }),
  });

/** the reader is part of the key: a signed-in reader's answer says which ones they reported */
export const agentReviewsQuery = (id: string, page: number, userId: string | null = null) =>
  queryOptions({
    queryKey: ['agent-reviews', id, page, userId],
    queryFn: () => api.call('marketAgentReviews', { id, page, pageSize: 10 }),
  });

export function useAgentDetail(id: string) {
  const user = useAtomValue(currentUserAtom);
  const queryClient = useQueryClient();
  return useQuery({
    ...agentDetailQuery(id, user?.id ?? null),
    // while a signed-in person's own answer loads, the visitor's answer the page arrived with
    // stands in (the same agent, before its "subscribed" mark)
    placeholderData: () =>
      user ? queryClient.getQueryData(agentDetailQuery(id, null).queryKey) : undefined,
  });
}

export function useAgentOverview(id: string) {
  return useQuery(agentOverviewQuery(id));
}

export function useAgentReviews(id: string, page: number) {
  const user = useAtomValue(currentUserAtom);
  const queryClient = useQueryClient();
  return useQuery({
    ...agentReviewsQuery(id, page, user?.id ?? null),
    // the visitor's page the HTML arrived with stands in while the reader's own loads
    placeholderData: () =>
      user ? queryClient.getQueryData(agentReviewsQuery(id, page).queryKey) : undefined,
  });
}

/**
 * Reports a review to the admins. Its button says so at once, and after a reload from the
 * server's answer (reportedByMe); a failure is the dialog's to show (it keeps the choice).
 */
export function useReportReview() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const mutation = useMutation({
    mutationFn: (report: ReviewReportInput) => api.call('reportReview', report),
    onSuccess: (_, report) => {
      setReported((current) => new Set([...current, report.reviewId]));
      void queryClient.invalidateQueries({ queryKey: ['agent-reviews'] });
      toast.success(t`已举报，管理员会尽快处理`);
    },
  });
  return { ...mutation, reported };
}

/** subscribe (true) or unsubscribe (false); the page, the market and the figures follow */
export function useAgentSubscription(id: string) {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) => api.call(subscribe ? 'subscribe' : 'unsubscribe', { id }),
    onSuccess: async (result) => {
      const key = agentKey(id, user?.id ?? null);
      // An answer still on its way was read before this change: it must not land over it (the
      // page would offer "Subscribe" again). Where the person's own answer has not come yet,
      // the visitor's answer standing in for it takes the change.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (current: AgentDetail | undefined) => {
        const known = current ?? queryClient.getQueryData<AgentDetail>(agentKey(id, null));
        return known ? { ...known, ...result } : known;
      });
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      void queryClient.invalidateQueries({ queryKey: ['agent-overview', id] });
      void queryClient.invalidateQueries({ queryKey: ['my-agents'] });
      toast.success(result.subscribed ? t`订阅成功` : t`已取消订阅`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`操作失败，请稍后再试`);
    },
  });
}
