/**
 * Legions: composing, reviewing, publishing and listing them. Members must be the
 * developer's own agents or agents on the market; a legion is approved only when every member
 * (and its router) is on the market. Running one is runner.ts.
 */
import {
  type DeveloperLegion,
  LEGION_AGENT_NOT_ALLOWED,
  LEGION_NOT_FOUND,
  type LegionAgentChoice,
  type LegionCard,
  type LegionMember,
  type LegionPage,
  type LegionReviewItem,
  type LegionVersion,
  type legionReviewQuerySchema,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import { agentsData } from '../agents/index.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { tell } from '../notifications/tell.ts';
import { containsPattern } from '../shared/sql.ts';
import { dayRange, iso } from '../shared/time.ts';
import {
  type LegionRow,
  legionRepository,
  type StoredMember,
  type VersionFields,
  type VersionRow,
} from './repository.ts';

/** where the admins review legions */
const LEGION_QUEUE = '/admin/legions';

export const MEMBERS_NOT_ON_MARKET = 'Every member must be on the market before the legion is';
export const NOT_PENDING = 'Only a pending submission can be reviewed';

export interface AgentInfo {
  agentId: string;
  developerId: string;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  logo: string;
  published: boolean;
}

const members = (row: VersionRow): StoredMember[] =>
  typeof row.members === 'string' ? JSON.parse(row.members) : row.members;

export type LegionFormInput = VersionFields;

/**
 * The agents behind the ids, each with its newest name: the live version when it is on the
 * market, else its latest submission.
 */
export async function agentInfo(db: Queryable, ids: string[]): Promise<Map<string, AgentInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await agentsData(db).agentsWithNewestNames(ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        agentId: row.id,
        developerId: row.developer_id,
        nameZh: row.name_zh,
        nameEn: row.name_en,
        descriptionZh: row.description_zh,
        descriptionEn: row.description_en,
        logo: row.logo,
        published: row.published,
      },
    ]),
  );
}

/** a legion waits for the admins */
const waiting = (tx: Queryable, form: { nameZh: string; nameEn: string }, at: Date) =>
  tell.submissionWaiting(
    tx,
    { subject: 'legion', nameZh: form.nameZh, nameEn: form.nameEn, link: LEGION_QUEUE },
    at,
  );

