/** A developer's agents as the library's status list shows them, and the home page's data. */
import type { DeveloperAgent, DeveloperHome, ReviewStatus } from '@legion/api';
import type { AgentStatusItem, RecentReviewItem } from '@legion/screens';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useFormatDate } from '../console.tsx';

/** maps the developer's agents to the list's rows: names in the reader's language, links */
export function useAgentStatusItems() {
  const name = useAgentName();
  const formatDate = useFormatDate();
  return (agents: DeveloperAgent[]): AgentStatusItem[] =>
    agents.map((agent) => ({
      id: agent.id,
      name: name(agent.latest),
      logo: agent.latest.logo,
      version: agent.latest.version,
      status: agent.latest.status,
      liveVersion: agent.published && agent.live ? agent.live.version : null,
      updating: agent.live !== null && agent.latest.id !== agent.live.id,
      editHref: `/developer/plugins?edit=${agent.id}`,
      statisticsHref: agent.published ? `/developer/statistics/${agent.id}` : undefined,
      reviewsHref: agent.published ? `/developer/reviews/${agent.id}` : undefined,
      submittedAt: formatDate(agent.latest.submittedAt),
      ownerName: agent.access === 'member' ? agent.ownerName : null,
      subscriberCount: agent.subscriberCount,
      rejectionReason: agent.latest.reviewComment,
    }));
}

/** the home page's latest review decisions as the library's list shows them */
export function useRecentReviewItems() {
  const name = useAgentName();
  const formatDate = useFormatDate();
  return (reviews: DeveloperHome['recentReviews']): RecentReviewItem[] =>
    reviews.map((review) => ({
      id: `${review.agentId}-${review.version}`,
      name: name(review),
      href: `/developer/plugins?edit=${review.agentId}`,
      version: review.version,
      status: review.status,
      reviewedAt: review.reviewedAt,
      reviewedAtText: formatDate(review.reviewedAt),
      comment: review.comment,
    }));
}

export function useDeveloperHome() {
  return useQuery({ queryKey: ['developer-home'], queryFn: () => api.call('developerHome') });
}

/** a page of the developer's agents, of one review state or all */
export function useDeveloperAgents(
  status: ReviewStatus | undefined,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: ['developer-agents', status ?? 'all', page],
    queryFn: () => api.call('developerAgents', { ...(status ? { status } : {}), page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** the first few agents for the home page */
export function useHomeAgents() {
  return useQuery({
    queryKey: ['developer-agents', 'home'],
    queryFn: () => api.call('developerAgents', { pageSize: 5 }),
  });
}
