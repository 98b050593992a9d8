/**
 * The conformance checks: what the platform asks of every agent before a version goes to
 * review, run through the agent's own adapter exactly as a chat turn is. A fixed question in
 * Chinese (it carries a check number), a second turn that asks for that number back (context),
 * the same question in English (languages), and calls that must be refused: unsigned and
 * wrongly signed for `legion`, without the saved API key for the others. Each call made is
 * handed to `record` for the call log.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  AGENT_CHECK_NAMES,
  AGENT_CHECK_WARNINGS,
  AGENT_LIMITS,
  type AgentChatRequest,
  type AgentCheck,
  type AgentCheckName,
  type AgentProtocol,
  type AgentTurn,
  agentRequestHeaders,
  type ChatFailure,
} from '@legion/api';
import {
  AgentCallError,
  type AgentCallOptions,
  type AgentTarget,
  callAgent,
  callFetch,
} from './protocols/index.ts';

/** one call the checks made, for the call log */
export interface CheckCall {
  status: 'complete' | 'failed';
  failure: ChatFailure | null;
  failureMessage: string;
  firstEventMs: number | null;
  totalMs: number;
}

export interface CheckOptions {
  call?: AgentCallOptions;
  /** the agent's ID, for the refused calls of a `legion` agent */
  agentKey: string;
  /** who is asking, as the agent sees it (hashed like a chat turn's user) */
  userId: string;
  record: (call: CheckCall) => Promise<void>;
}

interface Turn {
  outcome: 'complete' | ChatFailure;
  message: string;
  reply: string;
  firstEventMs: number | null;
  totalMs: number;
  /** an HTTP answer came back (any status) */
  responded: boolean;
  /** an answer came as an event stream */
  streamed: boolean;
  contextId: string | null;
}

const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** the questions: a number the second turn asks back, and one question in each language */
export function checkQuestions(code: string) {
  return {
    first: `你好！请用一句话介绍你自己。本次检查的编号是 ${code}。`,
    context: '本次检查的编号是多少？只回答编号。',
    english: 'Hello! In one sentence, what can you help me with?',
  };
}

/** one call, timed: how it ended, its text, and whether an HTTP answer or a stream came */
export async function timedCall(
  target: AgentTarget,
  request: AgentChatRequest,
  call: AgentCallOptions,
): Promise<Turn> {
  let responded = false;
  let streamed = false;
  const base = call.fetch ?? fetch;
  const watched = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await base(input, init);
    responded = true;
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) streamed = true;
    return response;
  }) as typeof fetch;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let firstEventMs: number | null = null;
  let reply = '';
  let contextId: string | null = null;
  try {
    for await (const event of callAgent(target, request, { ...call, fetch: watched })) {
      firstEventMs ??= elapsed();
      if (event.type === 'delta') reply += event.text;
      if (event.type === 'context') contextId = event.contextId;
    }
    return {
      outcome: 'complete',
      message: '',
      reply,
      firstEventMs,
      totalMs: elapsed(),
      responded,
      streamed,
      contextId,
    };
  } catch (error) {
    if (!(error instanceof AgentCallError)) throw error;
    return {
      outcome: error.failure,
      message: error.message,
      reply,
      firstEventMs,
      totalMs: elapsed(),
      responded,
      streamed,
      contextId,
    };
  }
}

const callOf = (done: Turn): CheckCall => ({
  status: done.outcome === 'complete' ? 'complete' : 'failed',
  failure: done.outcome === 'complete' ? null : done.outcome,
  failureMessage: done.message,
  firstEventMs: done.firstEventMs,
  totalMs: done.totalMs,
});

/** a `legion` call that must be refused: its HTTP status, or why none came */
async function refusal(
  url: string,
  headers: Record<string, string>,
  body: string,
  call: AgentCallOptions,
): Promise<{ status: number | null; message: string; totalMs: number }> {
  const started = performance.now();
  const limit = call.limits?.firstEventMs ?? AGENT_LIMITS.firstEventMs;
  try {
    const response = await callFetch(
      call.fetch ?? fetch,
      AbortSignal.timeout(limit),
      AGENT_LIMITS.streamBytes,
    )(url, { method: 'POST', headers, body });
    await response.body?.cancel().catch(() => {});
    return {
      status: response.status,
      message: '',
      totalMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      status: null,
      message: error instanceof Error ? error.message : 'no answer',
      totalMs: Math.round(performance.now() - started),
    };
  }
}

