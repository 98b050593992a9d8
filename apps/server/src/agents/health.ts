/**
 * The health checker: every published agent is probed every `intervalMs` by whichever instance
 * claims it first (a short transaction, `for update skip locked`, then a lease while the probe
 * runs: two instances never probe the same agent at once). The probe is cheap — the agent card
 * for A2A, `GET {base}/models` for an OpenAI-compatible service, a short signed turn for our
 * protocol — and at most once per `realTurnEveryMs` it is a real turn (a fixed question that
 * must be answered with text), so that a developer behind a paid model is not charged for the
 * platform's watching.
 *
 * States (AGENT_HEALTH): down ("not answering") once the last 3 probes failed; slow when the
 * last probe's first event took more than 5 s or 2 of the last 5 failed; else available. A
 * failed probe is retried after `retryMs` (so an outage is confirmed within seconds of the
 * first failure, not three intervals later); while down the probes back off, up to 8
 * intervals apart. Going down tells the agent's managers (with one SMS per outage); answering
 * again tells them in the app. Every probe is in the call log as a health call, never in any
 * public figure.
 */
import { AGENT_HEALTH, AGENT_LIMITS, type AgentHealth, type ChatFailure } from '@legion/api';
import type { Database, Queryable } from '../db/database.ts';
import { tell } from '../notifications/tell.ts';
import { backgroundLoop } from '../shared/background.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { recordCall } from './calls.ts';
import { timedCall } from './checks.ts';
import {
  AgentCallError,
  type AgentCallOptions,
  type AgentTarget,
  callFetch,
  readAgentCard,
} from './protocols/index.ts';
import { agentsRepository } from './repository.ts';
import { agentCallTarget } from './target.ts';

export interface HealthSettings {
  /** between two probes of an agent that answers (5 minutes) */
  intervalMs: number;
  /** after a failed probe, until the next (10 s) */
  retryMs: number;
  /** a real turn at most this often per agent (1 hour) */
  realTurnEveryMs: number;
  /** how long a claim keeps other instances off an agent (2 minutes) */
  leaseMs: number;
  /** agents claimed at a time */
  batch: number;
}

export const HEALTH_DEFAULTS: HealthSettings = {
  intervalMs: 5 * 60_000,
  retryMs: 10_000,
  realTurnEveryMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batch: 8,
};

export interface HealthOptions {
  db: Database;
  now: () => number;
  box: SecretBox;
  call?: AgentCallOptions;
  settings?: Partial<HealthSettings>;
}

interface HealthRow {
  agent_id: string;
  state: AgentHealth;
  down_since: Date | string | null;
  recent: boolean[];
  failures_in_a_row: number;
  down_notified: boolean;
  last_real_turn_at: Date | string | null;
}

export interface ProbeResult {
  ok: boolean;
  /** a real turn rather than a cheap probe */
  real: boolean;
  firstEventMs: number | null;
  totalMs: number;
  failure: ChatFailure | null;
  message: string;
}

/** what the last probes make of an agent */
export function healthOf(
  recent: boolean[],
  failuresInARow: number,
  lastFirstEventMs: number | null,
) {
  if (failuresInARow >= AGENT_HEALTH.downAfterFailures) return 'down' as const;
  const failed = recent.slice(0, AGENT_HEALTH.window).filter((ok) => !ok).length;
  const slowLast = recent[0] === true && (lastFirstEventMs ?? 0) > AGENT_HEALTH.slowFirstEventMs;
  return slowLast || failed >= AGENT_HEALTH.slowFailures
    ? ('slow' as const)
    : ('available' as const);
}

/** the question of a real turn, and the short message of our protocol's cheap probe */
const REAL_TURN = '你好！请用一句话介绍你自己。';
const SHORT_TURN = 'ping';

