/**
 * The admin's review console (the /admin and /admin/plugins pages): queues of developer
 * applications and agent versions with their clock against the 7-working-day promise, the
 * review pages (identity numbers masked, what changed since the previous round or against
 * the live version, the points of the last rejection, the history), and reveals of a masked
 * field, each written to the audit log. The decisions themselves live with certification and
 * agents (developer/), where they change what the developer sees.
 */
import {
  type AgentCategory,
  type AgentQueue,
  type AgentVersionReview,
  type ApplicationQueue,
  type ApplicationReview,
  type agentQueueQuerySchema,
  type applicationQueueQuerySchema,
  type FieldChange,
  type MaskedField,
  maskMobile,
  type Revealed,
  type ReviewCounts,
  type ReviewHistoryEntry,
  type ReviewPointState,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import { AGENT_VERSION_NOT_FOUND, agentsData } from '../agents/index.ts';
import type { VersionRow } from '../agents/repository.ts';
import { liveVersion, pointsOfVersions, toVersion } from '../agents/service.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { APPLICATION_NOT_FOUND, loadApplication, toPoint } from '../developer/certification.ts';
import { reviewPoints, applications as storedApplications } from '../developer/index.ts';
import { ApiError } from '../http/errors.ts';
import { containsPattern } from '../shared/sql.ts';
import { dayRange, iso } from '../shared/time.ts';
import { reviewClock } from '../shared/working-days.ts';
import { maskIdCard } from './masking.ts';
import { adminRepository, type QueueFilter, type RoundRow } from './repository.ts';

type QueueQuery = z.output<typeof applicationQueueQuerySchema>;

/** the keyword as a name pattern, and as a mobile number typed with spaces or dashes */
export function keywordPatterns(q: string | undefined) {
  const keyword = q?.trim();
  if (!keyword) return { pattern: null, mobilePattern: null };
  const compact = keyword.replace(/[\s-]/g, '');
  return {
    pattern: containsPattern(keyword),
    mobilePattern: containsPattern(compact || keyword),
  };
}

function queueFilter(query: QueueQuery): QueueFilter {
  return {
    status: query.status ?? null,
    ...keywordPatterns(query.q),
    ...dayRange(query.from, query.to),
  };
}

const pageOf = (query: QueueQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
  newest: query.sort === 'newest',
});

/** a field, how to read it, and how the admin sees it (identity numbers masked) */
type FieldOf<Row> = [string, (row: Row) => string, ((value: string) => string)?];

/** the fields whose whole value differs, shown masked: two masks may read the same */
function changesOf<Row>(fields: FieldOf<Row>[], before: Row, after: Row): FieldChange[] {
  return fields
    .filter(([, read]) => read(before) !== read(after))
    .map(([field, read, shown = (value) => value]) => ({
      field,
      before: shown(read(before)),
      after: shown(read(after)),
    }));
}

const ROUND_FIELDS: FieldOf<RoundRow>[] = [
  ['developerName', (round) => round.developer_name],
  ['mobile', (round) => round.mobile, maskMobile],
  ['email', (round) => round.email],
  ['companyName', (round) => round.company_name],
  ['industry', (round) => round.industry],
  ['legalPersonName', (round) => round.legal_person_name],
  ['idCardNumber', (round) => round.id_card, maskIdCard],
  ['socialCreditCode', (round) => round.credit_code],
];

const VERSION_FIELDS: FieldOf<VersionRow>[] = [
  ['version', (v) => v.version],
  ['category', (v) => v.category ?? ''],
  ['nameZh', (v) => v.name_zh],
  ['nameEn', (v) => v.name_en],
  ['descriptionZh', (v) => v.description_zh],
  ['descriptionEn', (v) => v.description_en],
  ['company', (v) => v.company],
  ['url', (v) => v.url],
  ['logo', (v) => v.logo],
  ['coverZh', (v) => v.cover_zh],
  ['coverEn', (v) => v.cover_en],
  ['legalPersonName', (v) => v.legal_person_name],
  ['idCardNumber', (v) => v.id_card, maskIdCard],
  ['socialCreditCode', (v) => v.credit_code],
];

export interface ReviewsOptions {
  db: Database;
  now: () => number;
}

