/**
 * Legions (issue 9): composing, reviewing, publishing and listing them. Members must be the
 * developer's own agents or agents on the market; a legion is approved only when every member
 * (and its router) is on the market. Running one is runner.ts.
 */
import {
  type DeveloperLegion,
  LEGION_AGENT_NOT_ALLOWED,
  LEGION_NOT_FOUND,
  type LegionAgentChoice,
  type LegionCard,
  type LegionFlow,
  type LegionMember,
  type LegionPage,
  type LegionReviewItem,
  type LegionVersion,
  type legionReviewQuerySchema,
  type ReviewStatus,
} from '@legion/api';
import type { z } from 'zod';
import { displayNameSql } from '../accounts/display-name.ts';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { containsPattern } from '../shared/sql.ts';
import { dayRange, iso } from '../shared/time.ts';

export const MEMBERS_NOT_ON_MARKET = 'Every member must be on the market before the legion is';
export const NOT_PENDING = 'Only a pending submission can be reviewed';

interface StoredMember {
  agentId: string;
  role: string;
  instructions: string;
}

interface VersionRow {
  id: string;
  legion_id: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  flow: LegionFlow;
  members: StoredMember[] | string;
  router_agent_id: string | null;
  status: ReviewStatus;
  review_comment: string;
  reviewed_at: Date | string | null;
  submitted_at: Date | string;
}

interface LegionRow {
  id: string;
  developer_id: string;
  developer_name: string;
  status: ReviewStatus;
  published: boolean;
  published_at: Date | string | null;
  run_count: number;
}

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

const VERSION_COLUMNS = `id::text as id, legion_id::text as legion_id, name_zh, name_en,
  description_zh, description_en, flow, members, router_agent_id::text as router_agent_id,
  status, review_comment, reviewed_at, submitted_at`;
const LEGION_COLUMNS = `l.id::text as id, l.developer_id::text as developer_id,
  ${displayNameSql('u')} as developer_name, l.status, l.published,
  l.published_at, l.run_count`;

const members = (row: VersionRow): StoredMember[] =>
  typeof row.members === 'string' ? JSON.parse(row.members) : row.members;

export interface LegionFormInput {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  flow: LegionFlow;
  members: StoredMember[];
  routerAgentId: string | null;
}

/**
 * The agents behind the ids, each with its newest name: the live version when it is on the
 * market, else its latest submission.
 */
