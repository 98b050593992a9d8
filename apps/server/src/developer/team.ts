/**
 * A developer's team (the /developer/member page): users found by
 * mobile, user id or email, added without agents, then authorized for some of the owner's
 * agents. A member manages (reads, submits versions, reads statistics of) those agents only.
 * Inside the host app the owner can chat with a member: the member's host-app user id is
 * looked up here with their full mobile, which the team list only ever shows masked.
 */
import {
  API_CODES,
  isValidEmail,
  isValidMobile,
  maskMobile,
  TEAM_MAX_MEMBERS,
  type Team,
  type TeamMember,
  type UserLookup,
  type UserLookupResult,
} from '@legion/api';
import { displayName } from '../accounts/display-name.ts';
import { users } from '../accounts/index.ts';
import type { UserRow } from '../accounts/repository.ts';
import { agentsData } from '../agents/index.ts';
import type { Database } from '../db/database.ts';
import { INVALID_REQUEST } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { tell } from '../notifications/tell.ts';
import type { HostService } from '../provider/service.ts';
import { type TeamMemberRow, teamRepository } from './repository/team.ts';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_ADD_YOURSELF = 'You cannot add yourself to your team';
export const ALREADY_MEMBER = 'This user is already a member of your team';
export const TEAM_FULL = 'Your team is full';
export const NOT_A_MEMBER = 'Not a member of your team';
export const ONLY_OWN_AGENTS = 'You can only authorize your own agents';
export const MEMBER_WITHOUT_CONTACT = 'This member has neither a mobile number nor an e-mail';

function toMember(row: TeamMemberRow): TeamMember {
  return {
    userId: row.user_id,
    name: displayName(row),
    mobile: row.mobile ? maskMobile(row.mobile) : '',
    email: row.email,
    agentIds: Array.isArray(row.agent_ids) ? row.agent_ids.map(String) : [],
    addedAt: new Date(row.created_at).toISOString(),
  };
}

export interface TeamOptions {
  db: Database;
  now: () => number;
  /** asks the host app's signed service (POST /open/queryUserId), with its error mapping */
  host: Pick<HostService, 'queryUserId'>;
}

export function teamService({ db, now, host }: TeamOptions) {
  const repo = teamRepository(db);
  const accounts = users(db);

  /** exactly one of the three is given (the contract checks it) */
  async function find(lookup: UserLookup): Promise<UserRow> {
    const user = lookup.mobile
      ? await accounts.findUserByMobile(lookup.mobile)
      : lookup.userId
        ? await accounts.findUserById(lookup.userId)
        : lookup.email
          ? await accounts.findUserByEmail(lookup.email)
          : null;
    if (!user) throw new ApiError(404, USER_NOT_FOUND);
    return user;
  }

  async function member(ownerId: string, memberId: string): Promise<TeamMember> {
    const [row] = await repo.listTeam(ownerId, memberId);
    if (!row) throw new ApiError(404, NOT_A_MEMBER);
    return toMember(row);
  }

  return {
    async lookup(lookup: UserLookup): Promise<UserLookupResult> {
      const user = await find(lookup);
      return {
        userId: user.id,
        name: displayName(user),
        mobile: user.mobile ? maskMobile(user.mobile) : '',
        email: user.email,
      };
    },

    async team(owner: UserRow): Promise<Team> {
      return { members: (await repo.listTeam(owner.id)).map(toMember) };
    },

    async add(owner: UserRow, lookup: UserLookup): Promise<TeamMember> {
      const user = await find(lookup);
      if (user.id === owner.id) throw new ApiError(400, CANNOT_ADD_YOURSELF);
      await db.transaction(async (tx) => {
        const txRepo = teamRepository(tx);
        // the owner's row lock makes concurrent additions count one at a time
        await txRepo.lockOwner(owner.id);
        if ((await txRepo.listTeam(owner.id, user.id)).length) {
          throw new ApiError(409, ALREADY_MEMBER);
        }
        if ((await txRepo.countTeam(owner.id)) >= TEAM_MAX_MEMBERS) {
          throw new ApiError(409, TEAM_FULL);
        }
        const at = new Date(now());
        if (!(await txRepo.insertTeamMember(owner.id, user.id, at))) {
          throw new ApiError(409, ALREADY_MEMBER);
        }
        await tell.teamChanged(tx, { memberId: user.id, ownerId: owner.id, added: true }, at);
      });
      return member(owner.id, user.id);
    },

    /** replaces the member's agents with these, every one the owner's own */
    async authorize(owner: UserRow, memberId: string, agentIds: string[]): Promise<TeamMember> {
      const wanted = [...new Set(agentIds)];
      await db.transaction(async (tx) => {
        const txRepo = teamRepository(tx);
        if (!(await txRepo.listTeam(owner.id, memberId)).length) {
          throw new ApiError(404, NOT_A_MEMBER);
        }
        const owned = await agentsData(tx).ownedAgentIds(owner.id, wanted);
        if (wanted.some((id) => !owned.has(id))) {
          throw new ApiError(400, INVALID_REQUEST, { agentIds: ONLY_OWN_AGENTS });
        }
        await txRepo.replaceMemberAgents(owner.id, memberId, wanted);
      });
      return member(owner.id, memberId);
    },

    /**
     * The member's host-app user id, asked of the provider by their full mobile, else their
     * e-mail; only for a member of the owner's own team. Neither: 409 with its own code, which
     * the page turns into "no mobile or e-mail".
     */
    async hostUserId(owner: UserRow, memberId: string): Promise<{ userId: string }> {
      const [row] = await repo.listTeam(owner.id, memberId);
      if (!row) throw new ApiError(404, NOT_A_MEMBER);
      const mobile = row.mobile?.trim() ?? '';
      const email = row.email.trim();
      if (isValidMobile(mobile)) return host.queryUserId({ mobile });
      if (isValidEmail(email)) return host.queryUserId({ email });
      throw new ApiError(409, MEMBER_WITHOUT_CONTACT, undefined, API_CODES.memberWithoutContact);
    },

    async remove(owner: UserRow, memberId: string): Promise<null> {
      await db.transaction(async (tx) => {
        if (!(await teamRepository(tx).deleteTeamMember(owner.id, memberId))) {
          throw new ApiError(404, NOT_A_MEMBER);
        }
        await tell.teamChanged(tx, { memberId, ownerId: owner.id, added: false }, new Date(now()));
      });
      return null;
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
