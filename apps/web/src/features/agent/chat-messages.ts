/** How a conversation's list changes as a turn's events arrive: pure, so each step is plain. */
import type { ChatCitation, ChatMessage } from '@legion/api';

/** the message in place of the one with its id, or at the end */
export const upsert = (list: ChatMessage[], message: ChatMessage) =>
  list.some((entry) => entry.id === message.id)
    ? list.map((entry) => (entry.id === message.id ? message : entry))
    : [...list, message];

/** the reply's next words */
export const appendText = (list: ChatMessage[], id: string | null, text: string) =>
  list.map((entry) => (entry.id === id ? { ...entry, content: entry.content + text } : entry));

/** a citation the reply did not have yet */
export const addCitation = (list: ChatMessage[], id: string | null, citation: ChatCitation) =>
  list.map((entry) =>
    entry.id === id && !entry.citations.some((known) => known.passageId === citation.passageId)
      ? { ...entry, citations: [...entry.citations, citation] }
      : entry,
  );

/** a streaming reply the person stopped */
export const markStopped = (list: ChatMessage[], id: string) =>
  list.map((entry) =>
    entry.id === id && entry.status === 'streaming'
      ? { ...entry, status: 'stopped' as const }
      : entry,
  );

/** the bubble shown for the person's message until the server's copy takes its place */
export function pendingQuestion(id: string, text: string, knowledgeBaseIds: string[]): ChatMessage {
  return {
    id,
    role: 'user',
    content: text,
    status: 'complete',
    failure: null,
    failureMessage: null,
    citations: [],
    knowledgeBaseIds,
    durationMs: null,
    createdAt: new Date().toISOString(),
  };
}
