/**
 * The agent chat's server state: the agent, the person's conversation with it, subscribing and
 * clearing. Keys carry the user, so a sign-in or sign-out never shows another person's chat.
 */
import { type AgentDetail, ApiError, type Conversation } from '@legion/api';
import type { SharedKnowledgeBase } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';

export const agentKey = (id: string, userId: string | null) => ['agent', id, userId] as const;
export const conversationKey = (agentId: string, userId: string | null) =>
  ['agent-conversation', agentId, userId] as const;

export function useAgentDetail(id: string, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: agentKey(id, userId),
    queryFn: () => api.call('marketAgent', { id }),
    enabled,
  });
}

export function useAgentConversation(id: string, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: conversationKey(id, userId),
    queryFn: () => api.call('agentConversation', { id }),
    enabled,
    // the server has the conversation; another device may have added to it
    staleTime: 0,
  });
}

/** subscribes to the agent; the chat opens as the conversation learns it is subscribed */
export function useSubscribeAgent(agentId: string, userId: string | null) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('subscribe', { id: agentId }),
    onSuccess: (result) => {
      queryClient.setQueryData(agentKey(agentId, userId), (current: AgentDetail | undefined) =>
        current ? { ...current, ...result } : current,
      );
      queryClient.setQueryData(
        conversationKey(agentId, userId),
        (current: Conversation | undefined) =>
          current ? { ...current, subscribed: result.subscribed } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      toast.success(t`订阅成功`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`操作失败，请稍后再试`);
    },
  });
}

/** deletes every message of the conversation, on the server and in the cache */
export function useClearConversation(
  agentId: string,
  userId: string | null,
  onCleared: () => void,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('clearAgentConversation', { id: agentId }),
    onSuccess: () => {
      onCleared();
      queryClient.setQueryData(
        conversationKey(agentId, userId),
        (current: Conversation | undefined) => (current ? { ...current, messages: [] } : current),
      );
      toast.success(t`对话已清空`);
    },
    onError: (error) => toast.error(error.message),
  });
}

/**
 * The bases the person shares with the agent: kept on the server, so the choice is there on the
 * next visit and on another device. The chat uses the choice at once; a failed save says so and
 * keeps it for this visit.
 */
export function useShareBases(agentId: string, userId: string | null) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    // one save at a time, in order: the last choice is the one kept
    scope: { id: `share-bases:${agentId}` },
    mutationFn: (bases: SharedKnowledgeBase[]) =>
      api.call('setAgentKnowledge', { id: agentId, knowledgeBaseIds: bases.map((b) => b.id) }),
    onSuccess: ({ knowledgeBases }) => {
      queryClient.setQueryData(
        conversationKey(agentId, userId),
        (current: Conversation | undefined) => (current ? { ...current, knowledgeBases } : current),
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`知识库选择没有保存，本次对话仍会使用`);
    },
  });
}
