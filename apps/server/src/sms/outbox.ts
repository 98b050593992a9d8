/**
 * The sandbox SMS provider: every message is stored in `sms_outbox` and printed in the server
 * log as one line, code included, so a developer or a test reads it there or at /sandbox/sms.
 * Only used while the sandbox is on.
 */
import type { Database } from '../db/database.ts';
import { type SmsMessage, type SmsProvider, smsLogLine } from './provider.ts';

/** how many messages the sandbox page shows */
export const OUTBOX_PAGE_SIZE = 50;
/** messages older than this are deleted when a new one is stored */
const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface OutboxMessage {
  id: string;
  mobile: string;
  text: string;
  createdAt: string;
}

export interface SandboxOutbox extends SmsProvider {
  /** the latest messages, newest first, of one phone or of all */
  latest(mobile?: string): Promise<OutboxMessage[]>;
}

export function sandboxOutbox(deps: {
  db: Database;
  now: () => number;
  log: (line: string) => void;
}): SandboxOutbox {
  const { db, now, log } = deps;
  return {
    kind: 'sandbox',
    async send(message: SmsMessage) {
      const at = now();
      await db.query('insert into sms_outbox (mobile, body, created_at) values ($1, $2, $3)', [
        message.mobile,
        message.text,
        new Date(at),
      ]);
      await db.query('delete from sms_outbox where created_at < $1', [
        new Date(at - OUTBOX_RETENTION_MS),
      ]);
      log(smsLogLine(message));
    },
    async latest(mobile?: string) {
      const rows = await db.query<{
        id: string;
        mobile: string;
        body: string;
        created_at: Date | string;
      }>(
        `select id::text as id, mobile, body, created_at from sms_outbox
         where ($1::text is null or mobile = $1)
         order by created_at desc, id desc limit $2`,
        [mobile ?? null, OUTBOX_PAGE_SIZE],
      );
      return rows.map((row) => ({
        id: row.id,
        mobile: row.mobile,
        text: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
