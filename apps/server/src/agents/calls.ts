/**
 * The call log: every call the platform makes to an agent, kept for 30 days for its developer
 * (what it was for, how it went, how long it took). A person's words are never kept; the
 * developer's own test message is. Recording a call never fails the call it records.
 */
import type {
  AgentCall,
  AgentCallKind,
  AgentCallPage,
  AgentProtocol,
  CallQuality,
  ChatFailure,
} from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { iso } from '../shared/time.ts';

/** how long the log keeps a call */
export const CALL_LOG_DAYS = 30;
/**
 * The calls people make (chat turns and legion steps), the only ones in an agent's call
 * quality: the developer's tests, the checks before review, health probes and the reviewers'
 * calls are the platform's own.
 */
export const PEOPLE_CALL_KINDS: readonly AgentCallKind[] = ['chat', 'legion'];

export interface CallRecord {
  agentId: string;
  kind: AgentCallKind;
  protocol: AgentProtocol;
  status: 'complete' | 'failed' | 'stopped';
  failure: ChatFailure | null;
  failureMessage?: string | null;
  firstEventMs: number | null;
  totalMs: number;
  /** only for a developer's test call */
  testMessage?: string | null;
  at: Date;
}

interface CallRow {
  id: string;
  kind: AgentCallKind;
  protocol: AgentProtocol;
  status: AgentCall['status'];
  failure: ChatFailure | null;
  failure_message: string;
  first_event_ms: number | null;
  total_ms: number;
  test_message: string | null;
  created_at: Date | string;
}

const whole = (ms: number | null) => (ms === null ? null : Math.max(0, Math.round(ms)));

/** records one call and drops the calls older than the log keeps; never throws */
export async function recordCall(db: Queryable, call: CallRecord): Promise<void> {
  try {
    await db.query(
      `insert into agent_calls (agent_id, kind, protocol, status, failure, failure_message,
         first_event_ms, total_ms, test_message, created_at)
       values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        call.agentId,
        call.kind,
        call.protocol,
        call.status,
        call.status === 'failed' ? (call.failure ?? 'down') : null,
        (call.failureMessage ?? '').slice(0, 500),
        whole(call.firstEventMs),
        whole(call.totalMs) ?? 0,
        call.kind === 'test' ? (call.testMessage ?? null) : null,
        call.at,
      ],
    );
    await db.query('delete from agent_calls where created_at < $1', [
      new Date(call.at.getTime() - CALL_LOG_DAYS * 86_400_000),
    ]);
  } catch (error) {
    console.error('the call was not logged', error);
  }
}

/** one page of an agent's calls, newest first, of one kind or all */
export async function listCalls(
  db: Queryable,
  agentId: string,
  query: { kind?: AgentCallKind | undefined; page: number; pageSize: number },
): Promise<AgentCallPage> {
  const kind = query.kind ?? null;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from agent_calls
     where agent_id = $1::bigint and ($2::text is null or kind = $2)`,
    [agentId, kind],
  );
  const rows = await db.query<CallRow>(
    `select id::text as id, kind, protocol, status, failure, failure_message, first_event_ms,
       total_ms, test_message, created_at
     from agent_calls where agent_id = $1::bigint and ($2::text is null or kind = $2)
     order by created_at desc, id desc limit $3 offset $4`,
    [agentId, kind, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: iso(row.created_at),
      kind: row.kind,
      protocol: row.protocol,
      status: row.status,
      failure: row.failure,
      failureMessage: row.failure_message,
      firstEventMs: row.first_event_ms,
      totalMs: row.total_ms,
      testMessage: row.kind === 'test' ? row.test_message : null,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * How well an agent answered people in [from, to), as far back as the log holds (30 days
 * before `now`): people's calls, the failed ones among them (a stopped call is the person's own
 * stop, a call but no failure), their error rate, and the median and 95th percentile of the time
 * to the first event over the calls that had one, in whole ms.
 */
export async function callQuality(
  db: Queryable,
  agentId: string,
  range: { from: Date; to: Date; now: number },
): Promise<CallQuality> {
  const since = new Date(Math.max(range.from.getTime(), range.now - CALL_LOG_DAYS * 86_400_000));
  const [row] = await db.query<{
    calls: number;
    failed: number;
    p50: number | null;
    p95: number | null;
  }>(
    `select count(*)::int as calls,
       count(*) filter (where status = 'failed')::int as failed,
       round((percentile_cont(0.5) within group (order by first_event_ms))::numeric)::int as p50,
       round((percentile_cont(0.95) within group (order by first_event_ms))::numeric)::int as p95
     from agent_calls
     where agent_id = $1::bigint and kind = any($2::text[])
       and created_at >= $3 and created_at < $4`,
    [agentId, PEOPLE_CALL_KINDS, since, range.to],
  );
  const calls = row?.calls ?? 0;
  const failed = row?.failed ?? 0;
  return {
    calls,
    failed,
    errorRate: calls === 0 ? null : failed / calls,
    firstEventP50Ms: row?.p50 ?? null,
    firstEventP95Ms: row?.p95 ?? null,
    loggedSince: since.toISOString(),
  };
}
