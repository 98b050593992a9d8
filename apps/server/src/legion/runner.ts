/**
 * Runs a legion's flow over the agent protocol. In sequence, each member gets the
 * question (and, after the first, the previous member's result) and the last one's output is
 * the answer. With a router, the router agent is asked to pick one member (a `route` request)
 * and that member answers. Every step streams its output; every agent called counts a use.
 */
import {
  AGENT_LIMITS,
  type AgentChatRequest,
  type ChatFailure,
  type LegionFlow,
  type LegionRunEvent,
  type LegionStep,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import { agentCallTarget, agentsData, agentUserId, recordCall } from '../agents/index.ts';
import {
  AgentCallError,
  type AgentCallOptions,
  callAgent,
  StoppedError,
} from '../agents/protocols/index.ts';
import type { Database } from '../db/database.ts';
import type { Language } from '../http/messages.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { legionRepository } from './repository.ts';
import { agentInfo } from './service.ts';

export interface RunnableFlow {
  flow: LegionFlow;
  members: { agentId: string; role: string; instructions: string }[];
  routerAgentId: string | null;
}

/**
 * Where to call an agent: its live version's URL when it is on the market; the owner (in a
 * test run) may also call their own agent's latest submission.
 */
function agentToCall(db: Database, agentId: string, ownerId: string | null) {
  return agentsData(db).agentToCallInRun(agentId, ownerId);
}

function stepInput(question: string, previous: LegionStep | undefined, language: Language) {
  if (!previous) return question;
  const text =
    language === 'zh'
      ? `${question}\n\n上一步（${previous.role}）的结果：\n${previous.output}`
      : `${question}\n\nThe result of the previous step (${previous.role}):\n${previous.output}`;
  return text.slice(0, AGENT_LIMITS.messageChars);
}

export interface RunOptions {
  db: Database;
  user: UserRow;
  language: Language;
  /** the developer in a test run: their own unpublished agents may be called */
  ownerId: string | null;
  /** a run id for the protocol's conversation id */
  runId: string;
  call?: AgentCallOptions;
  /** opens the API keys agents are called with */
  box: SecretBox;
  now: () => number;
}

export async function runLegion(
  legion: RunnableFlow,
  question: string,
  options: RunOptions,
  emit: (event: LegionRunEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<LegionRunEvent & { type: 'done' }> {
  const started = Date.now();
  const ids = legion.members.map((member) => member.agentId);
  if (legion.routerAgentId) ids.push(legion.routerAgentId);
  const agents = await agentInfo(options.db, ids);
  const steps: LegionStep[] = [];
  const language = options.language === 'zh' ? ('zh-CN' as const) : ('en' as const);

  async function step(
    kind: LegionStep['kind'],
    agentId: string,
    role: string,
    request: Omit<
      AgentChatRequest,
      'conversationId' | 'turnId' | 'userId' | 'language' | 'history' | 'passages'
    >,
  ): Promise<{ step: LegionStep; routed: string | null }> {
    const agent = agents.get(agentId);
    const current: LegionStep = {
      index: steps.length,
      kind,
      agentId,
      nameZh: agent?.nameZh ?? '',
      nameEn: agent?.nameEn ?? '',
      role,
      input: request.message,
      output: '',
      status: 'running',
      failure: null,
      failureMessage: null,
      durationMs: null,
    };
    steps.push(current);
    await emit({ type: 'step', data: { step: { ...current } } });
    const stepStarted = Date.now();
    let firstEventMs: number | null = null;
    let logMessage = '';
    let routed: string | null = null;
    const callable = await agentToCall(options.db, agentId, options.ownerId);
    await legionRepository(options.db).recordUse(agentId, options.user.id, new Date(options.now()));
    try {
      if (!callable) throw new AgentCallError('down', 'the agent is not on the market');
      const target = agentCallTarget(callable, options.box);
      const full: AgentChatRequest = {
        conversationId: options.runId,
        turnId: `${options.runId}-${current.index}`,
        userId: agentUserId(callable.agent_secret_hash, options.user.id),
        language,
        history: [],
        passages: [],
        ...request,
      };
      for await (const event of callAgent(target, full, { ...options.call, signal })) {
        firstEventMs ??= Date.now() - stepStarted;
        if (event.type === 'delta') {
          current.output += event.text;
          await emit({ type: 'delta', data: { index: current.index, text: event.text } });
        } else if (event.type === 'route') {
          routed = event.memberId;
        }
      }
      current.status = 'complete';
    } catch (error) {
      if (error instanceof StoppedError || signal.aborted) current.status = 'stopped';
      else {
        current.status = 'failed';
        const failure: ChatFailure = error instanceof AgentCallError ? error.failure : 'down';
        current.failure = failure;
        current.failureMessage =
          error instanceof AgentCallError && failure === 'agentError' ? error.message : null;
        logMessage = error instanceof AgentCallError ? error.message : '';
        if (!(error instanceof AgentCallError)) console.error(error);
      }
    }
    current.durationMs = Math.max(0, Date.now() - stepStarted);
    try {
      if (!signal.aborted) await emit({ type: 'stepDone', data: { step: { ...current } } });
    } finally {
      // logged once the step's end is on its way to the person, not before
      if (callable) {
        await recordCall(options.db, {
          agentId,
          kind: 'legion',
          protocol: callable.protocol,
          status: current.status,
          failure: current.failure,
          failureMessage: logMessage,
          firstEventMs,
          totalMs: current.durationMs,
          at: new Date(options.now()),
        });
      }
    }
    return { step: current, routed };
  }

  let outcome: 'complete' | 'failed' | 'stopped' = 'complete';
  let answer = '';
  if (legion.flow === 'sequence') {
    let previous: LegionStep | undefined;
    for (const member of legion.members) {
      const { step: done } = await step('member', member.agentId, member.role, {
        message: stepInput(question, previous, options.language),
        role: { name: member.role, instructions: member.instructions },
      });
      if (done.status !== 'complete') {
        outcome = done.status === 'stopped' ? 'stopped' : 'failed';
        break;
      }
      previous = done;
      answer = done.output;
    }
  } else {
    const roster = legion.members.map((member, index) => {
      const agent = agents.get(member.agentId);
      const description = options.language === 'zh' ? agent?.descriptionZh : agent?.descriptionEn;
      return {
        id: `M${index + 1}`,
        role: member.role,
        description: `${member.instructions}\n${description ?? ''}`.trim().slice(0, 2000),
      };
    });
    const routing = await step('route', legion.routerAgentId ?? '', 'router', {
      message: question,
      route: { members: roster },
    });
    const chosen = roster.findIndex((entry) => entry.id === routing.routed);
    const member = legion.members[chosen];
    if (routing.step.status !== 'complete') {
      outcome = routing.step.status === 'stopped' ? 'stopped' : 'failed';
    } else if (!member) {
      routing.step.status = 'failed';
      routing.step.failure = 'invalid';
      routing.step.output ||= routing.routed ?? '';
      outcome = 'failed';
    } else {
      routing.step.output ||= `${roster[chosen]?.id} · ${member.role}`;
      const { step: done } = await step('member', member.agentId, member.role, {
        message: question,
        role: { name: member.role, instructions: member.instructions },
      });
      outcome =
        done.status === 'complete' ? 'complete' : done.status === 'stopped' ? 'stopped' : 'failed';
      answer = done.output;
    }
  }
  const done = {
    type: 'done' as const,
    data: { status: outcome, answer, steps, durationMs: Math.max(0, Date.now() - started) },
  };
  if (!signal.aborted) await emit(done);
  return done;
}
