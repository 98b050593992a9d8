/**
 * The admins' review moderation queue: which queue and page in the address
 * (?status=hidden&page=2), and a decision that refreshes the queue, the sidebar's count and
 * the agent's public reviews.
 */
import { MODERATION_QUEUES, type ModerationQueue } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';

const isQueue = (value: string | null): value is ModerationQueue =>
  (MODERATION_QUEUES as readonly string[]).includes(value ?? '');

export function useReviewModeration() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ModerationQueue = isQueue(raw) ? raw : 'reported';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery({
    queryKey: ['admin-agent-reviews', status, page],
    queryFn: () => api.call('adminAgentReviews', { status, page }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (input: { reviewId: string; action: 'hide' | 'keep'; reason: string }) =>
      api.call('moderateReview', input),
    onSuccess: (review, input) => {
      void queryClient.invalidateQueries({ queryKey: ['admin-agent-reviews'] });
      void queryClient.invalidateQueries({ queryKey: REVIEW_COUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['agent-reviews', review.agentId] });
      toast.success(input.action === 'hide' ? t`评价已隐藏` : t`评价已保留`);
    },
  });
  return {
    queue,
    status,
    setStatus: (next: ModerationQueue) =>
      setParams(next === 'reported' ? {} : { status: next }, { replace: true }),
    setPage: (next: number) =>
      setParams({ ...(status === 'reported' ? {} : { status }), page: String(next) }),
    decide: decide.mutateAsync,
  };
}
