/**
 * The developer's test console: one message to an agent's latest version, sent exactly as a
 * chat turn would be (same adapters, limits and guarded fetch), answered with what happened —
 * every request sent with its credentials masked, every event read with its time, the reply
 * and how the call ended. Test calls are counted per developer and agent in the database, so
 * the hourly limit holds across instances. And the A2A card reader that fills the agent form.
 */
import {
  AGENT_LIMITS,
  AGENT_TEST_LIMIT,
  type AgentCardSummary,
  type AgentChatRequest,
  type AgentTestEvent,
  type AgentTestResult,
  type agentTestInputSchema,
  IMAGE_UPLOAD,
  providerSigningString,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { recordCall } from './calls.ts';
import { AGENT_NOT_FOUND } from './index.ts';
import {
  AgentCallError,
  type AgentCallOptions,
  callAgent,
  callFetch,
  readAgentCard,
} from './protocols/index.ts';
import { agentsRepository, type CallableAgentRow } from './repository.ts';
import { agentCallTarget, agentUserId } from './target.ts';

export const TOO_MANY_TEST_CALLS = 'Too many test calls: please try again later';
export const NO_AGENT_CARD = 'No agent card could be read at this address';

/** the advisory-lock namespace of the test-call counts (an arbitrary constant) */
const TEST_CALL_LOCK = 4_231_991;

/** what stands for the signing key in the signed string shown to the developer */
export const SIGNING_KEY_PLACEHOLDER = '{SHA-256 of the agent secret}';

/** a credential as the console shows it: its last four characters at most */
export function maskCredential(value: string): string {
  return value.length > 12 ? `••••${value.slice(-4)}` : '••••';
}

/** a 429 that says when to try again */
export class TestCallsLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, TOO_MANY_TEST_CALLS);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** runs a console call; a 429 says when to try again (its Retry-After header) */
export async function withRetryAfter<T>(
  setHeader: (name: string, value: string) => void,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TestCallsLimitedError)
      setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

function testCallsRepository(db: Queryable) {
  return {
    async lock(agentId: string, userId: string) {
      await db.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
        TEST_CALL_LOCK,
        `${agentId}:${userId}`,
      ]);
    },
    /** the times of the calls after `since`, oldest first */
    async since(agentId: string, userId: string, since: Date): Promise<number[]> {
      const rows = await db.query<{ created_at: Date | string }>(
        `select created_at from agent_test_calls
         where agent_id = $1::bigint and user_id = $2::bigint and created_at > $3
         order by created_at`,
        [agentId, userId, since],
      );
      return rows.map((row) => new Date(row.created_at).getTime());
    },
    async record(agentId: string, userId: string, at: Date) {
      await db.query(
        `insert into agent_test_calls (agent_id, user_id, created_at)
         values ($1::bigint, $2::bigint, $3)`,
        [agentId, userId, at],
      );
      await db.query('delete from agent_test_calls where created_at < $1', [
        new Date(at.getTime() - AGENT_TEST_LIMIT.windowMs),
      ]);
    },
  };
}

/**
 * Counts one console call of `userId` on the agent, or refuses it (429) once the hour's calls
 * are used up; answers the calls left. The count is in the database, under a lock: every
 * instance sees it.
 */
export function takeTestCall(
  db: Database,
  now: () => number,
  agentId: string,
  userId: string,
): Promise<number> {
  const { max, windowMs } = AGENT_TEST_LIMIT;
  const at = now();
  return db.transaction(async (tx) => {
    const repo = testCallsRepository(tx);
    await repo.lock(agentId, userId);
    const times = await repo.since(agentId, userId, new Date(at - windowMs));
    if (times.length >= max) {
      // the call that must leave the window for one more to fit
      const leaves = times[times.length - max] ?? at;
      throw new TestCallsLimitedError(Math.max(1, Math.ceil((leaves + windowMs - at) / 1000)));
    }
    await repo.record(agentId, userId, new Date(at));
    return max - times.length - 1;
  });
}

export interface TestConsoleOptions {
  db: Database;
  now: () => number;
  box: SecretBox;
  /** the agent's owner or an authorized member; throws 404 for anyone else */
  requireAccess: (agentId: string, userId: string) => Promise<unknown>;
  /** how agents are called (the guarded fetch; tests shorten the limits) */
  call?: AgentCallOptions;
}

/** a recorded request, its credential masked wherever it appears */
function recorded(input: string | URL | Request, init: RequestInit | undefined, secret: string) {
  const hide = (text: string) => (secret ? text.split(secret).join(maskCredential(secret)) : text);
  const request = input instanceof Request ? input : null;
  const headers = new Headers(init?.headers ?? request?.headers);
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    url: hide(String(request ? request.url : input)),
    headers: Object.fromEntries([...headers].map(([name, value]) => [name, hide(value)])),
    body: typeof init?.body === 'string' ? hide(init.body) : '',
  };
}

/**
 * The card's icon through the guarded fetch, at most an upload's size, stored as an upload;
 * '' for anything that is not an image the platform takes: the card is still read.
 */
async function iconAsLogo(
  url: string,
  base: typeof fetch,
  signal: AbortSignal,
  storeIcon: (icon: File) => Promise<string>,
): Promise<string> {
  try {
    const response = await callFetch(base, signal, IMAGE_UPLOAD.maxBytes)(url);
    if (!response.ok) return '';
    const bytes = await response.arrayBuffer();
    return await storeIcon(new File([bytes], 'icon', { type: 'application/octet-stream' }));
  } catch {
    return '';
  }
}