export async function agentInfo(db: Queryable, ids: string[]): Promise<Map<string, AgentInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{
    id: string;
    developer_id: string;
    published: boolean;
    name_zh: string;
    name_en: string;
    description_zh: string;
    description_en: string;
    logo: string;
  }>(
    `select a.id::text as id, a.developer_id::text as developer_id, a.published,
       v.name_zh, v.name_en, v.description_zh, v.description_en, v.logo
     from agents a
     join lateral (
       select * from agent_versions
       where agent_id = a.id and (not a.published or status = 'approved')
       order by (status = 'approved') desc, reviewed_at desc nulls last, submitted_at desc, id desc
       limit 1
     ) v on true
     where a.id in (select value::bigint from jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify([...new Set(ids)])],
  );
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

export function legionService({ db, now }: { db: Database; now: () => number }) {
  async function versions(tx: Queryable, where: string, params: unknown[]) {
    return tx.query<VersionRow>(
      `select ${VERSION_COLUMNS} from legion_versions where ${where} order by submitted_at desc, id desc`,
      params,
    );
  }

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

  async function legionRow(tx: Queryable, id: string): Promise<LegionRow | undefined> {
    const [row] = await tx.query<LegionRow>(
      `select ${LEGION_COLUMNS} from legions l join users u on u.id = l.developer_id where l.id = $1::bigint`,
      [id],
    );
    return row;
  }

  async function toDeveloperLegion(tx: Queryable, row: LegionRow): Promise<DeveloperLegion> {
    const all = await toVersions(tx, await versions(tx, 'legion_id = $1::bigint', [row.id]));
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

  async function insertVersion(tx: Queryable, legionId: string, form: LegionFormInput) {
    await tx.query(
      `insert into legion_versions (legion_id, name_zh, name_en, description_zh, description_en,
         flow, members, router_agent_id, submitted_at)
       values ($1::bigint, $2, $3, $4, $5, $6, $7::jsonb, $8::bigint, $9)`,
      [
        legionId,
        form.nameZh,
        form.nameEn,
        form.descriptionZh,
        form.descriptionEn,
        form.flow,
        JSON.stringify(
          form.members.map(({ agentId, role, instructions }) => ({ agentId, role, instructions })),
        ),
        form.flow === 'router' ? form.routerAgentId : null,
        new Date(now()),
      ],
    );
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

  /** the live version of a published legion */
  async function liveVersion(tx: Queryable, legionId: string): Promise<VersionRow | undefined> {
    const [row] = await tx.query<VersionRow>(
      `select ${VERSION_COLUMNS} from legion_versions
       where legion_id = $1::bigint and status = 'approved'
       order by reviewed_at desc, id desc limit 1`,
      [legionId],
    );
    return row;
  }

  return {
    async agentChoices(user: UserRow): Promise<{ items: LegionAgentChoice[] }> {
      const rows = await db.query<{ id: string }>(
        `select id::text as id from agents where developer_id = $1::bigint or published
         order by (developer_id = $1::bigint) desc, id`,
        [user.id],
      );
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
      const rows = await db.query<LegionRow>(
        `select ${LEGION_COLUMNS} from legions l join users u on u.id = l.developer_id
         where l.developer_id = $1::bigint order by l.created_at desc, l.id desc`,
        [user.id],
      );
      return { items: await Promise.all(rows.map((row) => toDeveloperLegion(db, row))) };
    },

    async get(user: UserRow, id: string): Promise<DeveloperLegion> {
      return toDeveloperLegion(db, await ownLegion(db, user, id));
    },

    async create(user: UserRow, form: LegionFormInput): Promise<DeveloperLegion> {
      return db.transaction(async (tx) => {
        await checkAgents(tx, user, form);
        const [created] = await tx.query<{ id: string }>(
          `insert into legions (developer_id, created_at) values ($1::bigint, $2) returning id::text as id`,
          [user.id, new Date(now())],
        );
        if (!created) throw new Error('legion not stored');
        await insertVersion(tx, created.id, form);
        return toDeveloperLegion(tx, await ownLegion(tx, user, created.id));
      });
    },

    async update(user: UserRow, id: string, form: LegionFormInput): Promise<DeveloperLegion> {
      return db.transaction(async (tx) => {
        const legion = await ownLegion(tx, user, id);
        await tx.query('select id from legions where id = $1::bigint for update', [id]);
        await checkAgents(tx, user, form);
        // one submission waits at a time: a new one replaces the pending one
        await tx.query(
          `delete from legion_versions where legion_id = $1::bigint and status = 'pending'`,
          [id],
        );
        await insertVersion(tx, id, form);
        if (legion.status === 'rejected') {
          await tx.query(`update legions set status = 'pending' where id = $1::bigint`, [id]);
        }
        return toDeveloperLegion(tx, await ownLegion(tx, user, id));
      });
    },

    async publicList(query: { q: string; page: number; pageSize: number }): Promise<LegionPage> {
      const pattern = query.q ? containsPattern(query.q) : null;
      const filter = `l.published and ($1::text is null or v.name_zh ilike $1 or v.name_en ilike $1
        or v.description_zh ilike $1 or v.description_en ilike $1)`;
      const from = `from legions l
        join users u on u.id = l.developer_id
        join lateral (
          select * from legion_versions where legion_id = l.id and status = 'approved'
          order by reviewed_at desc, id desc limit 1
        ) v on true`;
      const [count] = await db.query<{ total: string }>(
        `select count(*)::text as total ${from} where ${filter}`,
        [pattern],
      );
      const rows = await db.query<LegionRow & { version_id: string }>(
        `select ${LEGION_COLUMNS}, v.id::text as version_id ${from} where ${filter}
         order by l.published_at desc, l.id desc limit $2 offset $3`,
        [pattern, query.pageSize, (query.page - 1) * query.pageSize],
      );
      const live = await toVersions(
        db,
        await versions(
          db,
          'id in (select value::bigint from jsonb_array_elements_text($1::jsonb))',
          [JSON.stringify(rows.map((row) => row.version_id))],
        ),
      );
      return {
        items: rows.flatMap((row) => {
          const version = live.find((entry) => entry.id === row.version_id);
          return version ? [toCard(row, version)] : [];
        }),
        total: Number(count?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async publicGet(id: string): Promise<LegionCard> {
      const row = await legionRow(db, id);
      const live = row?.published ? await liveVersion(db, id) : undefined;
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
      const rows = await versions(
        db,
        `($1::text = 'all' or status = $1)
          and ($2::text is null or name_zh ilike $2 or name_en ilike $2
            or exists (select 1 from legions l join users u on u.id = l.developer_id
              where l.id = legion_id and (${displayNameSql('u')} ilike $2 or u.username ilike $2)))
          and ($3::timestamptz is null or submitted_at >= $3)
          and ($4::timestamptz is null or submitted_at < $4)`,
        [query.status, keyword ? containsPattern(keyword) : null, from, to],
      );
      rows.reverse(); // oldest first: the queue's order
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
        const [version] = await versions(tx, 'id = $1::bigint', [input.id]);
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
        await tx.query(
          `update legion_versions set status = $2, review_comment = $3, reviewer_id = $4::bigint,
             reviewed_at = $5 where id = $1::bigint`,
          [
            input.id,
            input.decision === 'approve' ? 'approved' : 'rejected',
            input.comment,
            reviewer.id,
            at,
          ],
        );
        if (input.decision === 'approve') {
          await tx.query(
            `update legions set status = 'approved', published = true,
               published_at = coalesce(published_at, $2) where id = $1::bigint`,
            [version.legion_id, at],
          );
        } else {
          await tx.query(
            `update legions set status = 'rejected' where id = $1::bigint and status = 'pending'`,
            [version.legion_id],
          );
        }
        const legion = await legionRow(tx, version.legion_id);
        if (!legion) throw new ApiError(404, LEGION_NOT_FOUND);
        return toDeveloperLegion(tx, legion);
      });
    },

    /** the flow of a published legion, to run it */
    async runnable(id: string) {
      const row = await legionRow(db, id);
      const live = row?.published ? await liveVersion(db, id) : undefined;
      if (!row || !live) throw new ApiError(404, LEGION_NOT_FOUND);
      return { flow: live.flow, members: members(live), routerAgentId: live.router_agent_id };
    },

    async countRun(id: string) {
      await db.query('update legions set run_count = run_count + 1 where id = $1::bigint', [id]);
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
