/** The agents a person subscribes to, for their own list, and unsubscribing from it. */
import { ApiError, type SubscribedAgent, type SubscribedAgentList } from '@legion/api';
import type { SubscribedAgentItem } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../api.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { currentUserAtom } from '../../state/auth.ts';

/** the person is part of the key: another person's list is never shown from the cache */
export const myAgentsKey = (userId: string | null) => ['my-agents', userId] as const;

export function useMyAgents() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: myAgentsKey(user?.id ?? null),
    queryFn: () => api.call('mySubscriptions'),
    enabled: user !== null,
    // a chat a moment ago changes "last used": read again whenever the list is shown
    staleTime: 0,
  });
}

/** the list's rows in the reader's language */
export function useMyAgentItems() {
  const { i18n } = useLingui();
  const nameOf = useAgentName();
  return (agents: SubscribedAgent[]): SubscribedAgentItem[] =>
    agents.map((agent) => ({
      id: agent.id,
      name: nameOf(agent),
      description: i18n.locale === 'en' ? agent.descriptionEn : agent.descriptionZh,
      logo: agent.logo,
      lastUsedAt: agent.lastUsedAt,
      chatHref: `/agent?id=${agent.id}`,
      detailHref: `/plugins/statistics/${agent.id}`,
    }));
}

/** ends a subscription from the list: the row goes, the market and the agent's page follow */
export function useLeaveAgent() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('unsubscribe', { id }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(
        myAgentsKey(user?.id ?? null),
        (current: SubscribedAgentList | undefined) =>
          current ? { items: current.items.filter((agent) => agent.id !== id) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      void queryClient.invalidateQueries({ queryKey: ['agent', id] });
      void queryClient.invalidateQueries({ queryKey: ['agent-overview', id] });
      toast.success(t`已取消订阅`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`操作失败，请稍后再试`);
    },
  });
}
