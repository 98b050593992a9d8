import type { Queryable } from '../db/database.ts';

/** The SQL the built-in agents' wiring needs: their keys, and their rows at start-up. */
export function builtinAgentsRepository(db: Queryable) {
  return {
    async keyOf(agentKey: string): Promise<{ agentKey: string; secretHash: string } | null> {
      const [row] = await db.query<{ agent_key: string; agent_secret_hash: string }>(
        'select agent_key, agent_secret_hash from agents where agent_key = $1',
        [agentKey],
      );
      return row ? { agentKey: row.agent_key, secretHash: row.agent_secret_hash } : null;
    },

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

    async setKey(agentId: string, agentKey: string, secretHash: string) {
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
    async setUrl(agentId: string, url: string): Promise<boolean> {
      const rows = await db.query(
        `update agent_versions set url = $2 where agent_id = $1::bigint and url <> $2
         returning id`,
        [agentId, url],
      );
      return rows.length > 0;
    },
  };
}
