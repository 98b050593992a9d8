/**
 * The developer console's SQL: certification applications, the agents a user manages (owned,
 * or authorized as a team member) with their versions, uploaded images, teams, and the counts
 * of the statistics from the market's event log.
 */
import type {
  AgentCategory,
  ImageUpload,
  ReviewPoint,
  ReviewPointState,
  ReviewStatus,
} from '@legion/api';
import { certifiedNameSql, displayNameSql } from '../accounts/display-name.ts';
import type { Queryable } from '../db/database.ts';
import { PAID_ORDER } from '../payment/repository.ts';

type Time = Date | string;

export interface ApplicationRow {
  id: string;
  user_id: string;
  developer_name: string;
  mobile: string;
  email: string;
  company_name: string;
  industry: string;
  legal_person_name: string;
  id_card: string;
  credit_code: string;
  status: ReviewStatus;
  review_opinion: string;
  rejection_reason: string;
  submitted_at: Time;
  reviewed_at: Time | null;
}

/** what a review point is about: a round of an application, or an agent version */
export type ReviewSubject = 'application' | 'agent_version';

export interface ReviewPointRow extends ReviewPointState {
  subject_id: string;
}

export interface Decision {
  status: 'approved' | 'rejected';
  comment: string;
  reviewerId: string;
  at: Date;
}

export interface ApplicationFields {
  developerName: string;
  mobile: string;
  email: string;
  companyName: string;
  industry: string;
  legalPersonName: string;
  idCardNumber: string;
  socialCreditCode: string;
}

/** an agent with the caller's access to it */
export interface ManagedAgentRow {
  id: string;
  category: AgentCategory;
  status: ReviewStatus;
  published: boolean;
  published_at: Time | null;
  subscriber_count: number;
  agent_key: string;
  developer_id: string;
  owner_name: string;
  /** null: the caller may not manage it */
  access: 'owner' | 'member' | null;
}

export interface VersionRow {
  id: string;
  agent_id: string;
  version: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  company: string;
  url: string;
  logo: string;
  cover_zh: string;
  cover_en: string;
  legal_person_name: string;
  id_card: string;
  credit_code: string;
  status: ReviewStatus;
  review_comment: string;
  reviewer_name: string | null;
  reviewed_at: Time | null;
  submitted_at: Time;
  /** what the submission asked for; null on versions from before the developer console */
  category: AgentCategory | null;
}

export interface VersionFields {
  category: AgentCategory;
  version: string;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  company: string;
  url: string;
  logo: string;
  coverZh: string;
  coverEn: string;
  legalPersonName: string;
  idCardNumber: string;
  socialCreditCode: string;
}

export interface TeamMemberRow {
  user_id: string;
  name: string;
  certified_name: string | null;
  username: string;
  mobile: string | null;
  email: string;
  agent_ids: string[];
  created_at: Time;
}

export interface AgentUserRow {
  name: string;
  certified_name: string | null;
  username: string;
  mobile: string | null;
  subscribed_at: Time;
  last_used_at: Time | null;
  uses: number;
  orders: number;
}

export interface RecentReviewRow {
  agent_id: string;
  name_zh: string;
  name_en: string;
  version: string;
  status: ReviewStatus;
  review_comment: string;
  reviewed_at: Time;
}

const APPLICATION_COLUMNS = `id::text as id, user_id::text as user_id, developer_name, mobile,
  email, company_name, industry, legal_person_name, id_card, credit_code, status, review_opinion,
  rejection_reason, submitted_at, reviewed_at`;

/** `$1` the agent, `$2` the caller */
const MANAGED_AGENT_COLUMNS = `a.id::text as id, a.category, a.status, a.published,
  a.published_at, a.subscriber_count, a.agent_key, a.developer_id::text as developer_id,
  ${displayNameSql('o')} as owner_name`;