async function timedTurn(
  target: AgentTarget,
  message: string,
  call: AgentCallOptions,
  agentId: string,
): Promise<Omit<ProbeResult, 'real'>> {
  const done = await timedCall(
    target,
    {
      conversationId: `health-${agentId}`,
      turnId: `health-${agentId}-${Date.now()}`,
      userId: 'legion-health-probe',
      language: 'zh-CN',
      message,
      history: [],
      passages: [],
    },
    call,
  );
  const timing = { firstEventMs: done.firstEventMs, totalMs: done.totalMs };
  if (done.outcome !== 'complete')
    return { ok: false, ...timing, failure: done.outcome, message: done.message };
  // a real question must be answered with text
  if (message === REAL_TURN && done.reply.trim() === '')
    return { ok: false, ...timing, failure: 'invalid', message: 'the answer had no text' };
  return { ok: true, ...timing, failure: null, message: '' };
}

/** one cheap probe or real turn of an agent */
export async function probeAgent(
  target: AgentTarget,
  real: boolean,
  call: AgentCallOptions,
  agentId: string,
): Promise<ProbeResult> {
  if (real || target.protocol === 'legion') {
    const done = await timedTurn(target, real ? REAL_TURN : SHORT_TURN, call, agentId);
    return { ...done, real };
  }
  const limit = call.limits?.firstEventMs ?? AGENT_LIMITS.firstEventMs;
  const signal = AbortSignal.timeout(limit);
  const guarded = callFetch(call.fetch ?? fetch, signal, AGENT_LIMITS.streamBytes);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    if (target.protocol === 'a2a') {
      await readAgentCard(target.url, guarded, signal);
      return {
        ok: true,
        real,
        firstEventMs: elapsed(),
        totalMs: elapsed(),
        failure: null,
        message: '',
      };
    }
    const response = await guarded(`${target.baseUrl.replace(/\/+$/, '')}/models`, {
      headers: target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {},
    });
    await response.body?.cancel().catch(() => {});
    const firstEventMs = elapsed();
    // the service answers: a list of models, or a 404 from one that has none to list
    if (response.status === 401 || response.status === 403)
      return {
        ok: false,
        real,
        firstEventMs,
        totalMs: elapsed(),
        failure: 'refused',
        message: `the service refused the platform's API key (HTTP ${response.status})`,
      };
    if (response.status >= 500)
      return {
        ok: false,
        real,
        firstEventMs,
        totalMs: elapsed(),
        failure: 'down',
        message: `the service answered HTTP ${response.status}`,
      };
    return { ok: true, real, firstEventMs, totalMs: elapsed(), failure: null, message: '' };
  } catch (error) {
    const failure: ChatFailure =
      error instanceof AgentCallError ? error.failure : signal.aborted ? 'timeout' : 'down';
    const message = error instanceof Error ? error.message : 'no answer';
    return { ok: false, real, firstEventMs: null, totalMs: elapsed(), failure, message };
  }
}

function healthRepository(db: Queryable) {
  return {
    /** every published agent gets a row, due now */
    async enlist(at: Date) {
      await db.query(
        `insert into agent_health (agent_id, next_probe_at)
         select id, $1 from agents where published on conflict (agent_id) do nothing`,
        [at],
      );
    },
    /** the agents due, claimed for this instance until the lease ends */
    async claim(at: Date, leaseMs: number, batch: number): Promise<HealthRow[]> {
      return db.query<HealthRow>(
        `update agent_health h set lease_until = $2
         from (
           select agent_id from agent_health
           where next_probe_at <= $1 and (lease_until is null or lease_until <= $1)
             and agent_id in (select id from agents where published)
           order by next_probe_at
           limit $3
           for update skip locked
         ) due
         where h.agent_id = due.agent_id
         returning h.agent_id::text as agent_id, h.state, h.down_since, h.recent,
           h.failures_in_a_row, h.down_notified, h.last_real_turn_at`,
        [at, new Date(at.getTime() + leaseMs), batch],
      );
    },
  };
}

