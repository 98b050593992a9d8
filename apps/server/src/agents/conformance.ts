/**
 * Conformance reports kept with their versions: the developer's "check my agent", the report
 * an admin gets when first opening a pending version without one, the reviewer's try-it box,
 * and the rule a submission follows — a report without a blocking failure, made after the
 * version was last saved and within the last 24 hours.
 */
import {
  AGENT_CHECK_VALID_MS,
  AGENT_CHECKS_FAILED,
  AGENT_CHECKS_REQUIRED,
  type AgentCheck,
  type AgentCheckReport,
  type AgentProtocol,
  type AgentTestResult,
  type agentTestInputSchema,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { iso } from '../shared/time.ts';
import { recordCall } from './calls.ts';
import { runChecks } from './checks.ts';
import { AGENT_NOT_FOUND, AGENT_VERSION_NOT_FOUND } from './index.ts';
import { AgentCallError, type AgentCallOptions } from './protocols/index.ts';
import type { CallableAgentRow } from './repository.ts';
import { agentCallTarget, agentUserId } from './target.ts';
import { consoleCall, takeTestCall } from './test-console.ts';

interface VersionToCall extends CallableAgentRow {
  version_id: string;
  version: string;
  status: string;
  /** when it was submitted; for a draft, when it was last saved */
  submitted_at: Date | string;
}

interface ReportRow {
  id: string;
  version_id: string;
  version: string;
  protocol: AgentProtocol;
  requested_by: AgentCheckReport['requestedBy'];
  passed: boolean;
  checks: AgentCheck[] | string;
  created_at: Date | string;
}

const VERSION_COLUMNS = `a.id::text as id, a.agent_key, a.agent_secret_hash, v.url, v.protocol,
  v.model, v.credential, v.id::text as version_id, v.version, v.status, v.submitted_at`;

export function checkReports(db: Queryable) {
  return {
    async version(versionId: string): Promise<VersionToCall | null> {
      const [row] = await db.query<VersionToCall>(
        `select ${VERSION_COLUMNS} from agent_versions v join agents a on a.id = v.agent_id
         where v.id = $1::bigint`,
        [versionId],
      );
      return row ?? null;
    },
    async latestVersion(agentId: string): Promise<VersionToCall | null> {
      const [row] = await db.query<VersionToCall>(
        `select ${VERSION_COLUMNS} from agents a
         join lateral (
           select * from agent_versions where agent_id = a.id
           order by submitted_at desc, id desc limit 1
         ) v on true
         where a.id = $1::bigint`,
        [agentId],
      );
      return row ?? null;
    },
    async insert(
      versionId: string,
      requestedBy: AgentCheckReport['requestedBy'],
      result: { checks: AgentCheck[]; passed: boolean },
      at: Date,
    ): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agent_check_reports (version_id, requested_by, passed, checks, created_at)
         values ($1::bigint, $2, $3, $4::jsonb, $5) returning id::text as id`,
        [versionId, requestedBy, result.passed, JSON.stringify(result.checks), at],
      );
      if (!row) throw new Error('the report was not saved');
      return row.id;
    },
    /** the version's newest report */
    async latest(versionId: string): Promise<AgentCheckReport | null> {
      const [row] = await db.query<ReportRow>(
        `${REPORT_SELECT}
         where r.version_id = $1::bigint order by r.created_at desc, r.id desc limit 1`,
        [versionId],
      );
      return row ? toReport(row) : null;
    },
    /** one report, as it was written: a run answers its own even when another ends with it */
    async byId(id: string): Promise<AgentCheckReport | null> {
      const [row] = await db.query<ReportRow>(`${REPORT_SELECT} where r.id = $1::bigint`, [id]);
      return row ? toReport(row) : null;
    },
  };
}

const REPORT_SELECT = `select r.id::text as id, r.version_id::text as version_id, v.version,
    v.protocol, r.requested_by, r.passed, r.checks, r.created_at
  from agent_check_reports r join agent_versions v on v.id = r.version_id`;

function toReport(row: ReportRow): AgentCheckReport {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    versionId: row.version_id,
    version: row.version,
    protocol: row.protocol,
    requestedBy: row.requested_by,
    createdAt: iso(created),
    passed: row.passed,
    checks: typeof row.checks === 'string' ? JSON.parse(row.checks) : row.checks,
    validUntil: iso(new Date(created.getTime() + AGENT_CHECK_VALID_MS)),
  };
}

/**
 * Refuses a submission of the version without a passing report made after it was last saved
 * and within the last 24 hours (409).
 */
export async function requirePassingReport(
  db: Queryable,
  version: { id: string; submitted_at: Date | string },
  now: number,
): Promise<void> {
  const report = await checkReports(db).latest(version.id);
  const fresh =
    report !== null &&
    new Date(report.createdAt).getTime() >= new Date(version.submitted_at).getTime() &&
    now - new Date(report.createdAt).getTime() < AGENT_CHECK_VALID_MS;
  if (!fresh) throw new ApiError(409, AGENT_CHECKS_REQUIRED);
  if (!report.passed) throw new ApiError(409, AGENT_CHECKS_FAILED);
}

export interface ConformanceOptions {
  db: Database;
  now: () => number;
  box: SecretBox;
  /** the agent's owner or an authorized member; throws 404 for anyone else */
  requireAccess: (agentId: string, userId: string) => Promise<unknown>;
  call?: AgentCallOptions;
}

export function conformanceService(options: ConformanceOptions) {
  const { db, now, box, call = {} } = options;
  const reports = checkReports(db);

  async function run(
    row: VersionToCall,
    requestedBy: AgentCheckReport['requestedBy'],
    userId: string,
  ): Promise<AgentCheckReport> {
    const record = (done: Parameters<Parameters<typeof runChecks>[1]['record']>[0]) =>
      recordCall(db, {
        agentId: row.id,
        kind: 'check',
        protocol: row.protocol,
        ...done,
        at: new Date(now()),
      });
    let result: { checks: AgentCheck[]; passed: boolean };
    try {
      result = await runChecks(agentCallTarget(row, box), {
        call,
        agentKey: row.agent_key,
        userId: agentUserId(row.agent_secret_hash, userId),
        record,
      });
    } catch (error) {
      // a saved key the server can no longer open: nothing could be called
      if (!(error instanceof AgentCallError)) throw error;
      result = {
        passed: false,
        checks: [
          {
            name: 'reachable',
            blocking: true,
            outcome: 'fail',
            detail: error.message,
            firstEventMs: null,
            totalMs: null,
          },
        ],
      };
    }
    const id = await reports.insert(row.version_id, requestedBy, result, new Date(now()));
    const report = await reports.byId(id);
    if (!report) throw new Error('the report was not read back');
    return report;
  }

  return {
    /** the latest report of the agent's newest version */
    async latest(user: UserRow, agentId: string): Promise<{ report: AgentCheckReport | null }> {
      await options.requireAccess(agentId, user.id);
      const row = await reports.latestVersion(agentId);
      if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
      return { report: await reports.latest(row.version_id) };
    },

    /** "check my agent": the checks on the newest version, counted as one test call */
    async check(user: UserRow, agentId: string): Promise<AgentCheckReport> {
      await options.requireAccess(agentId, user.id);
      const row = await reports.latestVersion(agentId);
      if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
      await takeTestCall(db, now, agentId, user.id);
      return run(row, 'developer', user.id);
    },

    /**
     * The report a reviewer reads: the version's latest; a pending version without one gets
     * one now. 404 for a draft or an unknown version.
     */
    async forReview(
      admin: UserRow,
      versionId: string,
    ): Promise<{ report: AgentCheckReport | null }> {
      const row = await reports.version(versionId);
      if (!row || row.status === 'draft') throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
      const report = await reports.latest(versionId);
      if (report || row.status !== 'pending') return { report };
      return { report: await run(row, 'review', admin.id) };
    },

    /** the reviewer's try-it box: one message to the version under review, logged as review */
    async tryForReview(
      admin: UserRow,
      input: z.output<typeof agentTestInputSchema>,
    ): Promise<AgentTestResult> {
      const row = await reports.version(input.id);
      if (!row || row.status === 'draft') throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
      const remaining = await takeTestCall(db, now, row.id, admin.id);
      const result = await consoleCall(
        row,
        input,
        { userId: admin.id, kind: 'review' },
        { db, now, box, call },
      );
      return { ...result, remaining };
    },
  };
}

export type ConformanceService = ReturnType<typeof conformanceService>;
