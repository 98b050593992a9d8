/**
 * Calls an agent in the protocol its version names, under the limits every call shares
 * (call.ts): the platform's own (legion.ts), OpenAI's Chat Completions (openai-chat.ts) or
 * A2A (a2a.ts). Chat, legion runs and the developer's test console call agents only here.
 */
import type { AgentChatRequest } from '@legion/api';
import { type A2aTarget, a2aAdapter } from './a2a.ts';
import { type AgentCallEvent, type AgentCallOptions, guardedCall } from './call.ts';
import { type LegionTarget, legionAdapter } from './legion.ts';
import { type OpenAiChatTarget, openAiChatAdapter } from './openai-chat.ts';

export { type A2aTarget, readAgentCard } from './a2a.ts';
export {
  AgentCallError,
  type AgentCallEvent,
  type AgentCallOptions,
  callFetch,
  StoppedError,
} from './call.ts';
export type { LegionTarget } from './legion.ts';
export type { OpenAiChatTarget } from './openai-chat.ts';

export type AgentTarget = LegionTarget | OpenAiChatTarget | A2aTarget;

/** Yields the reply's events; returns once the agent has finished. */
export function callAgent(
  target: AgentTarget,
  request: AgentChatRequest,
  options: AgentCallOptions = {},
): AsyncGenerator<AgentCallEvent> {
  switch (target.protocol) {
    case 'legion':
      return guardedCall(legionAdapter(target, request), options);
    case 'openai-chat':
      return guardedCall(openAiChatAdapter(target, request), options);
    case 'a2a':
      return guardedCall(a2aAdapter(target, request), options);
  }
}
