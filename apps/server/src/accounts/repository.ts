import type { Role } from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { certifiedNameSql } from './display-name.ts';

export interface UserRow {
  id: string;
  username: string;
  name: string;
  /** the whole number */
  mobile: string | null;
  email: string;
  portrait: string;
  role: Role;
  permissions: string[];
  developer_status: number | null;
  developer_role: number | null;
  password_hash: string | null;
  /** the name an approved developer application gives (developer, else company name) */
  certified_name: string | null;
}

export interface NewUser {
  username: string;
  name?: string;
  mobile?: string | null;
  email?: string;
  role: Role;
  developerStatus?: number | null;
  developerRole?: number | null;
  passwordHash?: string | null;
  createdAt: Date;
}

const USER_COLUMNS = `u.id::text as id, u.username, u.name, u.mobile, u.email, u.portrait, u.role,
  u.permissions, u.developer_status, u.developer_role, u.password_hash,
  ${certifiedNameSql('u')} as certified_name`;

/** Users, sessions and the log of password attempts. */
export function accountsRepository(db: Queryable) {
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<UserRow>(sql, params))[0] ?? null;
  return {
    /** whether the user manages at least one agent of a team they are on */
    async managesTeamAgents(userId: string): Promise<boolean> {
      const [row] = await db.query<{ manages: boolean }>(
        'select exists (select 1 from team_member_agents where member_id = $1::bigint) as manages',
        [userId],
      );
      return row?.manages ?? false;
    },
    findUserById(id: string) {
      return one(`select ${USER_COLUMNS} from users u where u.id = $1`, [id]);
    },
    findUserByUsername(username: string) {
      return one(`select ${USER_COLUMNS} from users u where u.username = $1`, [username]);
    },
    findUserByMobile(mobile: string) {
      return one(`select ${USER_COLUMNS} from users u where u.mobile = $1`, [mobile]);
    },
    findUserByEmail(email: string) {
      return one(
        `select ${USER_COLUMNS} from users u where lower(u.email) = lower($1) order by u.id limit 1`,
        [email],
      );
    },
    /** null when the username or mobile is taken */
    insertUser(user: NewUser) {
      return one(
        `insert into users as u (username, name, mobile, email, role, developer_status,
           developer_role, password_hash, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict do nothing
         returning ${USER_COLUMNS}`,
        [
          user.username,
          user.name ?? '',
          user.mobile ?? null,
          user.email ?? '',
          user.role,
          user.developerStatus ?? null,
          user.developerRole ?? null,
          user.passwordHash ?? null,
          user.createdAt,
        ],
      );
    },

    async insertSession(tokenHash: string, userId: string, now: Date, expiresAt: Date) {
      await db.query(
        `insert into sessions (token_hash, user_id, created_at, expires_at, last_seen_at)
         values ($1, $2, $3, $4, $3)`,
        [tokenHash, userId, now, expiresAt],
      );
    },
    /** the user of an unexpired session */
    findUserBySession(tokenHash: string, now: Date) {
      return one(
        `select ${USER_COLUMNS} from sessions s join users u on u.id = s.user_id
         where s.token_hash = $1 and s.expires_at > $2`,
        [tokenHash, now],
      );
    },
    /** records use, at most once per `every` ms, so reads do not each cost a write */
    async touchSession(tokenHash: string, now: Date, every: number) {
      await db.query(
        'update sessions set last_seen_at = $2 where token_hash = $1 and last_seen_at < $3',
        [tokenHash, now, new Date(now.getTime() - every)],
      );
    },
    async deleteSession(tokenHash: string) {
      await db.query('delete from sessions where token_hash = $1', [tokenHash]);
    },
    async deleteExpiredSessions(now: Date) {
      await db.query('delete from sessions where expires_at <= $1', [now]);
    },

    /** failed attempts for the username since `since`, not counting those before a success */
    async countUsernameFailures(username: string, since: Date): Promise<number> {
      const [row] = await db.query<{ count: string | number }>(
        `select count(*) as count from login_attempts
         where username = $1 and not success and at > greatest($2::timestamptz, coalesce(
           (select max(at) from login_attempts where username = $1 and success), $2::timestamptz))`,
        [username, since],
      );
      return Number(row?.count ?? 0);
    },
    async countIpFailures(ip: string, since: Date): Promise<number> {
      const [row] = await db.query<{ count: string | number }>(
        'select count(*) as count from login_attempts where ip = $1 and not success and at > $2',
        [ip, since],
      );
      return Number(row?.count ?? 0);
    },
    async recordAttempt(username: string, ip: string, success: boolean, at: Date) {
      await db.query(
        'insert into login_attempts (username, ip, success, at) values ($1, $2, $3, $4)',
        [username, ip, success, at],
      );
    },
    async deleteAttemptsBefore(before: Date) {
      await db.query('delete from login_attempts where at < $1', [before]);
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