export function reviewsService({ db, now }: ReviewsOptions) {
  const repo = adminRepository(db);
  const applications = storedApplications(db);
  const agents = agentsData(db);

  async function reveal(
    admin: UserRow,
    kind: 'application' | 'agent_version',
    subjectId: string,
    field: MaskedField,
    read: (tx: Queryable) => Promise<string | null>,
  ): Promise<Revealed> {
    return db.transaction(async (tx) => {
      const value = await read(tx);
      if (value === null) {
        throw new ApiError(
          404,
          kind === 'application' ? APPLICATION_NOT_FOUND : AGENT_VERSION_NOT_FOUND,
        );
      }
      await audit(tx, {
        actorId: admin.id,
        action: 'reveal',
        subject: kind,
        subjectId,
        field,
        at: new Date(now()),
      });
      return { field, value };
    });
  }

  return {
    async applications(query: QueueQuery): Promise<ApplicationQueue> {
      const filter = queueFilter(query);
      const at = now();
      const [total, rows] = await Promise.all([
        repo.countApplications(filter),
        repo.listApplications(filter, pageOf(query)),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          developerName: row.developer_name,
          companyName: row.company_name,
          industry: row.industry,
          mobile: maskMobile(row.mobile),
          status: row.status,
          submittedAt: iso(row.submitted_at),
          reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
          reviewerName: row.reviewer_name,
          submissions: Math.max(1, row.submissions),
          ...reviewClock(row.submitted_at, row.status === 'pending', at),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async agentVersions(query: z.output<typeof agentQueueQuerySchema>): Promise<AgentQueue> {
      const filter = queueFilter(query);
      const at = now();
      const [total, rows] = await Promise.all([
        repo.countVersions(filter),
        repo.listVersions(filter, pageOf(query)),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          agentId: row.agent_id,
          nameZh: row.name_zh,
          nameEn: row.name_en,
          logo: row.logo,
          version: row.version,
          company: row.company,
          developerName: row.developer_name,
          status: row.status,
          isUpdate: row.is_update,
          submission: Number(row.submission),
          submittedAt: iso(row.submitted_at),
          reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
          reviewerName: row.reviewer_name,
          ...reviewClock(row.submitted_at, row.status === 'pending', at),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async counts(): Promise<ReviewCounts> {
      const at = now();
      const pending = await repo.pendingSubmissions();
      const overdue = (times: (Date | string)[]) =>
        times.filter((time) => reviewClock(time, true, at).overdue).length;
      return {
        applications: pending.applications.length,
        agents: pending.versions.length,
        legions: pending.legions,
        reportedReviews: pending.reportedReviews,
        overdueApplications: overdue(pending.applications),
        overdueAgents: overdue(pending.versions),
      };
    },

    async application(id: string): Promise<ApplicationReview> {
      const row = await applications.findApplication(id);
      if (!row) throw new ApiError(404, APPLICATION_NOT_FOUND);
      const [application, rounds] = await Promise.all([loadApplication(db, row), repo.rounds(id)]);
      const [current, previous] = rounds;
      const earlier = rounds.slice(1);
      const points = new Map<string, ReviewPointState[]>();
      for (const point of await reviewPoints(db).pointsOf(
        'application',
        earlier.map((round) => round.id),
      )) {
        points.set(point.subject_id, [...(points.get(point.subject_id) ?? []), toPoint(point)]);
      }
      const history: ReviewHistoryEntry[] = earlier.map((round) => ({
        submittedAt: iso(round.submitted_at),
        status: round.status,
        reviewedAt: round.reviewed_at === null ? null : iso(round.reviewed_at),
        reviewerName: round.reviewer_name,
        comment: round.review_comment,
        points: points.get(round.id) ?? [],
      }));
      return {
        application: {
          ...application,
          mobile: maskMobile(application.mobile),
          idCardNumber: maskIdCard(application.idCardNumber),
        },
        openPoints: previous?.status === 'rejected' ? (points.get(previous.id) ?? []) : [],
        changes: current && previous ? changesOf(ROUND_FIELDS, previous, current) : [],
        history,
        reviewerName: row.status === 'pending' ? null : (current?.reviewer_name ?? null),
        ...reviewClock(row.submitted_at, row.status === 'pending', now()),
      };
    },

    revealApplication(admin: UserRow, id: string, field: MaskedField): Promise<Revealed> {
      return reveal(admin, 'application', id, field, async (tx) => {
        const row = await storedApplications(tx).findApplication(id);
        if (!row) return null;
        return field === 'mobile' ? row.mobile : row.id_card;
      });
    },

    async agentVersion(id: string): Promise<AgentVersionReview> {
      const agent = await agents.versionAgent(id);
      if (!agent) throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
      // newest submission first
      const versions = await agents.listVersions([agent.agent_id]);
      const index = versions.findIndex((version) => version.id === id);
      const version = versions[index];
      // a draft is its developer's alone: the admins never see it
      if (!version || version.status === 'draft') throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
      const earlier = versions.slice(index + 1);
      const live = liveVersion(earlier);
      const previous = earlier[0] ?? null;
      const base = live ?? previous;
      const points = await pointsOfVersions(db, versions);
      const masked = (row: VersionRow) => {
        const shown = toVersion(row, points, agent.category as AgentCategory);
        const { status } = shown;
        if (status === 'draft') throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
        return { ...shown, status, idCardNumber: maskIdCard(shown.idCardNumber) };
      };
      return {
        agentId: agent.agent_id,
        category: version.category ?? (agent.category as AgentCategory),
        developerName: agent.developer_name,
        version: masked(version),
        live: live ? masked(live) : null,
        changes: base ? changesOf(VERSION_FIELDS, base, version) : [],
        openPoints: previous?.status === 'rejected' ? (points.get(previous.id) ?? []) : [],
        history: versions
          .filter((other) => other.id !== id)
          .flatMap(({ status, ...other }) => (status === 'draft' ? [] : [{ ...other, status }]))
          .map((other) => ({
            submittedAt: iso(other.submitted_at),
            status: other.status,
            reviewedAt: other.reviewed_at === null ? null : iso(other.reviewed_at),
            reviewerName: other.reviewer_name,
            comment: other.review_comment,
            points: points.get(other.id) ?? [],
          })),
        ...reviewClock(version.submitted_at, version.status === 'pending', now()),
      };
    },

    revealAgentVersion(admin: UserRow, id: string): Promise<Revealed> {
      return reveal(admin, 'agent_version', id, 'idCardNumber', async (tx) => {
        const agent = await agentsData(tx).versionAgent(id);
        return agent ? agent.id_card : null;
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
