/**
 * The agents domain's tables, `agents` and `agent_versions`: the agents a developer manages
 * (owned, or authorized by their owner as a team member) and their versions (submissions,
 * decisions, going live), and the agent's secret. No other domain queries these tables: they
 * call the methods below for what they need of an agent, and a query of theirs that joins
 * agents into its own rows takes the agents part from the fragments of sql.ts.
 */
import type { AgentCategory, AgentProtocol, AgentStatus, ReviewStatus } from '@legion/api';
import { displayNameSql } from '../accounts/display-name.ts';
import type { Queryable } from '../db/database.ts';
import type { Decision } from '../developer/repository/review-points.ts';
import { PUBLISHED_AGENT } from './sql.ts';

type Time = Date | string;

/** an agent with the caller's access to it */
export interface ManagedAgentRow {
  id: string;
  category: AgentCategory;
  status: AgentStatus;
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
  release_notes_zh: string;
  release_notes_en: string;
  resubmit_note: string;
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
  protocol: AgentProtocol;
  model: string;
  /** the sealed API key or token ('' for none); never leaves the server */
  credential: string;
  status: AgentStatus;
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
  releaseNotesZh: string;
  releaseNotesEn: string;
  /** to the reviewer, with a resubmission */
  resubmitNote: string;
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
  protocol: AgentProtocol;
  model: string;
}

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
  v.cover_en, v.legal_person_name, v.id_card, v.credit_code, v.release_notes_zh,
  v.release_notes_en, v.resubmit_note, v.protocol, v.model, v.credential, v.status,
  v.review_comment,
  ${displayNameSql('r')} as reviewer_name, v.reviewed_at, v.submitted_at,
  v.category`;

/**
 * a version's form fields in the order both the insert and the draft's update take them
 * (category to credit code, their `$2` to `$15`)
 */
const formValues = (fields: VersionFields) => [
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
];

/** a version just decided, with what its notifications say */
export interface ReviewedVersion {
  agent_id: string;
  developer_id: string;
  version: string;
  name_zh: string;
  name_en: string;
  /** the agent was on the market before this decision */
  was_published: boolean;
}

export interface NewAgent {
  developerId: string;
  category: AgentCategory;
  status: 'pending' | 'rejected' | 'approved';
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface NewAgentVersion {
  agentId: string;
  version: string;
  nameZh: string;
  nameEn: string;
  descriptionZh?: string;
  descriptionEn?: string;
  coverZh?: string;
  coverEn?: string;
  logo?: string;
  company?: string;
  url?: string;
  legalPersonName?: string;
  idCard?: string;
  creditCode?: string;
  status: 'pending' | 'rejected' | 'approved';
  reviewComment?: string;
  reviewerId?: string | null;
  reviewedAt?: Date | null;
  submittedAt: Date;
  /** what the submission asked for (the agent's category, for the seed) */
  category?: AgentCategory | null;
  releaseNotesZh?: string;
  releaseNotesEn?: string;
}

/** where to call an agent (the URL of the version called), how, and its keys */
export interface CallableAgentRow {
  id: string;
  agent_key: string;
  agent_secret_hash: string;
  url: string;
  protocol: AgentProtocol;
  model: string;
  /** sealed; '' for none */
  credential: string;
}

/** an agent with its newest name, as a legion names its members */
export interface AgentInfoRow {
  id: string;
  developer_id: string;
  published: boolean;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  logo: string;
}

/** a decision on one of a developer's versions, as their home lists it */
export interface RecentReviewRow {
  agent_id: string;
  name_zh: string;
  name_en: string;
  version: string;
  status: ReviewStatus;
  review_comment: string;
  reviewed_at: Time;
}

export function agentsRepository(db: Queryable) {
  return {
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

    async countManagedAgents(userId: string, status: AgentStatus | null): Promise<number> {
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
      status: AgentStatus | null,
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

    /** the agents `userId` manages: id, status and subscribers */
    managedAgentSummaries(userId: string) {
      return db.query<{ id: string; status: ReviewStatus; subscriber_count: number }>(
        `select a.id::text as id, a.status, a.subscriber_count
         from ${MANAGED} m join agents a on a.id = m.agent_id`,
        [userId],
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

    /** a new agent, a draft until it is submitted */
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
         values ($1::bigint, $2, 'draft', false, $3, $4, $5)
         returning id::text as id`,
        [agent.developerId, agent.category, agent.agentKey, agent.secretHash, agent.at],
      );
      if (!row) throw new Error('agent not inserted');
      return row.id;
    },

    /** a version, saved as a draft until it is submitted */
    async insertDraft(
      agentId: string,
      fields: VersionFields & { credential: string },
      at: Date,
    ): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agent_versions (agent_id, category, version, name_zh, name_en,
           description_zh, description_en, company, url, logo, cover_zh, cover_en,
           legal_person_name, id_card, credit_code, status, submitted_at, release_notes_zh,
           release_notes_en, resubmit_note, protocol, model, credential)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
           'draft', $16, $17, $18, $19, $20, $21, $22)
         returning id::text as id`,
        [
          agentId,
          ...formValues(fields),
          at,
          fields.releaseNotesZh,
          fields.releaseNotesEn,
          fields.resubmitNote,
          fields.protocol,
          fields.model,
          fields.credential,
        ],
      );
      if (!row) throw new Error('agent version not inserted');
      return row.id;
    },

    /**
     * The draft saved again. The agent takes its category only while it was never submitted;
     * otherwise the category changes when the draft is submitted or approved.
     */
    async updateDraft(versionId: string, fields: VersionFields & { credential: string }, at: Date) {
      await db.query(
        `with version as (
           update agent_versions set category = $2, version = $3, name_zh = $4, name_en = $5,
             description_zh = $6, description_en = $7, company = $8, url = $9, logo = $10,
             cover_zh = $11, cover_en = $12, legal_person_name = $13, id_card = $14,
             credit_code = $15, submitted_at = $16, release_notes_zh = $17,
             release_notes_en = $18, protocol = $19, model = $20, credential = $21,
             resubmit_note = $22
           where id = $1::bigint and status = 'draft'
           returning agent_id
         )
         update agents set category = $2
         where id = (select agent_id from version) and status = 'draft'`,
        [
          versionId,
          ...formValues(fields),
          at,
          fields.releaseNotesZh,
          fields.releaseNotesEn,
          fields.protocol,
          fields.model,
          fields.credential,
          fields.resubmitNote,
        ],
      );
    },

    /** the draft goes to review, dated now; false when it is no longer a draft */
    async submitDraft(versionId: string, at: Date): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `update agent_versions set status = 'pending', submitted_at = $2
         where id = $1::bigint and status = 'draft'
         returning id::text as id`,
        [versionId, at],
      );
      return rows.length > 0;
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
    async reviewVersion(versionId: string, review: Decision): Promise<ReviewedVersion | null> {
      const [row] = await db.query<ReviewedVersion>(
        `update agent_versions v set status = $2, review_comment = $3, reviewer_id = $4::bigint,
           reviewed_at = $5
         from agents a
         where v.id = $1::bigint and v.status = 'pending' and a.id = v.agent_id
         returning v.agent_id::text as agent_id, a.developer_id::text as developer_id,
           v.version, v.name_zh, v.name_en, a.published as was_published`,
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

    /** an agent's approved versions, newest first: its "What's new" */
    releases(agentId: string, limit: number) {
      return db.query<{
        version: string;
        release_notes_zh: string;
        release_notes_en: string;
        reviewed_at: Date | string;
      }>(
        `select version, release_notes_zh, release_notes_en, reviewed_at from agent_versions
         where agent_id = $1::bigint and status = 'approved'
         order by reviewed_at desc, id desc limit $2`,
        [agentId, limit],
      );
    },

    /** the subscriber count of a published agent; null when there is none by that id */
    async publishedSubscriberCount(id: string): Promise<number | null> {
      const [row] = await db.query<{ subscriber_count: number }>(
        `select a.subscriber_count from agents a where a.id = $1::bigint and ${PUBLISHED_AGENT}`,
        [id],
      );
      return row ? row.subscriber_count : null;
    },

    async subscriberCount(id: string): Promise<number> {
      const [row] = await db.query<{ subscriber_count: number }>(
        'select subscriber_count from agents where id = $1::bigint',
        [id],
      );
      return row?.subscriber_count ?? 0;
    },

    // writers for the seed (and the tests): an agent and its versions in any state

    async insertSeedAgent(agent: NewAgent): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agents (developer_id, category, status, published, published_at, created_at)
         values ($1::bigint, $2, $3, $4, $5, $6) returning id::text as id`,
        [
          agent.developerId,
          agent.category,
          agent.status,
          agent.published,
          agent.publishedAt,
          agent.createdAt,
        ],
      );
      if (!row) throw new Error('agent not inserted');
      return row.id;
    },

    async insertSeedVersion(version: NewAgentVersion): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into agent_versions (agent_id, version, name_zh, name_en, description_zh,
           description_en, cover_zh, cover_en, logo, company, url, legal_person_name, id_card,
           credit_code, status, review_comment, reviewer_id, reviewed_at, submitted_at, category,
           release_notes_zh, release_notes_en)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           $17::bigint, $18, $19, $20, $21, $22)
         returning id::text as id`,
        [
          version.agentId,
          version.version,
          version.nameZh,
          version.nameEn,
          version.descriptionZh ?? '',
          version.descriptionEn ?? '',
          version.coverZh ?? '',
          version.coverEn ?? '',
          version.logo ?? '',
          version.company ?? '',
          version.url ?? '',
          version.legalPersonName ?? '',
          version.idCard ?? '',
          version.creditCode ?? '',
          version.status,
          version.reviewComment ?? '',
          version.reviewerId ?? null,
          version.reviewedAt ?? null,
          version.submittedAt,
          version.category ?? null,
          version.releaseNotesZh ?? '',
          version.releaseNotesEn ?? '',
        ],
      );
      if (!row) throw new Error('agent version not inserted');
      return row.id;
    },

    /**
     * The agent when it is on the market, with the version that was live at `at` (its latest
     * version approved by then, or now without `at`; the first approved one for a time
     * before any); null otherwise.
     */
    async publishedAgentAt(agentId: string, at: Date | null = null) {
      const [row] = await db.query<{ id: string; version: string; developer_id: string }>(
        `select a.id::text as id, a.developer_id::text as developer_id,
           coalesce((select lv.version from agent_versions lv
             where lv.agent_id = a.id and lv.status = 'approved'
               and ($2::timestamptz is null or lv.reviewed_at <= $2)
             order by lv.reviewed_at desc, lv.id desc limit 1),
           (select lv.version from agent_versions lv
             where lv.agent_id = a.id and lv.status = 'approved'
             order by lv.reviewed_at, lv.id limit 1), '') as version
         from agents a where a.id = $1::bigint and ${PUBLISHED_AGENT}`,
        [agentId, at],
      );
      return row ?? null;
    },

    /** the version's agent, its owner's name and the agent's category */
    async versionAgent(versionId: string) {
      const [row] = await db.query<{
        agent_id: string;
        category: string;
        developer_name: string;
        id_card: string;
      }>(
        `select v.agent_id::text as agent_id, a.category, v.id_card,
           ${displayNameSql('d')} as developer_name
         from agent_versions v join agents a on a.id = v.agent_id
           join users d on d.id = a.developer_id
         where v.id = $1::bigint`,
        [versionId],
      );
      return row ?? null;
    },

    /**
     * The agent a chat turn calls, with its live version's URL and its keys; null unless the
     * agent is published.
     */
    async publishedAgentToCall(agentId: string): Promise<CallableAgentRow | null> {
      const [row] = await db.query<CallableAgentRow>(
        `select a.id::text as id, a.agent_key, a.agent_secret_hash, v.url, v.protocol, v.model,
           v.credential
         from agents a
         join lateral (
           select url, protocol, model, credential from agent_versions
           where agent_id = a.id and status = 'approved'
           order by reviewed_at desc, id desc limit 1
         ) v on true
         where a.id = $1::bigint and a.published`,
        [agentId],
      );
      return row ?? null;
    },

    /**
     * The agents behind the ids, each with its newest name: the live version when it is on the
     * market, else its latest submission.
     */
    agentsWithNewestNames(ids: string[]) {
      return db.query<AgentInfoRow>(
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
    },

    /** the agents a legion of `userId` may name: their own first, then those on the market */
    choosableAgentIds(userId: string) {
      return db.query<{ id: string }>(
        `select id::text as id from agents where developer_id = $1::bigint or published
         order by (developer_id = $1::bigint) desc, id`,
        [userId],
      );
    },

    /**
     * Where to call an agent: its live version's URL when it is on the market; the owner (in a
     * test run) may also call their own agent's latest submission.
     */
    async agentToCallInRun(
      agentId: string,
      ownerId: string | null,
    ): Promise<CallableAgentRow | null> {
      const [row] = await db.query<CallableAgentRow>(
        `select a.id::text as id, a.agent_key, a.agent_secret_hash, v.url, v.protocol, v.model,
           v.credential
         from agents a
         join lateral (
           select url, protocol, model, credential from agent_versions
           where agent_id = a.id and (status = 'approved' or a.developer_id = $2::bigint)
           order by (a.published and status = 'approved') desc, submitted_at desc, id desc limit 1
         ) v on true
         where a.id = $1::bigint and (a.published or a.developer_id = $2::bigint)`,
        [agentId, ownerId],
      );
      return row ?? null;
    },

    /** the agent's newest version to call, whatever its state: what its test console calls */
    async latestAgentToCall(agentId: string): Promise<CallableAgentRow | null> {
      const [row] = await db.query<CallableAgentRow>(
        `select a.id::text as id, a.agent_key, a.agent_secret_hash, v.url, v.protocol, v.model,
           v.credential
         from agents a
         join lateral (
           select url, protocol, model, credential from agent_versions
           where agent_id = a.id order by submitted_at desc, id desc limit 1
         ) v on true
         where a.id = $1::bigint`,
        [agentId],
      );
      return row ?? null;
    },

    /** the people to tell about an agent: its owner and the team members authorised for it */
    async managerIds(agentId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `select developer_id::text as id from agents where id = $1::bigint
         union select t.member_id::text from team_member_agents t join agents a
           on a.id = t.agent_id and a.developer_id = t.owner_id where t.agent_id = $1::bigint`,
        [agentId],
      );
      return rows.map((row) => row.id);
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

    /** the latest review decisions on the agents, newest first */
    recentDecisions(agentIds: string[], limit: number) {
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

    /** the agent of this key, with the hash of its secret; null when no agent has it */
    async keyAndSecretHash(
      agentKey: string,
    ): Promise<{ agentKey: string; secretHash: string } | null> {
      const [row] = await db.query<{ agent_key: string; agent_secret_hash: string }>(
        'select agent_key, agent_secret_hash from agents where agent_key = $1',
        [agentKey],
      );
      return row ? { agentKey: row.agent_key, secretHash: row.agent_secret_hash } : null;
    },

    /** the agent with this key */
    async idOfKey(agentKey: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        'select id::text as id from agents where agent_key = $1',
        [agentKey],
      );
      return row?.id ?? null;
    },

    /** the seed market's agent drawn with this logo, owned by this developer (oldest first) */
    async seededAgentWithLogo(developerId: string, logo: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select a.id::text as id from agents a
         where a.developer_id = $1::bigint
           and exists (select 1 from agent_versions v where v.agent_id = a.id and v.logo = $2)
         order by a.id limit 1 for update`,
        [developerId, logo],
      );
      return row?.id ?? null;
    },

    /** gives an agent a (built-in's fixed) key and the hash of its new secret */
    async setKeyAndSecretHash(agentId: string, agentKey: string, secretHash: string) {
      await db.query(
        'update agents set agent_key = $2, agent_secret_hash = $3 where id = $1::bigint',
        [agentId, agentKey, secretHash],
      );
    },

    /** a published agent with its key; null when another start inserted it first */
    async insertPublishedAgent(agent: {
      developerId: string;
      category: string;
      agentKey: string;
      secretHash: string;
      at: Date;
    }): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `insert into agents (developer_id, category, status, published, published_at, agent_key,
           agent_secret_hash, created_at)
         values ($1::bigint, $2, 'approved', true, $5, $3, $4, $5)
         on conflict (agent_key) do nothing
         returning id::text as id`,
        [agent.developerId, agent.category, agent.agentKey, agent.secretHash, agent.at],
      );
      return row?.id ?? null;
    },

    /** points every version of the agent at the URL; true when one changed */
    async setVersionsUrl(agentId: string, url: string): Promise<boolean> {
      const rows = await db.query(
        `update agent_versions set url = $2 where agent_id = $1::bigint and url <> $2
         returning id`,
        [agentId, url],
      );
      return rows.length > 0;
    },

    /**
     * The developer's agent with a version of this English name (the oldest, if several); with
     * `publishedOnly`, a published one. How the seeds find the agents the market seed wrote.
     */
    async agentWithVersionNamed(
      developerId: string,
      nameEn: string,
      publishedOnly = false,
    ): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select a.id::text as id from agents a
         where a.developer_id = $1::bigint${publishedOnly ? ' and a.published' : ''}
           and exists (select 1 from agent_versions v where v.agent_id = a.id and v.name_en = $2)
         order by a.id limit 1`,
        [developerId, nameEn],
      );
      return row?.id ?? null;
    },

    /** the first version (lowest id) of this English name in this state: how a seed finds one */
    async firstVersionNamed(nameEn: string, status: ReviewStatus) {
      const [row] = await db.query<{
        id: string;
        reviewed_at: Date | string;
        review_comment: string;
      }>(
        `select v.id::text as id, v.reviewed_at, v.review_comment from agent_versions v
         where v.name_en = $1 and v.status = $2
         order by v.id limit 1`,
        [nameEn, status],
      );
      return row ?? null;
    },
  };
}
