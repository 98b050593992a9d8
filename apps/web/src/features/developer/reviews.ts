/**
 * An agent's reviews in the developer console: the filter and page in the address
 * (?filter=unreplied&page=2), and the public reply written, edited or removed. A saved reply
 * shows on the agent's page at once (its reviews are fetched again).
 */
import { DEVELOPER_REVIEW_FILTERS, type DeveloperReviewFilter } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';

const isFilter = (value: string | null): value is DeveloperReviewFilter =>
  (DEVELOPER_REVIEW_FILTERS as readonly string[]).includes(value ?? '');

export function useDeveloperReviews(id: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: DeveloperReviewFilter = isFilter(raw) ? raw : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useQuery({
    queryKey: ['developer-reviews', id, filter, page],
    queryFn: () => api.call('developerAgentReviews', { id, filter, page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['developer-reviews', id] });
    void queryClient.invalidateQueries({ queryKey: ['agent-reviews', id] });
  };
  const reply = useMutation({
    mutationFn: (input: { reviewId: string; content: string }) =>
      api.call('replyToReview', { id, ...input }),
    onSuccess: () => {
      refresh();
      toast.success(t`回复已发布`);
    },
  });
  const remove = useMutation({
    mutationFn: (reviewId: string) => api.call('deleteReviewReply', { id, reviewId }),
    onSuccess: () => {
      refresh();
      toast.success(t`回复已删除`);
    },
  });
  return {
    reviews,
    filter,
    setFilter: (next: DeveloperReviewFilter) =>
      setParams(next === 'all' ? {} : { filter: next }, { replace: true }),
    setPage: (next: number) =>
      setParams({ ...(filter === 'all' ? {} : { filter }), page: String(next) }),
    reply: (reviewId: string, content: string) => reply.mutateAsync({ reviewId, content }),
    removeReply: (reviewId: string) => remove.mutateAsync(reviewId),
  };
}