/**
 * One message to an agent's version, sent exactly as a chat turn would be, answered with what
 * happened: the developer's test console and the reviewer's try-it box. Logged as `kind`.
 */
export async function consoleCall(
  row: CallableAgentRow,
  input: { message: string; language: 'zh-CN' | 'en' },
  caller: { userId: string; kind: 'test' | 'review' },
  deps: { db: Database; now: () => number; box: SecretBox; call: AgentCallOptions },
): Promise<Omit<AgentTestResult, 'remaining'>> {
  const { db, now, box, call } = deps;
  const { userId: callerId, kind } = caller;
  const request: AgentChatRequest = {
    conversationId: `${kind}-${row.id}`,
    turnId: `${kind}-${now()}`,
    userId: agentUserId(row.agent_secret_hash, callerId),
    language: input.language,
    message: input.message,
    history: [],
    passages: [],
  };
  const requests: AgentTestResult['requests'] = [];
  const events: AgentTestEvent[] = [];
  let reply = '';
  let outcome: AgentTestResult['outcome'] = 'complete';
  let message = '';
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const target = agentCallTarget(row, box);
    const secret =
      target.protocol === 'openai-chat'
        ? target.apiKey
        : target.protocol === 'a2a'
          ? target.credential
          : '';
    const base = call.fetch ?? fetch;
    const watched = (async (input: string | URL | Request, init?: RequestInit) => {
      requests.push(recorded(input, init, secret));
      return base(input, init);
    }) as typeof fetch;
    for await (const event of callAgent(target, request, { ...call, fetch: watched })) {
      const { type, ...data } = event;
      events.push({ atMs: elapsed(), type, data: JSON.stringify(data) });
      if (event.type === 'delta') reply += event.text;
    }
    events.push({ atMs: elapsed(), type: 'done', data: '{}' });
  } catch (error) {
    if (!(error instanceof AgentCallError)) throw error;
    outcome = error.failure;
    message = error.message;
    events.push({ atMs: elapsed(), type: 'error', data: JSON.stringify({ message }) });
  }
  const first = events[0];
  await recordCall(db, {
    agentId: row.id,
    kind,
    protocol: row.protocol,
    status: outcome === 'complete' ? 'complete' : 'failed',
    failure: outcome === 'complete' ? null : outcome,
    failureMessage: message,
    firstEventMs: first && first.type !== 'error' ? first.atMs : null,
    totalMs: elapsed(),
    testMessage: kind === 'test' ? input.message : null,
    at: new Date(now()),
  });
  // the signature's inputs: the body as sent, the key shown as what it is made of
  const timestamp = requests[0]?.headers['x-timestamp'];
  const signedString =
    row.protocol === 'legion' && timestamp !== undefined
      ? providerSigningString(
          JSON.parse(JSON.stringify(request)) as Record<string, unknown>,
          SIGNING_KEY_PLACEHOLDER,
          timestamp,
        )
      : null;
  return {
    protocol: row.protocol,
    requests,
    signedString,
    events,
    reply,
    outcome,
    message,
    firstEventMs: first && first.type !== 'error' ? first.atMs : null,
    totalMs: elapsed(),
  };
}

export function agentTestConsole(options: TestConsoleOptions) {
  const { db, now, box, call = {} } = options;

  return {
    async test(user: UserRow, input: z.output<typeof agentTestInputSchema>) {
      await options.requireAccess(input.id, user.id);
      const row = await agentsRepository(db).latestAgentToCall(input.id);
      if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
      const remaining = await takeTestCall(db, now, input.id, user.id);
      const result = await consoleCall(
        row,
        input,
        { userId: user.id, kind: 'test' },
        { db, now, box, call },
      );
      return { ...result, remaining } satisfies AgentTestResult;
    },

    /**
     * What an A2A agent's card says, to fill the agent form; its icon, when it is an image the
     * platform takes, is stored by `storeIcon` (as the caller's upload) for the logo.
     */
    async readCard(
      url: string,
      storeIcon: (icon: File) => Promise<string>,
    ): Promise<AgentCardSummary> {
      const signal = AbortSignal.timeout(call.limits?.firstEventMs ?? AGENT_LIMITS.firstEventMs);
      const base = call.fetch ?? fetch;
      let card: Awaited<ReturnType<typeof readAgentCard>>;
      try {
        card = await readAgentCard(url, callFetch(base, signal, AGENT_LIMITS.streamBytes), signal);
      } catch {
        throw new ApiError(422, NO_AGENT_CARD);
      }
      const iconUrl = /^https?:\/\//.test(card.iconUrl ?? '') ? (card.iconUrl ?? '') : '';
      const schemes = Object.values(card.securitySchemes).map(({ scheme }) => scheme?.$case);
      return {
        name: card.name,
        description: card.description,
        version: card.version,
        skills: card.skills.map((skill) => ({ name: skill.name, description: skill.description })),
        iconUrl,
        logo: iconUrl ? await iconAsLogo(iconUrl, base, signal, storeIcon) : '',
        provider: card.provider?.organization ?? '',
        needsCredential: schemes.some(
          (scheme) => scheme === 'apiKeySecurityScheme' || scheme === 'httpAuthSecurityScheme',
        ),
      };
    },
  };
}

export type AgentTestConsole = ReturnType<typeof agentTestConsole>;