export function legionService({ db, now }: { db: Database; now: () => number }) {
  async function toVersions(tx: Queryable, rows: VersionRow[]): Promise<LegionVersion[]> {
    const ids = rows.flatMap((row) => [
      ...members(row).map((member) => member.agentId),
      ...(row.router_agent_id ? [row.router_agent_id] : []),
    ]);
    const agents = await agentInfo(tx, ids);
    const named = (agentId: string) => {
      const agent = agents.get(agentId);
      return {
        agentId,
        nameZh: agent?.nameZh ?? '',
        nameEn: agent?.nameEn ?? '',
        logo: agent?.logo ?? '',
        published: agent?.published ?? false,
      };
    };
    return rows.map((row) => ({
      id: row.id,
      nameZh: row.name_zh,
      nameEn: row.name_en,
      descriptionZh: row.description_zh,
      descriptionEn: row.description_en,
      flow: row.flow,
      members: members(row).map(
        (member): LegionMember => ({
          ...named(member.agentId),
          role: member.role,
          instructions: member.instructions,
        }),
      ),
      router: row.router_agent_id ? named(row.router_agent_id) : null,
      status: row.status,
      reviewComment: row.review_comment,
      reviewedAt: row.reviewed_at ? iso(row.reviewed_at) : null,
      submittedAt: iso(row.submitted_at),
    }));
  }

  const legionRow = (tx: Queryable, id: string) => legionRepository(tx).findLegion(id);

  async function toDeveloperLegion(tx: Queryable, row: LegionRow): Promise<DeveloperLegion> {
    const all = await toVersions(tx, await legionRepository(tx).versionsOf(row.id));
    const latest = all[0];
    if (!latest) throw new Error(`legion ${row.id} has no version`);
    return {
      id: row.id,
      status: row.status,
      published: row.published,
      publishedAt: row.published_at ? iso(row.published_at) : null,
      runCount: row.run_count,
      latest,
      live:
        all
          .filter((version) => version.status === 'approved')
          .sort((a, b) => (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? ''))[0] ?? null,
    };
  }

  async function ownLegion(tx: Queryable, user: UserRow, id: string): Promise<LegionRow> {
    const row = await legionRow(tx, id);
    if (!row || row.developer_id !== user.id) throw new ApiError(404, LEGION_NOT_FOUND);
    return row;
  }

  /** every member and the router: the caller's own agent, or one on the market */
  async function checkAgents(tx: Queryable, user: UserRow, form: LegionFormInput) {
    const ids = [...form.members.map((member) => member.agentId)];
    if (form.flow === 'router' && form.routerAgentId) ids.push(form.routerAgentId);
    const agents = await agentInfo(tx, ids);
    for (const agentId of ids) {
      const agent = agents.get(agentId);
      if (!agent || (agent.developerId !== user.id && !agent.published)) {
        throw new ApiError(400, LEGION_AGENT_NOT_ALLOWED);
      }
    }
  }

  function toCard(row: LegionRow, version: LegionVersion): LegionCard {
    return {
      id: row.id,
      nameZh: version.nameZh,
      nameEn: version.nameEn,
      descriptionZh: version.descriptionZh,
      descriptionEn: version.descriptionEn,
      flow: version.flow,
      members: version.members.map(({ agentId, role, nameZh, nameEn, logo }) => ({
        agentId,
        role,
        nameZh,
        nameEn,
        logo,
      })),
      router: version.router
        ? {
            agentId: version.router.agentId,
            nameZh: version.router.nameZh,
            nameEn: version.router.nameEn,
            logo: version.router.logo,
          }
        : null,
      developerName: row.developer_name,
      publishedAt: iso(row.published_at ?? new Date(0)),
      runCount: row.run_count,
    };
  }

  return {
    async agentChoices(user: UserRow): Promise<{ items: LegionAgentChoice[] }> {
      const rows = await agentsData(db).choosableAgentIds(user.id);
      const agents = await agentInfo(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.flatMap((row) => {
          const agent = agents.get(row.id);
          if (!agent) return [];
          return [
            {
              agentId: agent.agentId,
              nameZh: agent.nameZh,
              nameEn: agent.nameEn,
              descriptionZh: agent.descriptionZh,
              descriptionEn: agent.descriptionEn,
              logo: agent.logo,
              own: agent.developerId === user.id,
              published: agent.published,
            },
          ];
        }),
      };
    },

    async list(user: UserRow): Promise<{ items: DeveloperLegion[] }> {
      const rows = await legionRepository(db).listLegions(user.id);
      return { items: await Promise.all(rows.map((row) => toDeveloperLegion(db, row))) };
    },

    async get(user: UserRow, id: string): Promise<DeveloperLegion> {
      return toDeveloperLegion(db, await ownLegion(db, user, id));
    },

    async create(user: UserRow, form: LegionFormInput): Promise<DeveloperLegion> {
      return db.transaction(async (tx) => {
        await checkAgents(tx, user, form);
        const txRepo = legionRepository(tx);
        const at = new Date(now());
        const created = await txRepo.insertLegion(user.id, at);
        await txRepo.insertVersion(created, form, at);
        await waiting(tx, form, at);
        return toDeveloperLegion(tx, await ownLegion(tx, user, created));
      });
    },

    async update(user: UserRow, id: string, form: LegionFormInput): Promise<DeveloperLegion> {
      return db.transaction(async (tx) => {
        const legion = await ownLegion(tx, user, id);
        const txRepo = legionRepository(tx);
        await txRepo.lockLegion(id);
        await checkAgents(tx, user, form);
        // one submission waits at a time: a new one replaces the pending one
        await txRepo.deletePendingVersion(id);
        const at = new Date(now());
        await txRepo.insertVersion(id, form, at);
        await waiting(tx, form, at);
        if (legion.status === 'rejected') await txRepo.resubmitRejected(id);
        return toDeveloperLegion(tx, await ownLegion(tx, user, id));
      });
    },

    async publicList(query: { q: string; page: number; pageSize: number }): Promise<LegionPage> {
      const pattern = query.q ? containsPattern(query.q) : null;
      const repo = legionRepository(db);
      const total = await repo.countPublic(pattern);
      const rows = await repo.listPublic(pattern, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const live = await toVersions(
        db,
        await repo.versionsByIds(rows.map((row) => row.version_id)),
      );
      return {
        items: rows.flatMap((row) => {
          const version = live.find((entry) => entry.id === row.version_id);
          return version ? [toCard(row, version)] : [];
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async publicGet(id: string): Promise<LegionCard> {
      const row = await legionRow(db, id);
      const live = row?.published ? await legionRepository(db).liveVersion(id) : undefined;
      if (!row || !live) throw new ApiError(404, LEGION_NOT_FOUND);
      const [version] = await toVersions(db, [live]);
      if (!version) throw new ApiError(404, LEGION_NOT_FOUND);
      return toCard(row, version);
    },

    /** the agent queue's filters: a status or all, either name or the developer, submit days */
    async reviewQueue(
      query: z.output<typeof legionReviewQuerySchema>,
    ): Promise<{ items: LegionReviewItem[] }> {
      const keyword = query.q?.trim();
      const { from, to } = dayRange(query.from, query.to);
      const rows = await legionRepository(db).reviewQueue(
        query.status,
        keyword ? containsPattern(keyword) : null,
        from,
        to,
      );
      const converted = await toVersions(db, rows);
      const items: LegionReviewItem[] = [];
      for (const [index, row] of rows.entries()) {
        const legion = await legionRow(db, row.legion_id);
        const version = converted[index];
        if (legion && version) {
          items.push({ ...version, legionId: row.legion_id, developerName: legion.developer_name });
        }
      }
      return { items };
    },

    async review(
      reviewer: UserRow,
      input: { id: string; decision: 'approve' | 'reject'; comment: string },
    ): Promise<DeveloperLegion> {
      return db.transaction(async (tx) => {
        const txRepo = legionRepository(tx);
        const version = await txRepo.findVersion(input.id);
        if (!version) throw new ApiError(404, LEGION_NOT_FOUND);
        if (version.status !== 'pending') throw new ApiError(409, NOT_PENDING);
        const at = new Date(now());
        if (input.decision === 'approve') {
          const ids = members(version).map((member) => member.agentId);
          if (version.router_agent_id) ids.push(version.router_agent_id);
          const agents = await agentInfo(tx, ids);
          if (ids.some((agentId) => !agents.get(agentId)?.published)) {
            throw new ApiError(409, MEMBERS_NOT_ON_MARKET);
          }
        }
        const approved = input.decision === 'approve';
        await txRepo.decideVersion(input.id, {
          status: approved ? 'approved' : 'rejected',
          comment: input.comment,
          reviewerId: reviewer.id,
          at,
        });
        if (approved) await txRepo.publishLegion(version.legion_id, at);
        else await txRepo.rejectPendingLegion(version.legion_id);
        await audit(tx, {
          actorId: reviewer.id,
          action: approved ? 'approve' : 'reject',
          subject: 'legion_version',
          subjectId: input.id,
          detail: input.comment,
          at,
        });
        const legion = await legionRow(tx, version.legion_id);
        if (!legion) throw new ApiError(404, LEGION_NOT_FOUND);
        await tell.submissionDecided(tx, { link: LEGION_QUEUE, nameZh: version.name_zh }, at);
        await tell.legionDecided(
          tx,
          {
            ownerId: legion.developer_id,
            nameZh: version.name_zh,
            nameEn: version.name_en,
            approved,
            reason: input.comment,
          },
          at,
        );
        return toDeveloperLegion(tx, legion);
      });
    },

    /** the flow of a published legion, to run it */
    async runnable(id: string) {
      const row = await legionRow(db, id);
      const live = row?.published ? await legionRepository(db).liveVersion(id) : undefined;
      if (!row || !live) throw new ApiError(404, LEGION_NOT_FOUND);
      return { flow: live.flow, members: members(live), routerAgentId: live.router_agent_id };
    },

    async countRun(id: string) {
      await legionRepository(db).countRun(id);
    },

    checkAgents: (
      user: UserRow,
      form: Pick<LegionFormInput, 'flow' | 'members' | 'routerAgentId'>,
    ) =>
      checkAgents(db, user, {
        ...form,
        nameZh: '',
        nameEn: '',
        descriptionZh: '',
        descriptionEn: '',
      }),
  };
}

export type LegionService = ReturnType<typeof legionService>;