/** the ids of the agents `$1` manages, with the access: owned, or authorized by their owner */
const MANAGED = `(
    select a.id as agent_id, 'owner' as access from agents a where a.developer_id = $1::bigint
    union all
    select t.agent_id, 'member' from team_member_agents t
      join agents a on a.id = t.agent_id and a.developer_id = t.owner_id
    where t.member_id = $1::bigint
  )`;

const VERSION_COLUMNS = `v.id::text as id, v.agent_id::text as agent_id, v.version, v.name_zh,
  v.name_en, v.description_zh, v.description_en, v.company, v.url, v.logo, v.cover_zh,
  v.cover_en, v.legal_person_name, v.id_card, v.credit_code, v.status, v.review_comment,
  ${displayNameSql('r')} as reviewer_name, v.reviewed_at, v.submitted_at,
  v.category`;

export function developerRepository(db: Queryable) {
  /** the application as it now stands becomes its next round (pending); answers the round id */
  async function snapshotRound(applicationId: string): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into developer_application_submissions (application_id, round, developer_name,
         mobile, email, company_name, industry, legal_person_name, id_card, credit_code,
         submitted_at)
       select a.id, coalesce((select max(s.round) from developer_application_submissions s
           where s.application_id = a.id), 0) + 1,
         a.developer_name, a.mobile, a.email, a.company_name, a.industry, a.legal_person_name,
         a.id_card, a.credit_code, a.submitted_at
       from developer_applications a where a.id = $1::bigint
       returning id::text as id`,
      [applicationId],
    );
    if (!row) throw new Error(`application ${applicationId} not found`);
    return row.id;
  }

  return {
    // --- certification -------------------------------------------------------------------

    async findApplicationByUser(userId: string, lock = false): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `select ${APPLICATION_COLUMNS} from developer_applications where user_id = $1::bigint
         ${lock ? 'for update' : ''}`,
        [userId],
      );
      return row ?? null;
    },

    async findApplication(id: string, lock = false): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `select ${APPLICATION_COLUMNS} from developer_applications where id = $1::bigint
         ${lock ? 'for update' : ''}`,
        [id],
      );
      return row ?? null;
    },

    /** null when the user already has one (a concurrent submission won) */
    async insertApplication(
      userId: string,
      fields: ApplicationFields,
      at: Date,
    ): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `insert into developer_applications (user_id, developer_name, mobile, email,
           company_name, industry, legal_person_name, id_card, credit_code, submitted_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (user_id) do nothing
         returning ${APPLICATION_COLUMNS}`,
        [
          userId,
          fields.developerName,
          fields.mobile,
          fields.email,
          fields.companyName,
          fields.industry,
          fields.legalPersonName,
          fields.idCardNumber,
          fields.socialCreditCode,
          at,
        ],
      );
      if (row) await snapshotRound(row.id);
      return row ?? null;
    },

    /** a resubmission: new fields, pending again, the last review cleared */
    async resubmitApplication(
      id: string,
      fields: ApplicationFields,
      at: Date,
    ): Promise<ApplicationRow> {
      const [row] = await db.query<ApplicationRow>(
        `update developer_applications set developer_name = $2, mobile = $3, email = $4,
           company_name = $5, industry = $6, legal_person_name = $7, id_card = $8,
           credit_code = $9, status = 'pending', review_opinion = '', rejection_reason = '',
           reviewer_id = null, reviewed_at = null, submitted_at = $10
         where id = $1::bigint
         returning ${APPLICATION_COLUMNS}`,
        [
          id,
          fields.developerName,
          fields.mobile,
          fields.email,
          fields.companyName,
          fields.industry,
          fields.legalPersonName,
          fields.idCardNumber,
          fields.socialCreditCode,
          at,
        ],
      );
      if (!row) throw new Error('application not updated');
      await snapshotRound(row.id);
      return row;
    },

    /**
     * The decision on a pending application, on it and on its current round, as one
     * conditional update: null when it is not pending (decided meanwhile, or no such id).
     * Answers the application and the id of the round decided.
     */
    async reviewApplication(
      id: string,
      review: Decision,
    ): Promise<{ row: ApplicationRow; submissionId: string } | null> {
      const [row] = await db.query<ApplicationRow>(
        `update developer_applications set status = $2, review_opinion = $3,
           rejection_reason = case when $2 = 'rejected' then $3 else '' end,
           reviewer_id = $4::bigint, reviewed_at = $5
         where id = $1::bigint and status = 'pending'
         returning ${APPLICATION_COLUMNS}`,
        [id, review.status, review.comment, review.reviewerId, review.at],
      );
      if (!row) return null;
      const [round] = await db.query<{ id: string }>(
        `update developer_application_submissions set status = $2, review_comment = $3,
           reviewer_id = $4::bigint, reviewed_at = $5
         where application_id = $1::bigint and round = (
           select max(round) from developer_application_submissions where application_id = $1::bigint
         )
         returning id::text as id`,
        [id, review.status, review.comment, review.reviewerId, review.at],
      );
      if (!round) throw new Error(`application ${id} has no round`);
      return { row, submissionId: round.id };
    },

    /** the application's latest rejected round, if any */
    async latestRejectedRound(applicationId: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select id::text as id from developer_application_submissions
         where application_id = $1::bigint and status = 'rejected'
         order by round desc limit 1`,
        [applicationId],
      );
      return row?.id ?? null;
    },

    /** the decision on the application's current round: who, when, what (null while pending) */
    async currentRoundDecision(applicationId: string) {
      const [row] = await db.query<{
        id: string;
        status: ReviewStatus;
        review_comment: string;
        reviewer_name: string | null;
        reviewed_at: Time | null;
      }>(
        `select s.id::text as id, s.status, s.review_comment,
           ${displayNameSql('r')} as reviewer_name, s.reviewed_at
         from developer_application_submissions s left join users r on r.id = s.reviewer_id
         where s.application_id = $1::bigint
         order by s.round desc limit 1`,
        [applicationId],
      );
      return row ?? null;
    },

    /** the round before the current one, when the current one is a resubmission */
    async previousRound(
      applicationId: string,
    ): Promise<{ id: string; status: ReviewStatus } | null> {
      const [row] = await db.query<{ id: string; status: ReviewStatus }>(
        `select id::text as id, status from developer_application_submissions
         where application_id = $1::bigint
         order by round desc offset 1 limit 1`,
        [applicationId],
      );
      return row ?? null;
    },

    // --- review points and the audit log ---------------------------------------------------

    async insertPoints(kind: ReviewSubject, subjectId: string, points: ReviewPoint[]) {
      if (points.length === 0) return;
      await db.query(
        `insert into review_points (subject_kind, subject_id, field, action, position)
         select $1, $2::bigint, field, action, position - 1
         from unnest($3::text[], $4::text[]) with ordinality as p (field, action, position)`,
        [kind, subjectId, points.map((p) => p.field), points.map((p) => p.action)],
      );
    },

    /** the points of the subjects, in the order they were listed */
    pointsOf(kind: ReviewSubject, subjectIds: string[]) {
      if (subjectIds.length === 0) return Promise.resolve([] as ReviewPointRow[]);
      return db.query<ReviewPointRow>(
        `select id::text as id, subject_id::text as subject_id, field, action, addressed
         from review_points
         where subject_kind = $1 and subject_id = any($2::bigint[])
         order by subject_id, position`,
        [kind, subjectIds],
      );
    },

    /** exactly the points `ids` of the subject are addressed, the others not */
    async markAddressed(kind: ReviewSubject, subjectId: string, ids: string[]) {
      await db.query(
        `update review_points set addressed = (id = any($3::bigint[]))
         where subject_kind = $1 and subject_id = $2::bigint`,
        [kind, subjectId, ids],
      );
    },

    async insertAudit(entry: {
      adminId: string;
      action: 'approve' | 'reject' | 'reveal';
      kind: ReviewSubject;
      subjectId: string;
      field?: string | null;
      at: Date;
    }) {
      await db.query(
        `insert into audit_log (admin_id, action, subject_kind, subject_id, field, at)
         values ($1::bigint, $2, $3, $4::bigint, $5, $6)`,
        [entry.adminId, entry.action, entry.kind, entry.subjectId, entry.field ?? null, entry.at],
      );
    },

    /** SPEC §6: developer status 1, role 0; an admin stays an admin */
    async certifyDeveloper(userId: string) {
      await db.query(
        `update users set developer_status = 1,
           developer_role = coalesce(developer_role, 0),
           role = case when developer_role = 1 then 'admin' else 'developer' end
         where id = $1::bigint`,
        [userId],
      );
    },

    // --- agents ----------------------------------------------------------------------------

    /** the agent and what `userId` may do with it; null when there is no such agent */
    async findManagedAgent(
      agentId: string,
      userId: string,
      lock = false,
    ): Promise<ManagedAgentRow | null> {
      const [row] = await db.query<ManagedAgentRow>(
        `select ${MANAGED_AGENT_COLUMNS},
           case
             when a.developer_id = $2::bigint then 'owner'
             when exists (
               select 1 from team_member_agents t
               where t.agent_id = a.id and t.owner_id = a.developer_id and t.member_id = $2::bigint
             ) then 'member'
           end as access
         from agents a join users o on o.id = a.developer_id
         where a.id = $1::bigint
         ${lock ? 'for update of a' : ''}`,
        [agentId, userId],
      );
      return row ?? null;
    },

    async countManagedAgents(userId: string, status: ReviewStatus | null): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        `select count(*)::int as total from ${MANAGED} m join agents a on a.id = m.agent_id
         where ($2::text is null or a.status = $2)`,
        [userId, status],
      );
      return row?.total ?? 0;
    },

    /** newest first */
    listManagedAgents(
      userId: string,
      status: ReviewStatus | null,
      page: { limit: number; offset: number },
    ) {
      return db.query<ManagedAgentRow>(
        `select ${MANAGED_AGENT_COLUMNS}, m.access
         from ${MANAGED} m join agents a on a.id = m.agent_id join users o on o.id = a.developer_id
         where ($2::text is null or a.status = $2)
         order by a.created_at desc, a.id desc
         limit $3 offset $4`,
        [userId, status, page.limit, page.offset],
      );
    },

    /** every version of the agents, newest submission first */
    listVersions(agentIds: string[]) {
      return db.query<VersionRow>(
        `select ${VERSION_COLUMNS}
         from agent_versions v left join users r on r.id = v.reviewer_id
         where v.agent_id = any($1::bigint[])
         order by v.agent_id, v.submitted_at desc, v.id desc`,
        [agentIds],
      );
    },

    async insertAgent(agent: {
      developerId: string;
      category: AgentCategory;
      agentKey: string;
      secretHash: string;
      at: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agents (developer_id, category, status, published, agent_key,
           agent_secret_hash, created_at)
         values ($1::bigint, $2, 'pending', false, $3, $4, $5)
         returning id::text as id`,
        [agent.developerId, agent.category, agent.agentKey, agent.secretHash, agent.at],
      );
      if (!row) throw new Error('agent not inserted');
      return row.id;
    },

    async insertPendingVersion(agentId: string, fields: VersionFields, at: Date): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agent_versions (agent_id, category, version, name_zh, name_en,
           description_zh, description_en, company, url, logo, cover_zh, cover_en,
           legal_person_name, id_card, credit_code, status, submitted_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
           'pending', $16)
         returning id::text as id`,
        [
          agentId,
          fields.category,
          fields.version,
          fields.nameZh,
          fields.nameEn,
          fields.descriptionZh,
          fields.descriptionEn,
          fields.company,
          fields.url,
          fields.logo,
          fields.coverZh,
          fields.coverEn,
          fields.legalPersonName,
          fields.idCardNumber,
          fields.socialCreditCode,
          at,
        ],
      );
      if (!row) throw new Error('agent version not inserted');
      return row.id;
    },

    /** a submission to an agent with nothing live: its category shows at once */
    async resubmitUnpublished(agentId: string, category: AgentCategory) {
      await db.query(`update agents set status = 'pending', category = $2 where id = $1::bigint`, [
        agentId,
        category,
      ]);
    },

    /**
     * The decision on a pending version as one conditional update: null when it is not pending
     * (decided meanwhile, or no such version). Answers the agent and its owner.
     */
    async reviewVersion(
      versionId: string,
      review: Decision,
    ): Promise<{ agent_id: string; developer_id: string } | null> {
      const [row] = await db.query<{ agent_id: string; developer_id: string }>(
        `update agent_versions v set status = $2, review_comment = $3, reviewer_id = $4::bigint,
           reviewed_at = $5
         from agents a
         where v.id = $1::bigint and v.status = 'pending' and a.id = v.agent_id
         returning v.agent_id::text as agent_id, a.developer_id::text as developer_id`,
        [versionId, review.status, review.comment, review.reviewerId, review.at],
      );
      return row ?? null;
    },

    async findVersion(versionId: string): Promise<VersionRow | null> {
      const [row] = await db.query<VersionRow>(
        `select ${VERSION_COLUMNS}
         from agent_versions v left join users r on r.id = v.reviewer_id
         where v.id = $1::bigint`,
        [versionId],
      );
      return row ?? null;
    },

    /**
     * The approved version goes live: the agent approved and on the market with its category,
     * keeping the date it was first published.
     */
    async publishVersion(agentId: string, versionId: string, at: Date) {
      await db.query(
        `update agents set status = 'approved', published = true,
           published_at = coalesce(published_at, $3),
           category = coalesce(
             (select v.category from agent_versions v where v.id = $2::bigint), category)
         where id = $1::bigint`,
        [agentId, versionId, at],
      );
    },

    /** a turned-down first submission: the agent is rejected unless a version is live */
    async rejectAgentUnlessLive(agentId: string) {
      await db.query(
        `update agents set status = 'rejected'
         where id = $1::bigint and not exists (
           select 1 from agent_versions v where v.agent_id = agents.id and v.status = 'approved'
         )`,
        [agentId],
      );
    },

    async setSecretHash(agentId: string, secretHash: string) {
      await db.query('update agents set agent_secret_hash = $2 where id = $1::bigint', [
        agentId,
        secretHash,
      ]);
    },

    async secretHash(agentId: string): Promise<string | null> {
      const [row] = await db.query<{ agent_secret_hash: string }>(
        'select agent_secret_hash from agents where id = $1::bigint',
        [agentId],
      );
      return row?.agent_secret_hash ?? null;
    },

    // --- uploads ---------------------------------------------------------------------------

    async countUploads(userId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from uploads where user_id = $1::bigint',
        [userId],
      );
      return row?.count ?? 0;
    },

    async insertUpload(upload: {
      userId: string;
      fileName: string;
      type: ImageUpload['type'];
      bytes: number;
      at: Date;
    }) {
      await db.query(
        `insert into uploads (user_id, file_name, type, bytes, created_at)
         values ($1::bigint, $2, $3, $4, $5)`,
        [upload.userId, upload.fileName, upload.type, upload.bytes, upload.at],
      );
    },

    /** which of the file names `userId` uploaded */
    async uploadedBy(userId: string, fileNames: string[]): Promise<Set<string>> {
      if (fileNames.length === 0) return new Set();
      const rows = await db.query<{ file_name: string }>(
        'select file_name from uploads where user_id = $1::bigint and file_name = any($2::text[])',
        [userId, fileNames],
      );
      return new Set(rows.map((row) => row.file_name));
    },

    async findUpload(fileName: string) {
      const [row] = await db.query<{ type: ImageUpload['type'] }>(
        'select type from uploads where file_name = $1',
        [fileName],
      );
      return row ?? null;
    },

    /** takes the user's row lock: uploads of one user are counted one at a time */
    async lockUser(userId: string) {
      await db.query('select id from users where id = $1::bigint for update', [userId]);
    },

    // --- team ------------------------------------------------------------------------------

    async isTeamMember(userId: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from team_members where member_id = $1::bigint limit 1',
        [userId],
      );
      return rows.length > 0;
    },

    listTeam(ownerId: string, memberId: string | null = null) {
      return db.query<TeamMemberRow>(
        `select m.member_id::text as user_id, u.name, ${certifiedNameSql('u')} as certified_name,
           u.username, u.mobile, u.email, m.created_at,
           array(
             select t.agent_id::text from team_member_agents t
             where t.owner_id = m.owner_id and t.member_id = m.member_id
             order by t.agent_id
           ) as agent_ids
         from team_members m join users u on u.id = m.member_id
         where m.owner_id = $1::bigint and ($2::bigint is null or m.member_id = $2::bigint)
         order by m.created_at, m.id`,
        [ownerId, memberId],
      );
    },

    async countTeam(ownerId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from team_members where owner_id = $1::bigint',
        [ownerId],
      );
      return row?.count ?? 0;
    },

    /** false when they are already a member */
    async insertTeamMember(ownerId: string, memberId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into team_members (owner_id, member_id, created_at)
         values ($1::bigint, $2::bigint, $3)
         on conflict (owner_id, member_id) do nothing
         returning id`,
        [ownerId, memberId, at],
      );
      return rows.length === 1;
    },

    /** false when there was no such member; their authorizations go with them */
    async deleteTeamMember(ownerId: string, memberId: string): Promise<boolean> {
      const rows = await db.query(
        `delete from team_members where owner_id = $1::bigint and member_id = $2::bigint
         returning id`,
        [ownerId, memberId],
      );
      return rows.length === 1;
    },

    /** which of the agent ids `ownerId` owns */
    async ownedAgentIds(ownerId: string, agentIds: string[]): Promise<Set<string>> {
      if (agentIds.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        `select id::text as id from agents
         where developer_id = $1::bigint and id = any($2::bigint[])`,
        [ownerId, agentIds],
      );
      return new Set(rows.map((row) => row.id));
    },

    async replaceMemberAgents(ownerId: string, memberId: string, agentIds: string[]) {
      await db.query(
        'delete from team_member_agents where owner_id = $1::bigint and member_id = $2::bigint',
        [ownerId, memberId],
      );
      if (agentIds.length === 0) return;
      await db.query(
        `insert into team_member_agents (owner_id, member_id, agent_id)
         select $1::bigint, $2::bigint, unnest($3::bigint[])`,
        [ownerId, memberId, agentIds],
      );
    },

    // --- statistics ------------------------------------------------------------------------

    /**
     * Per agent set and UTC day in [from, to): users whose first subscription to the agent
     * falls on that day, distinct users who used it, and orders. Days without any are absent.
     */
    dailyStatistics(agentIds: string[], from: Date, to: Date) {
      return db.query<{
        day: string;
        new_users: number;
        active_users: number;
        calls: number;
        orders: number;
      }>(
        `with firsts as (
           select agent_id, user_id, min(at) as at from agent_events
           where agent_id = any($1::bigint[]) and kind = 'subscribe' and user_id is not null
           group by agent_id, user_id
         ),
         days as (
           select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, 'new' as kind, user_id
           from firsts where at >= $2 and at < $3
           union all
           select to_char(at at time zone 'UTC', 'YYYY-MM-DD'), kind, user_id
           from agent_events
           where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           union all
           select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), 'order', user_id
           from orders
           where agent_id = any($1::bigint[]) and ${PAID_ORDER}
             and created_at >= $2 and created_at < $3
         )
         select day,
           count(*) filter (where kind = 'new')::int as new_users,
           count(distinct user_id) filter (where kind = 'use')::int as active_users,
           count(*) filter (where kind = 'use')::int as calls,
           count(*) filter (where kind = 'order')::int as orders
         from days group by day`,
        [agentIds, from, to],
      );
    },

    /**
     * Over [from, to), summed over the agents (so it adds up to each agent's own figures):
     * users whose first subscription falls in it, distinct users who used it, and the paid
     * orders placed in it with their amount (a cancelled or still pending order is no sale).
     */
    async totals(agentIds: string[], from: Date, to: Date) {
      const [row] = await db.query<{
        new_users: number;
        active_users: number;
        calls: number;
        orders: number;
        revenue_cents: number;
      }>(
        `select
           (select count(*) from (
              select 1 from agent_events
              where agent_id = any($1::bigint[]) and kind = 'subscribe' and user_id is not null
              group by agent_id, user_id having min(at) >= $2 and min(at) < $3
            ) f)::int as new_users,
           (select count(distinct (agent_id, user_id)) from agent_events
            where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           )::int as active_users,
           (select count(*) from agent_events
            where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           )::int as calls,
           o.orders, o.revenue_cents
         from (
           select count(*)::int as orders, coalesce(sum(amount_cents), 0)::float8 as revenue_cents
           from orders
           where agent_id = any($1::bigint[]) and ${PAID_ORDER}
             and created_at >= $2 and created_at < $3
         ) o`,
        [agentIds, from, to],
      );
      return row ?? { new_users: 0, active_users: 0, calls: 0, orders: 0, revenue_cents: 0 };
    },

    async countSubscribers(agentId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from subscriptions where agent_id = $1::bigint',
        [agentId],
      );
      return row?.count ?? 0;
    },

    /** current subscribers, newest first, with their use and orders of the agent */
    listSubscribers(agentId: string, page: { limit: number; offset: number }) {
      return db.query<AgentUserRow>(
        `select u.name, ${certifiedNameSql('u')} as certified_name, u.username, u.mobile,
           s.created_at as subscribed_at,
           e.last_used_at, coalesce(e.uses, 0)::int as uses, coalesce(o.orders, 0)::int as orders
         from subscriptions s join users u on u.id = s.user_id
         left join lateral (
           select max(at) filter (where kind = 'use') as last_used_at,
             count(*) filter (where kind = 'use') as uses
           from agent_events where agent_id = s.agent_id and user_id = s.user_id
         ) e on true
         left join lateral (
           select count(*) as orders from orders
           where agent_id = s.agent_id and user_id = s.user_id and ${PAID_ORDER}
         ) o on true
         where s.agent_id = $1::bigint
         order by s.created_at desc, s.id desc
         limit $2 offset $3`,
        [agentId, page.limit, page.offset],
      );
    },

    // --- home ------------------------------------------------------------------------------

    /** the agents `userId` manages: id, status and subscribers */
    managedAgentSummaries(userId: string) {
      return db.query<{ id: string; status: ReviewStatus; subscriber_count: number }>(
        `select a.id::text as id, a.status, a.subscriber_count
         from ${MANAGED} m join agents a on a.id = m.agent_id`,
        [userId],
      );
    },

    /** the latest review decisions on the agents, newest first */
    recentReviews(agentIds: string[], limit: number) {
      return db.query<RecentReviewRow>(
        `select v.agent_id::text as agent_id, v.name_zh, v.name_en, v.version, v.status,
           v.review_comment, v.reviewed_at
         from agent_versions v
         where v.agent_id = any($1::bigint[]) and v.status in ('approved', 'rejected')
         order by v.reviewed_at desc, v.id desc
         limit $2`,
        [agentIds, limit],
      );
    },
  };
}

export type DeveloperRepository = ReturnType<typeof developerRepository>;
