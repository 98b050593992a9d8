/** A developer's team: the members they added and the agents each member may manage. */
import { certifiedNameSql } from '../../accounts/display-name.ts';
import type { Queryable } from '../../db/database.ts';

type Time = Date | string;

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

export function teamRepository(db: Queryable) {
  return {
    /** takes the owner's row lock: members of one team are counted and added one at a time */
    async lockOwner(ownerId: string) {
      await db.query('select id from users where id = $1::bigint for update', [ownerId]);
    },

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
  };
}
