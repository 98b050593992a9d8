/**
 * Accounts and sessions: who a bearer token belongs to, password sign-in with its attempt
 * limits, and the plain accounts that phone sign-in creates for new mobile numbers.
 */
import {
  type LoginResult,
  maskMobile,
  type PasswordLoginRequest,
  roleFromDeveloperInfo,
  type User,
} from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { newHandle } from './display-name.ts';
import { accountsRepository, type UserRow } from './repository.ts';
import { decoyPasswordHash, hashToken, newToken, verifyPassword } from './secrets.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often per session */
const SESSION_TOUCH_MS = 5 * 60_000;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_USERNAME_FAILURES = 5;
export const MAX_IP_FAILURES = 20;
/** attempts older than this are of no use to the limits and are deleted */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export interface AccountsOptions {
  db: Queryable;
  now: () => number;
}

/** The User the API shows: the mobile masked, the developer info when there is one. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    // an approved developer without a name of their own goes by their certified name
    name: row.name.trim() ? row.name : (row.certified_name?.trim() ?? ''),
    mobile: row.mobile ? maskMobile(row.mobile) : '',
    email: row.email,
    portrait: row.portrait,
    role: row.role,
    permissions: Array.isArray(row.permissions) ? row.permissions.map(String) : [],
    developer:
      row.developer_status !== null && row.developer_role !== null
        ? { status: row.developer_status, role: row.developer_role === 1 ? 1 : 0 }
        : null,
  };
}

/** what a plain user who manages agents for a team may do beyond the role's defaults */
export const TEAM_MEMBER_PERMISSION = 'my-plugins:manage';

export function accountsService({ db, now }: AccountsOptions) {
  const repo = accountsRepository(db);
  const date = () => new Date(now());

  /**
   * The User as sign-in and `GET /api/user/me` show it. A plain user who manages a team's agents
   * holds `my-plugins:manage` too, so the web app knows without asking that the agent pages are
   * theirs to use; everyone else without the role sees "no permission" instead of a refusal.
   */
  async function userInfo(row: UserRow): Promise<User> {
    const user = toUser(row);
    if (
      user.role === 'user' &&
      !user.permissions.includes(TEAM_MEMBER_PERMISSION) &&
      (await repo.managesTeamAgents(row.id))
    ) {
      user.permissions = [...user.permissions, TEAM_MEMBER_PERMISSION];
    }
    return user;
  }

  async function startSession(user: UserRow): Promise<LoginResult> {
    const token = newToken();
    const at = date();
    await repo.insertSession(
      hashToken(token),
      user.id,
      at,
      new Date(at.getTime() + SESSION_TTL_MS),
    );
    await repo.deleteExpiredSessions(at);
    const info = await userInfo(user);
    return { token, userInfo: info, role: info.role };
  }

  return {
    startSession,
    userInfo,

    /** the user of a bearer token; an unknown or expired token is simply no user */
    async userForToken(token: string | null): Promise<UserRow | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const at = date();
      const user = await repo.findUserBySession(tokenHash, at);
      if (user) await repo.touchSession(tokenHash, at, SESSION_TOUCH_MS);
      return user;
    },

    /** ends the session of the token, if there is one */
    async logout(token: string | null): Promise<void> {
      if (token) await repo.deleteSession(hashToken(token));
    },

    /**
     * Limits are checked before the password, so a locked-out name costs no hashing and
     * reveals nothing: 5 failures per username (since its last success) or 20 per address
     * within 15 minutes.
     */
    async passwordLogin({ username, password }: PasswordLoginRequest, ip: string) {
      const key = username.toLowerCase();
      const at = date();
      const since = new Date(at.getTime() - LOGIN_WINDOW_MS);
      const [byName, byIp] = await Promise.all([
        repo.countUsernameFailures(key, since),
        repo.countIpFailures(ip, since),
      ]);
      if (byName >= MAX_USERNAME_FAILURES || byIp >= MAX_IP_FAILURES) {
        throw new ApiError(429, TOO_MANY_ATTEMPTS);
      }
      const user = await repo.findUserByUsername(username);
      const hash = user?.password_hash ?? null;
      // an unknown name or a phone-only account still costs one hash: no timing difference
      const matches = await verifyPassword(password, hash ?? (await decoyPasswordHash()));
      const success = matches && user !== null && hash !== null;
      await repo.recordAttempt(key, ip, success, at);
      await repo.deleteAttemptsBefore(new Date(at.getTime() - ATTEMPT_RETENTION_MS));
      if (!success) throw new ApiError(401, INVALID_CREDENTIALS);
      return startSession(user);
    },

    findUserById: repo.findUserById,
    findUserByMobile: repo.findUserByMobile,
    findUserByEmail: repo.findUserByEmail,

    /**
     * The account of a mobile number, created as a plain user when new, under a generated
     * handle: a username made of the mobile would publish it wherever the name is shown.
     */
    async findOrCreateByMobile(mobile: string): Promise<UserRow> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const existing = await repo.findUserByMobile(mobile);
        if (existing) return existing;
        const created = await repo.insertUser({
          username: newHandle(),
          mobile,
          role: roleFromDeveloperInfo(null),
          createdAt: date(),
        });
        if (created) return created;
        // another request created this mobile's account meanwhile, or the handle is taken
      }
      throw new Error(`could not create an account for mobile ${maskMobile(mobile)}`);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
