/**
 * An agent that speaks OpenAI's Chat Completions (`POST {baseUrl}/chat/completions`): FastGPT
 * and Dify apps, LLM gateways, most agent frameworks. The platform sends the conversation as
 * `messages` with `stream: true` and reads `choices[0].delta.content` until `[DONE]` or a
 * `finish_reason`, through the official client (no retries of its own: a retry is the
 * person's). The knowledge passages and, in a legion, the member's role go in as a system
 * message; a router is asked to answer with one member's id. A service that ignores
 * `stream: true` and answers one JSON completion is read as one piece.
 */
import type { AgentChatRequest } from '@legion/api';
import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type Adapter, AgentCallError, passageBlock } from './call.ts';

export interface OpenAiChatTarget {
  protocol: 'openai-chat';
  /** the API's base, e.g. https://api.example.com/v1 */
  baseUrl: string;
  model: string;
  /** sent as a bearer token; empty for a service without one */
  apiKey: string;
}

/** the system message: what the platform tells the agent beyond the conversation */
function systemMessage(request: AgentChatRequest): string {
  const parts: string[] = [];
  if (request.role)
    parts.push(`You are "${request.role.name}" in a team of agents. ${request.role.instructions}`);
  if (request.route) {
    const members = request.route.members
      .map((member) => `- ${member.id}: ${member.role} — ${member.description}`)
      .join('\n');
    parts.push(
      `Pick the one member that should answer the user's message. Answer with its id only.\n${members}`,
    );
  }
  if (request.passages.length > 0) {
    const passages = request.passages.map(passageBlock).join('\n\n');
    parts.push(
      `Passages from the user's documents that may help. Quote them as [P1], [P2] … where you use them.\n\n${passages}`,
    );
  }
  parts.push(`Answer in ${request.language === 'en' ? 'English' : 'Simplified Chinese'}.`);
  return parts.join('\n\n');
}

export function openAiMessages(request: AgentChatRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: systemMessage(request) },
    ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user' as const, content: request.message },
  ];
}

/** the member a router's answer names: the first member id that appears in it */
function routeOf(request: AgentChatRequest, answer: string): string | null {
  const members = request.route?.members ?? [];
  const words = answer.trim().split(/[\s,.:;!?"'`()[\]{}，。：；！？]+/);
  return members.find((member) => words.includes(member.id))?.id ?? null;
}

/** what an error status from the service means for the call */
function failureOf(error: APIError): AgentCallError {
  if (error.status === 401 || error.status === 403)
    return new AgentCallError(
      'refused',
      `the agent refused the platform's credentials (HTTP ${error.status})`,
    );
  return new AgentCallError('down', `the agent answered HTTP ${error.status}`);
}

export function openAiChatAdapter(target: OpenAiChatTarget, request: AgentChatRequest): Adapter {
  return async function* ({ fetch, signal, limits }) {
    const client = new OpenAI({
      baseURL: target.baseUrl.replace(/\/+$/, ''),
      // the client refuses to start without one; a service without keys ignores it
      apiKey: target.apiKey || 'none',
      fetch,
      maxRetries: 0,
      timeout: limits.totalMs,
    });
    let answer = '';
    const routing = request.route !== undefined;
    try {
      const { data: stream, response } = await client.chat.completions
        .create(
          { model: target.model, messages: openAiMessages(request), stream: true },
          { signal },
        )
        .withResponse();
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        // stream: true ignored: one completion, read as one piece
        const completion = (await response.json().catch(() => null)) as {
          choices?: Array<{ message?: { content?: unknown } }>;
        } | null;
        const content = completion?.choices?.[0]?.message?.content;
        if (typeof content !== 'string')
          throw new AgentCallError('invalid', 'the agent answered JSON that is not a completion');
        answer = content;
        if (!routing) yield { type: 'delta', text: content };
      } else if (!type.includes('text/event-stream')) {
        throw new AgentCallError('invalid', 'the agent did not answer with an event stream');
      } else {
        for await (const chunk of stream) {
          const choice = chunk.choices?.[0];
          const text = choice?.delta?.content ?? '';
          if (text) {
            answer += text;
            if (!routing) yield { type: 'delta', text };
          }
          if (choice?.finish_reason) break;
        }
      }
    } catch (error) {
      if (error instanceof AgentCallError) throw error;
      if (error instanceof APIError && error.status === undefined) {
        // an error event inside the stream: the service said it could not answer
        if (error.error && !(error instanceof APIUserAbortError))
          throw new AgentCallError('agentError', error.message);
        // the connection's trouble (refused, stopped, too large): named by guardedCall
        throw error;
      }
      if (error instanceof APIError) throw failureOf(error);
      throw error;
    }
    if (routing) {
      const memberId = routeOf(request, answer);
      if (!memberId) throw new AgentCallError('invalid', 'the router named no member');
      yield { type: 'route', memberId };
    }
  };
}
