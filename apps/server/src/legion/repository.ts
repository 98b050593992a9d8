/**
 * The SQL of legions: a legion and its versions (submissions, reviews, the live one), the
 * public list, and the runs and uses counted. The agents a flow names and where to call each
 * of them in a run come from the agents repository.
 */
import type { LegionFlow, ReviewStatus } from '@legion/api';
import { displayNameSql } from '../accounts/display-name.ts';
import type { Queryable } from '../db/database.ts';

export interface StoredMember {
  agentId: string;
  role: string;
  instructions: string;
}

export interface VersionRow {
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

export interface LegionRow {
  id: string;
  developer_id: string;
  developer_name: string;
  status: ReviewStatus;
  published: boolean;
  published_at: Date | string | null;
  run_count: number;
}

/** a submission as the form gives it */
export interface VersionFields {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  flow: LegionFlow;
  members: StoredMember[];
  routerAgentId: string | null;
}

const VERSION_COLUMNS = `id::text as id, legion_id::text as legion_id, name_zh, name_en,
  description_zh, description_en, flow, members, router_agent_id::text as router_agent_id,
  status, review_comment, reviewed_at, submitted_at`;
const LEGION_COLUMNS = `l.id::text as id, l.developer_id::text as developer_id,
  ${displayNameSql('u')} as developer_name, l.status, l.published,
  l.published_at, l.run_count`;

/** a published legion with its live version, `$1` an ILIKE pattern over names and descriptions */
const PUBLIC_FROM = `from legions l
  join users u on u.id = l.developer_id
  join lateral (
    select * from legion_versions where legion_id = l.id and status = 'approved'
    order by reviewed_at desc, id desc limit 1
  ) v on true
  where l.published and ($1::text is null or v.name_zh ilike $1 or v.name_en ilike $1
    or v.description_zh ilike $1 or v.description_en ilike $1)`;

const idList = (ids: string[]) => JSON.stringify(ids);

export function legionRepository(db: Queryable) {
  const versionsWhere = (where: string, params: unknown[], order = 'desc') =>
    db.query<VersionRow>(
      `select ${VERSION_COLUMNS} from legion_versions where ${where}
       order by submitted_at ${order}, id ${order}`,
      params,
    );

  return {
    /** a run's step is a 'use' of the agent in the statistics */
    async recordUse(agentId: string, userId: string, at: Date) {
      await db.query(
        `insert into agent_events (agent_id, user_id, kind, at) values ($1::bigint, $2::bigint, 'use', $3)`,
        [agentId, userId, at],
      );
    },

    async findLegion(id: string): Promise<LegionRow | undefined> {
      const [row] = await db.query<LegionRow>(
        `select ${LEGION_COLUMNS} from legions l join users u on u.id = l.developer_id where l.id = $1::bigint`,
        [id],
      );
      return row;
    },

    /** newest first */
    listLegions(developerId: string) {
      return db.query<LegionRow>(
        `select ${LEGION_COLUMNS} from legions l join users u on u.id = l.developer_id
         where l.developer_id = $1::bigint order by l.created_at desc, l.id desc`,
        [developerId],
      );
    },

    async insertLegion(developerId: string, at: Date): Promise<string> {
      const [created] = await db.query<{ id: string }>(
        `insert into legions (developer_id, created_at) values ($1::bigint, $2) returning id::text as id`,
        [developerId, at],
      );
      if (!created) throw new Error('legion not stored');
      return created.id;
    },

    async lockLegion(id: string) {
      await db.query('select id from legions where id = $1::bigint for update', [id]);
    },

    async insertVersion(legionId: string, form: VersionFields, at: Date) {
      await db.query(
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
            form.members.map(({ agentId, role, instructions }) => ({
              agentId,
              role,
              instructions,
            })),
          ),
          form.flow === 'router' ? form.routerAgentId : null,
          at,
        ],
      );
    },

    /** one submission waits at a time: a new one replaces the pending one */
    async deletePendingVersion(legionId: string) {
      await db.query(
        `delete from legion_versions where legion_id = $1::bigint and status = 'pending'`,
        [legionId],
      );
    },

    async resubmitRejected(legionId: string) {
      await db.query(`update legions set status = 'pending' where id = $1::bigint`, [legionId]);
    },

    /** newest submission first */
    versionsOf(legionId: string) {
      return versionsWhere('legion_id = $1::bigint', [legionId]);
    },

    versionsByIds(ids: string[]) {
      return versionsWhere(
        'id in (select value::bigint from jsonb_array_elements_text($1::jsonb))',
        [idList(ids)],
      );
    },

    async findVersion(id: string): Promise<VersionRow | undefined> {
      const [row] = await versionsWhere('id = $1::bigint', [id]);
      return row;
    },

    /** the live version of a published legion */
    async liveVersion(legionId: string): Promise<VersionRow | undefined> {
      const [row] = await db.query<VersionRow>(
        `select ${VERSION_COLUMNS} from legion_versions
         where legion_id = $1::bigint and status = 'approved'
         order by reviewed_at desc, id desc limit 1`,
        [legionId],
      );
      return row;
    },

    /**
     * The review queue, oldest submission first: a status or 'all', an ILIKE pattern over
     * either name or the developer, and submit times in [from, to).
     */
    reviewQueue(status: string, pattern: string | null, from: Date | null, to: Date | null) {
      return versionsWhere(
        `($1::text = 'all' or status = $1)
          and ($2::text is null or name_zh ilike $2 or name_en ilike $2
            or exists (select 1 from legions l join users u on u.id = l.developer_id
              where l.id = legion_id and (${displayNameSql('u')} ilike $2 or u.username ilike $2)))
          and ($3::timestamptz is null or submitted_at >= $3)
          and ($4::timestamptz is null or submitted_at < $4)`,
        [status, pattern, from, to],
        'asc',
      );
    },

    async countPublic(pattern: string | null): Promise<number> {
      const [count] = await db.query<{ total: string }>(
        `select count(*)::text as total ${PUBLIC_FROM}`,
        [pattern],
      );
      return Number(count?.total ?? 0);
    },

    /** newest published first, with the id of the live version */
    listPublic(pattern: string | null, page: { limit: number; offset: number }) {
      return db.query<LegionRow & { version_id: string }>(
        `select ${LEGION_COLUMNS}, v.id::text as version_id ${PUBLIC_FROM}
         order by l.published_at desc, l.id desc limit $2 offset $3`,
        [pattern, page.limit, page.offset],
      );
    },

    async decideVersion(
      id: string,
      decision: { status: 'approved' | 'rejected'; comment: string; reviewerId: string; at: Date },
    ) {
      await db.query(
        `update legion_versions set status = $2, review_comment = $3, reviewer_id = $4::bigint,
           reviewed_at = $5 where id = $1::bigint`,
        [id, decision.status, decision.comment, decision.reviewerId, decision.at],
      );
    },

    /** approved: on the market, keeping the date it was first published */
    async publishLegion(id: string, at: Date) {
      await db.query(
        `update legions set status = 'approved', published = true,
           published_at = coalesce(published_at, $2) where id = $1::bigint`,
        [id, at],
      );
    },

    async rejectPendingLegion(id: string) {
      await db.query(
        `update legions set status = 'rejected' where id = $1::bigint and status = 'pending'`,
        [id],
      );
    },

    async countRun(id: string) {
      await db.query('update legions set run_count = run_count + 1 where id = $1::bigint', [id]);
    },
  };
}
