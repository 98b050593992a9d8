/**
 * The agents domain's SQL fragments, for the queries of other domains that join agents into
 * their own rows (the market's list, the reviews, the audit trail, the admin's queues and
 * orders). Whole queries about agents are methods of `agentsRepository` (repository.ts); these
 * are the pieces another domain's query may contain, each written once here.
 */

/** the table of agents (one row per agent: owner, category, status, published, key) */
export const AGENTS_TABLE = 'agents';

/** the table of agent versions (every submission, with its review decision) */
export const VERSIONS_TABLE = 'agent_versions';

/** a predicate on agent `a`: on the market, published and approved */
export const PUBLISHED_AGENT = `a.published and a.status = 'approved'`;

/**
 * Joins agent `a`'s live version (the latest approved one) as `v`, every column; an agent
 * with none is dropped. Uses the alias `lv` inside.
 */
export const LIVE_VERSION_JOIN = `join lateral (
    select * from agent_versions lv
    where lv.agent_id = a.id and lv.status = 'approved'
    order by lv.reviewed_at desc, lv.id desc
    limit 1
  ) v on true`;

/**
 * A value of the live version (the latest approved one) of the agent whose id is `agentId`
 * (an SQL expression): `expression` over the alias `lv`, null when none is live.
 */
export const liveVersionValue = (expression: string, agentId: string) =>
  `(select ${expression} from agent_versions lv
  where lv.agent_id = ${agentId} and lv.status = 'approved'
  order by lv.reviewed_at desc, lv.id desc limit 1)`;

/** the company of agent `a`'s live version; null when none is live or it is blank */
export const LIVE_COMPANY = liveVersionValue(`nullif(btrim(lv.company), '')`, 'a.id');

/**
 * A predicate: the agent whose id is `agentId` (an SQL expression) has an approved version
 * whose English name matches the ILIKE pattern `pattern` (a parameter such as `$2`). Uses the
 * alias `lv`.
 */
export const approvedNameEnLike = (agentId: string, pattern: string) =>
  `exists (select 1 from agent_versions lv
               where lv.agent_id = ${agentId} and lv.status = 'approved' and lv.name_en ilike ${pattern})`;

/**
 * Left-joins as `v` (name_zh, name_en) the version agent `a` is named by: its latest approved
 * one, else its latest reviewed, else its newest. Uses the alias `cv` inside.
 */
export const NAMING_VERSION_JOIN = `left join lateral (select cv.name_zh, cv.name_en from agent_versions cv
    where cv.agent_id = a.id
    order by (cv.status = 'approved') desc, cv.reviewed_at desc nulls last, cv.id desc
    limit 1) v on true`;

/**
 * The id of the latest version (the highest id, whatever its status) of the agent whose id is
 * `agentId` (an SQL expression): what the audit trail names an agent by.
 */
export const latestVersionId = (agentId: string) =>
  `(select max(id) from agent_versions where agent_id = ${agentId})`;

/**
 * Left-joins agent `a`'s health as `h` and names its columns: `health` (available when it was
 * never probed) and `down_since`.
 */
export const HEALTH_JOIN = 'left join agent_health h on h.agent_id = a.id';
export const HEALTH_COLUMNS = `coalesce(h.state, 'available') as health, h.down_since`;
