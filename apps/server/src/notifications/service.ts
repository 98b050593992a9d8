/**
 * The notification centre (decision 0097): a person's notifications, read and unread,
 * and the SMS of decisions sent in the background by any instance.
 */
import {
  NOTIFICATION_REASON_LENGTH,
  type Notification,
  type NotificationPage,
  type notificationQuerySchema,
  type UnreadCount,
} from '@legion/api';
import type { z } from 'zod';
import { agentsData } from '../agents/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { backgroundLoop } from '../shared/background.ts';
import { iso } from '../shared/time.ts';
import type { SmsProvider } from '../sms/provider.ts';
import {
  type NewNotification,
  type NotificationRow,
  notificationsRepository,
  type Recipients,
} from './repository.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toNotification(row: NotificationRow): Notification {
  const params = row.params ?? {};
  const decision = text(params.decision);
  const subject = text(params.subject);
  return {
    id: row.id,
    kind: row.kind,
    decision: decision === 'approved' || decision === 'rejected' ? decision : null,
    subject:
      subject === 'application' || subject === 'agent' || subject === 'legion' ? subject : null,
    nameZh: text(params.nameZh),
    nameEn: text(params.nameEn),
    version: text(params.version),
    reason: text(params.reason),
    owner: text(params.owner),
    link: row.link,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}

/** a reason's first words, on one line */
export function summary(reason: string): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  return line.length > NOTIFICATION_REASON_LENGTH
    ? `${line.slice(0, NOTIFICATION_REASON_LENGTH - 1)}…`
    : line;
}

/**
 * Writes a notification for `to` in `tx`: the transaction of what it tells, so it exists
 * exactly when that happened.
 */
export async function notify(tx: Queryable, to: Recipients, notice: NewNotification, at: Date) {
  const recipients =
    'managersOf' in to ? { users: await agentsData(tx).managerIds(to.managersOf) } : to;
  return notificationsRepository(tx).insert(recipients, notice, at);
}

export function notificationsService({ db, now }: { db: Database; now: () => number }) {
  const repo = notificationsRepository(db);
  return {
    async list(
      userId: string,
      query: z.output<typeof notificationQuerySchema>,
    ): Promise<NotificationPage> {
      const [rows, total, unread] = await Promise.all([
        repo.list(userId, query.filter, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.count(userId, query.filter),
        repo.count(userId, 'unread'),
      ]);
      return {
        items: rows.map(toNotification),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unread,
      };
    },

    async unread(userId: string): Promise<UnreadCount> {
      return { unread: await repo.count(userId, 'unread') };
    },

    async markRead(userId: string, input: { ids: string[]; all: boolean }): Promise<UnreadCount> {
      await repo.markRead(userId, input.all ? 'all' : input.ids, new Date(now()));
      return { unread: await repo.count(userId, 'unread') };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

/** how often an instance sends the waiting SMS: a decision's message leaves within seconds */
export const DELIVER_EVERY_MS = 2_000;
const SMS_BATCH = 20;
const SMS_TRIES = 3;
const SMS_CLAIM_STALE_MS = 5 * 60_000;

/**
 * Sends the waiting SMS of notifications, a batch a run. Every instance may run it: a message is
 * claimed by one. A refused message is tried again on the next runs, three times in all.
 */
export async function deliverSms(deps: { db: Database; sms: SmsProvider; now: () => number }) {
  const repo = notificationsRepository(deps.db);
  const at = deps.now();
  const claimed = await repo.claimSms(SMS_BATCH, new Date(at), new Date(at - SMS_CLAIM_STALE_MS));
  for (const message of claimed) {
    if (!message.mobile) {
      await repo.smsDone(message.id, 'none');
      continue;
    }
    try {
      await deps.sms.send({ mobile: message.mobile, text: message.sms_text });
      await repo.smsDone(message.id, 'sent');
    } catch {
      await repo.smsDone(message.id, message.sms_attempts >= SMS_TRIES ? 'failed' : 'pending');
    }
  }
  return claimed.length;
}

/** runs deliverSms every `everyMs` in the background; `stop` waits for a run under way */
export function smsDeliveryLoop(
  deps: { db: Database; sms: SmsProvider; now: () => number },
  everyMs: number,
  log: (line: string) => void = () => {},
) {
  return backgroundLoop('notification sms delivery', () => deliverSms(deps), everyMs, log);
}