export function healthChecker(options: HealthOptions) {
  const { db, now, box, call = {} } = options;
  const settings = { ...HEALTH_DEFAULTS, ...options.settings };

  async function probeOne(row: HealthRow): Promise<void> {
    const at = new Date(now());
    const target = await agentsRepository(db).publishedAgentToCall(row.agent_id);
    if (!target) {
      await db.query('update agent_health set lease_until = null where agent_id = $1::bigint', [
        row.agent_id,
      ]);
      return;
    }
    const real =
      row.last_real_turn_at === null ||
      at.getTime() - new Date(row.last_real_turn_at).getTime() >= settings.realTurnEveryMs;
    let result: ProbeResult;
    try {
      result = await probeAgent(agentCallTarget(target, box), real, call, row.agent_id);
    } catch (error) {
      // a key the server can no longer open is the platform's failure to call it
      if (!(error instanceof AgentCallError)) throw error;
      result = {
        ok: false,
        real,
        firstEventMs: null,
        totalMs: 0,
        failure: error.failure,
        message: error.message,
      };
    }
    await recordCall(db, {
      agentId: row.agent_id,
      kind: 'health',
      protocol: target.protocol,
      status: result.ok ? 'complete' : 'failed',
      failure: result.failure,
      failureMessage: result.message,
      firstEventMs: result.firstEventMs,
      totalMs: result.totalMs,
      at: new Date(now()),
    });
    const recent = [result.ok, ...row.recent].slice(0, AGENT_HEALTH.window);
    const failuresInARow = result.ok ? 0 : row.failures_in_a_row + 1;
    const state = healthOf(recent, failuresInARow, result.firstEventMs);
    const finished = new Date(now());
    const wait =
      state === 'down'
        ? settings.intervalMs * Math.min(2 ** (failuresInARow - AGENT_HEALTH.downAfterFailures), 8)
        : result.ok
          ? settings.intervalMs
          : settings.retryMs;
    await db.transaction(async (tx) => {
      await tx.query(
        `update agent_health set recent = $2, failures_in_a_row = $3, last_first_event_ms = $4,
           last_probe_at = $5, next_probe_at = $6, lease_until = null,
           last_real_turn_at = case when $7 then $5 else last_real_turn_at end
         where agent_id = $1::bigint`,
        [
          row.agent_id,
          recent,
          failuresInARow,
          result.firstEventMs,
          finished,
          new Date(finished.getTime() + wait),
          result.real,
        ],
      );
      if (state === row.state) return;
      // only a change writes the state: its trigger tells every instance's market cache
      const since = state === 'down' ? finished : null;
      await tx.query(
        `update agent_health set state = $2, down_since = $3,
           down_notified = case when $2 = 'down' then true else false end
         where agent_id = $1::bigint`,
        [row.agent_id, state, since],
      );
      const names = await agentsRepository(tx).agentsWithNewestNames([row.agent_id]);
      const name = { nameZh: names[0]?.name_zh ?? '', nameEn: names[0]?.name_en ?? '' };
      if (state === 'down' && !row.down_notified) {
        await tell.agentDown(tx, { agentId: row.agent_id, since: finished, ...name }, finished);
      } else if (row.state === 'down') {
        await tell.agentRecovered(tx, { agentId: row.agent_id, ...name }, finished);
      }
    });
  }

  return {
    settings,
    /** claims the agents that are due and probes them; the number probed */
    async runOnce(): Promise<number> {
      const at = new Date(now());
      const repo = healthRepository(db);
      await repo.enlist(at);
      const rows = await db.transaction((tx) =>
        healthRepository(tx).claim(at, settings.leaseMs, settings.batch),
      );
      await Promise.all(rows.map((row) => probeOne(row)));
      return rows.length;
    },
    /** probes in the background every `everyMs` until stopped */
    start(everyMs: number, log?: (line: string) => void) {
      return backgroundLoop('agent health', () => this.runOnce(), everyMs, log);
    },
  };
}

export type HealthChecker = ReturnType<typeof healthChecker>;