const refusedStatus = (status: number) => status === 401 || status === 403;

/** the checks that apply to an agent of this protocol, in the order shown */
export function checkNames(protocol: AgentProtocol): AgentCheckName[] {
  return AGENT_CHECK_NAMES.filter((name) =>
    protocol === 'legion'
      ? name !== 'noCredential'
      : name !== 'unsigned' && name !== 'wrongSignature',
  );
}

/** runs every check; the report's checks and whether none of the blocking ones failed */
export async function runChecks(
  target: AgentTarget,
  options: CheckOptions,
): Promise<{ checks: AgentCheck[]; passed: boolean }> {
  const call = options.call ?? {};
  const results = new Map<AgentCheckName, Omit<AgentCheck, 'name' | 'blocking'>>();
  const set = (
    name: AgentCheckName,
    outcome: AgentCheck['outcome'],
    detail: string,
    timing: { firstEventMs?: number | null; totalMs?: number | null } = {},
  ) =>
    results.set(name, {
      outcome,
      detail,
      firstEventMs: timing.firstEventMs ?? null,
      totalMs: timing.totalMs ?? null,
    });

  const code = String(randomInt(1000, 10_000));
  const questions = checkQuestions(code);
  const request = (message: string, language: 'zh-CN' | 'en', history: AgentTurn[] = []) =>
    ({
      conversationId: `check-${code}`,
      turnId: `check-${code}-${randomBytes(4).toString('hex')}`,
      userId: options.userId,
      language,
      message,
      history,
      passages: [],
    }) satisfies AgentChatRequest;
  const ask = async (
    message: string,
    language: 'zh-CN' | 'en',
    history: AgentTurn[] = [],
    on: AgentTarget = target,
  ) => {
    const done = await timedCall(on, request(message, language, history), call);
    await options.record(callOf(done));
    return done;
  };

  const first = await ask(questions.first, 'zh-CN');
  const timing = { firstEventMs: first.firstEventMs, totalMs: first.totalMs };
  const names = checkNames(target.protocol);
  if (!first.responded) {
    set('reachable', 'fail', first.message || 'no answer from the address');
    for (const name of names)
      if (name !== 'reachable') set(name, 'skipped', 'the agent could not be reached');
    return report(names, results);
  }
  set('reachable', 'pass', 'the address answers');

  // text that came within the time limits, however the stream then ended (ends, sizeLimits)
  const gotText =
    first.reply.trim() !== '' && ['complete', 'invalid', 'tooLarge'].includes(first.outcome);
  if (gotText) set('answers', 'pass', `text came within the time limits`, timing);
  else if (first.outcome === 'complete') set('answers', 'fail', 'the answer had no text', timing);
  else set('answers', 'fail', first.message, timing);
  const answered = first.outcome === 'complete' && gotText;

  if (first.streamed) set('streams', 'pass', 'the answer came as an event stream', timing);
  else set('streams', 'fail', 'the answer did not come as an event stream', timing);

  if (first.outcome === 'complete') set('ends', 'pass', 'the stream ended as the protocol says');
  else set('ends', 'fail', first.message);

  // context and languages: only an agent that answered can be asked more
  let english: Turn | null = null;
  if (answered) {
    const history: AgentTurn[] = [
      { role: 'user', content: questions.first },
      { role: 'assistant', content: first.reply },
    ];
    const second = await ask(
      questions.context,
      'zh-CN',
      history,
      target.protocol === 'a2a' ? { ...target, contextId: first.contextId ?? undefined } : target,
    );
    if (second.outcome !== 'complete') set('context', 'fail', second.message);
    else if (second.reply.includes(code))
      set('context', 'pass', `the second turn gave back the number ${code}`);
    else set('context', 'fail', `the second turn did not give back the number ${code}`);

    english = await ask(questions.english, 'en');
    const chinese = count(first.reply, HAN) > 0;
    const inEnglish =
      english.outcome === 'complete' &&
      count(english.reply, LATIN) > 0 &&
      count(english.reply, LATIN) > count(english.reply, HAN);
    const missing = [chinese ? '' : 'Chinese', inEnglish ? '' : 'English'].filter(Boolean);
    if (missing.length === 0) set('languages', 'pass', 'answered in Chinese and in English');
    else
      set(
        'languages',
        'fail',
        english.outcome !== 'complete'
          ? `the English question was not answered: ${english.message}`
          : `not answered in ${missing.join(' or ')}`,
      );
  } else {
    set('context', 'skipped', 'the first question was not answered');
    set('languages', 'skipped', 'the first question was not answered');
  }

  const tooLarge = [first, english].find((done) => done?.outcome === 'tooLarge');
  if (tooLarge) set('sizeLimits', 'fail', tooLarge.message);
  else if (answered)
    set('sizeLimits', 'pass', `answers within ${AGENT_LIMITS.replyBytes / 1024} KB of text`);
  else set('sizeLimits', 'skipped', 'the first question was not answered');

  if (target.protocol === 'legion') {
    const body = request(questions.first, 'zh-CN');
    const text = JSON.stringify(body);
    const probe = async (name: AgentCheckName, headers: Record<string, string>, what: string) => {
      const answer = await refusal(target.url, headers, text, call);
      const refused = answer.status !== null && refusedStatus(answer.status);
      await options.record({
        status: 'failed',
        failure: refused ? 'refused' : answer.status === null ? 'down' : 'invalid',
        failureMessage: refused
          ? `a call ${what} was refused as it should be (HTTP ${answer.status})`
          : answer.status === null
            ? answer.message
            : `a call ${what} was answered HTTP ${answer.status}`,
        firstEventMs: null,
        totalMs: answer.totalMs,
      });
      if (refused) set(name, 'pass', `refused with HTTP ${answer.status}`);
      else if (answer.status === null) set(name, 'fail', `no answer: ${answer.message}`);
      else
        set(name, 'fail', `a call ${what} was answered HTTP ${answer.status}, not refused (401)`);
    };
    await probe(
      'unsigned',
      {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-agent-id': options.agentKey,
      },
      'without a signature',
    );
    const wrongKey = createHash('sha256').update(randomBytes(32)).digest('hex');
    await probe(
      'wrongSignature',
      await agentRequestHeaders(options.agentKey, body, wrongKey),
      'signed with another key',
    );
  } else {
    const saved = target.protocol === 'openai-chat' ? target.apiKey : target.credential;
    if (!saved)
      set('noCredential', 'skipped', 'no API key is saved: the service takes calls without one');
    else {
      const open: AgentTarget =
        target.protocol === 'openai-chat'
          ? { ...target, apiKey: '' }
          : { ...target, credential: '' };
      const done = await ask(questions.first, 'zh-CN', [], open);
      if (done.outcome === 'refused') set('noCredential', 'pass', done.message);
      else if (done.outcome === 'complete')
        set('noCredential', 'fail', 'a call without the API key was answered');
      else
        set('noCredential', 'fail', `a call without the API key was not refused: ${done.message}`);
    }
  }
  return report(names, results);
}

function report(
  names: AgentCheckName[],
  results: Map<AgentCheckName, Omit<AgentCheck, 'name' | 'blocking'>>,
): { checks: AgentCheck[]; passed: boolean } {
  const checks = names.map((name) => ({
    name,
    blocking: !AGENT_CHECK_WARNINGS.includes(name),
    ...(results.get(name) ?? {
      outcome: 'skipped' as const,
      detail: '',
      firstEventMs: null,
      totalMs: null,
    }),
  }));
  return { checks, passed: checks.every((check) => !check.blocking || check.outcome !== 'fail') };
}
