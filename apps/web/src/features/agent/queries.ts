/**
 * The agent chat's server state: the agent, the person's conversation with it, subscribing and
 * clearing. Keys carry the user, so a sign-in or sign-out never shows another person's chat.
 */
import { type AgentDetail, ApiError, type Conversation } from '@legion/api';
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
