/**
 * One conversation's turns with an agent: sends a message (or asks again), folds the
 * stream's events into the list as they come, stops a reply, and says what went wrong.
 */
import {
  API_CODES,
  ApiError,
  type ChatMessage,
  type ChatRequest,
  type Conversation,
  NETWORK_ERROR,
} from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api.ts';
import { addCitation, appendText, markStopped, pendingQuestion, upsert } from './chat-messages.ts';
import { streamChat } from './chat-stream.ts';
import { conversationKey } from './queries.ts';

let pendingId = 0;
/** after a stop, when to read the stopped reply the server stored */
const STOPPED_RESYNC_MS = 800;
/** how often a reply left streaming by an earlier visit is checked */
const ORPHAN_POLL_MS = 3000;

export function useChat(agentId: string, userId: string | null, initial: ChatMessage[]) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  const [busy, setBusy] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  // a bubble keeps its element when the server's copy takes the place of the one shown at once
  const keysRef = useRef(new Map<string, string>());
  const keyOf = useCallback(
    (message: ChatMessage) => keysRef.current.get(message.id) ?? message.id,
    [],
  );

  // leaving the page ends the request; the server keeps the partial reply as stopped
  useEffect(() => () => controllerRef.current?.abort(), []);

  /** the conversation as the server has it, after a turn ended in an unknown state */
  const resync = useCallback(async () => {
    try {
      const conversation = await api.call('agentConversation', { id: agentId });
      queryClient.setQueryData(conversationKey(agentId, userId), conversation);
      setMessages(conversation.messages);
    } catch {
      // the list stays as it was; the next visit loads it afresh
    }
  }, [agentId, queryClient, userId]);

  /** one message as the server stored it, when it has it */
  const refresh = useCallback(
    async (id: string) => {
      try {
        const conversation = await api.call('agentConversation', { id: agentId });
        const stored = conversation.messages.find((entry) => entry.id === id);
        if (stored) setMessages((list) => upsert(list, stored));
      } catch {
        // it stays as shown
      }
    },
    [agentId],
  );

  // a reply still streaming when the page (re)loaded belongs to a request that is gone: follow
  // the server until it settles (it fails such a reply once the turn's time is over)
  const last = messages.at(-1);
  const orphaned = !busy && last?.role === 'assistant' && last.status === 'streaming';
  useEffect(() => {
    if (!orphaned) return;
    const timer = setInterval(() => void resync(), ORPHAN_POLL_MS);
    return () => clearInterval(timer);
  }, [orphaned, resync]);

  /**
   * Runs one turn. `question` is the bubble standing for the person's message until the
   * server's copy arrives; `replaced` is the reply a retry takes the place of. Resolves true
   * once the server has the message (so the composer may stay empty).
   */
  const run = useCallback(
    async (body: ChatRequest, question: string, replaced: string | null): Promise<boolean> => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setBusy(true);
      let stored = false;
      let replyId: string | null = null;
      try {
        const reply = await streamChat(agentId, body, {
          signal: controller.signal,
          api,
          onEvent(event) {
            switch (event.type) {
              case 'user':
                stored = true;
                keysRef.current.set(
                  event.data.message.id,
                  keysRef.current.get(question) ?? question,
                );
                setMessages((list) =>
                  list.map((entry) => (entry.id === question ? event.data.message : entry)),
                );
                break;
              case 'assistant':
                replyId = event.data.message.id;
                setMessages((list) =>
                  upsert(
                    list.filter((entry) => entry.id !== replaced),
                    event.data.message,
                  ),
                );
                break;
              case 'delta':
                setMessages((list) => appendText(list, replyId, event.data.text));
                break;
              case 'citation':
                setMessages((list) => addCitation(list, replyId, event.data.citation));
                break;
              case 'done':
                setMessages((list) =>
                  upsert(
                    list.filter((entry) => entry.id !== replaced),
                    event.data.message,
                  ),
                );
                break;
            }
          },
        });
        // the stream ended without saying how the reply ended: ask the server
        if (!reply) await resync();
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          if (replyId) {
            // stopped by the person: the server keeps what was written, as stopped
            const id = replyId;
            setMessages((list) => markStopped(list, id));
            // then its stored copy (with the time it took), once the server has written it
            setTimeout(() => void refresh(id), STOPPED_RESYNC_MS);
          } else if (!stored && !replaced) {
            setMessages((list) => list.filter((entry) => entry.id !== question));
          }
          return stored;
        }
        if (!stored && !replaced) {
          setMessages((list) => list.filter((entry) => entry.id !== question));
        }
        if (stored) await resync();
        const code = error instanceof ApiError ? error.code : null;
        if (code === API_CODES.notSubscribed) {
          queryClient.setQueryData(
            conversationKey(agentId, userId),
            (current: Conversation | undefined) =>
              current ? { ...current, subscribed: false } : current,
          );
          toast.error(t`订阅后才能和这个智能体对话`);
        } else if (code === API_CODES.replyInProgress) {
          toast.error(t`上一条回复还没有结束，请稍后再发`);
        } else if (code === NETWORK_ERROR) {
          toast.error(
            stored ? t`网络连接中断，回复可能不完整` : t`网络连接失败，消息没有发出，请重试`,
          );
        } else if (error instanceof ApiError && error.status === 401) {
          // the login flow has opened
        } else {
          toast.error(error instanceof Error ? error.message : t`发送失败，请重试`);
        }
        return stored;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        setBusy(false);
      }
    },
    [agentId, queryClient, refresh, resync, t, userId],
  );

  const send = useCallback(
    (text: string, knowledgeBaseIds: string[]) => {
      const question = `pending-${++pendingId}`;
      setMessages((list) => [...list, pendingQuestion(question, text, knowledgeBaseIds)]);
      return run({ message: text, knowledgeBaseIds }, question, null);
    },
    [run],
  );

  /** asks the last question again; the server replaces the last (failed or stopped) reply */
  const retry = useCallback(() => {
    const reply = messages.at(-1);
    const question = messages.at(-2);
    if (reply?.role !== 'assistant' || question?.role !== 'user') return;
    void run(
      { message: question.content, knowledgeBaseIds: question.knowledgeBaseIds, retry: true },
      question.id,
      reply.id,
    );
  }, [messages, run]);

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { messages, setMessages, keyOf, busy, send, retry, stop };
}
