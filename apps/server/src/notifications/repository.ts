/** The SQL of notifications (migration 0026). */
import type { NotificationFilter, NotificationKind } from '@legion/api';
import type { Queryable } from '../db/database.ts';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  params: Record<string, unknown>;
  link: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

export interface NewNotification {
  kind: NotificationKind;
  params: Record<string, string>;
  link: string | null;
  /** the SMS to send as well; none when absent */
  sms?: string | undefined;
}

/**
 * who is told: some users, the subscribers of an agent, the people who manage an agent (its
 * owner and the team members authorised for it), or every admin
 */
export type Recipients =
  | { users: string[] }
  | { subscribersOf: string }
  | { managersOf: string }
  | { admins: true };

/** the recipients as stored: an agent's managers are looked up first, in the agents domain */
export type StoredRecipients = Exclude<Recipients, { managersOf: string }>;

function recipientsSql(to: StoredRecipients): { sql: string; params: unknown[] } {
  if ('users' in to) return { sql: 'select unnest($6::bigint[])', params: [to.users] };
  if ('subscribersOf' in to) {
    return {
      sql: 'select user_id from subscriptions where agent_id = $6::bigint',
      params: [to.subscribersOf],
    };
  }
  return { sql: "select id from users where role = 'admin'", params: [] };
}

const UNREAD = 'read_at is null';

export function notificationsRepository(db: Queryable) {
  return {
    async insert(to: StoredRecipients, notice: NewNotification, at: Date) {
      const recipients = recipientsSql(to);
      await db.query(
        `insert into notifications (user_id, kind, params, link, created_at, sms, sms_text)
         select r, $1, $2::jsonb, $3, $4, case when $5 = '' then 'none' else 'pending' end, $5
         from (${recipients.sql}) as recipients (r)`,
        [
          notice.kind,
          JSON.stringify(notice.params),
          notice.link,
          at,
          notice.sms ?? '',
          ...recipients.params,
        ],
      );
    },

    list(userId: string, filter: NotificationFilter, page: { limit: number; offset: number }) {
      return db.query<NotificationRow>(
        `select id::text as id, kind, params, link, created_at, read_at from notifications
         where user_id = $1::bigint and ($2 = 'all' or ${UNREAD})
         order by created_at desc, id desc limit $3 offset $4`,
        [userId, filter, page.limit, page.offset],
      );
    },

    async count(userId: string, filter: NotificationFilter): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        `select count(*)::int as total from notifications
         where user_id = $1::bigint and ($2 = 'all' or ${UNREAD})`,
        [userId, filter],
      );
      return row?.total ?? 0;
    },

    async markRead(userId: string, ids: string[] | 'all', at: Date) {
      await db.query(
        `update notifications set read_at = $2
         where user_id = $1::bigint and ${UNREAD} and ($3::bigint[] is null or id = any($3))`,
        [userId, at, ids === 'all' ? null : ids],
      );
    },

    /**
     * Claims up to `limit` messages waiting to be sent, oldest first, that no other instance
     * holds (or whose claim is older than `stale`), counting the attempt; with the recipient's
     * mobile (null when they have none).
     */
    claimSms(limit: number, at: Date, stale: Date) {
      return db.query<{
        id: string;
        mobile: string | null;
        sms_text: string;
        sms_attempts: number;
      }>(
        `update notifications n set sms = 'sending', sms_claimed_at = $2,
           sms_attempts = n.sms_attempts + 1
         from users u
         where u.id = n.user_id and n.id in (
           select id from notifications
           where sms = 'pending' or (sms = 'sending' and sms_claimed_at < $3)
           order by created_at limit $1 for update skip locked)
         returning n.id::text as id, u.mobile, n.sms_text, n.sms_attempts`,
        [limit, at, stale],
      );
    },

    async smsDone(id: string, state: 'sent' | 'failed' | 'pending' | 'none') {
      await db.query('update notifications set sms = $2 where id = $1::bigint', [id, state]);
    },
  };
}
