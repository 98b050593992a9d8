/**
 * What each event tells, and whom (decision 0097): the notification's kind, fields
 * and link, and for decisions the SMS. Called inside the transaction of the event.
 */
import { displayNameSql } from '../accounts/display-name.ts';
import type { Queryable } from '../db/database.ts';
import { SMS_SIGNATURE } from '../sms/provider.ts';
import { notify, summary } from './service.ts';

type Decision = 'approved' | 'rejected';
interface Names {
  nameZh: string;
  nameEn: string;
}

/** a time as an SMS says it: Beijing time, to the minute */
const beijingTime = (at: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);

const decisionOf = (approved: boolean): Decision => (approved ? 'approved' : 'rejected');

/** a reason inside an SMS sentence: without its own closing stop, the sentence adds one */
const clause = (reason: string) => reason.replace(/[。．.！!？?\s]+$/u, '');

export const tell = {
  applicationDecided(
    tx: Queryable,
    event: { userId: string; approved: boolean; reason: string },
    at: Date,
  ) {
    const reason = event.approved ? '' : summary(event.reason);
    return notify(
      tx,
      { users: [event.userId] },
      {
        kind: 'application-decided',
        params: { decision: decisionOf(event.approved), reason },
        link: '/developer',
        sms: event.approved
          ? `${SMS_SIGNATURE}你的开发者认证申请已通过审核，现在可以提交智能体了。`
          : `${SMS_SIGNATURE}你的开发者认证申请未通过：${clause(reason)}。请登录修改后重新提交。`,
      },
      at,
    );
  },

  agentDecided(
    tx: Queryable,
    event: Names & { agentId: string; version: string; approved: boolean; reason: string },
    at: Date,
  ) {
    const reason = event.approved ? '' : summary(event.reason);
    return notify(
      tx,
      { managersOf: event.agentId },
      {
        kind: 'agent-decided',
        params: {
          decision: decisionOf(event.approved),
          reason,
          nameZh: event.nameZh,
          nameEn: event.nameEn,
          version: event.version,
        },
        link: `/developer/plugins?edit=${event.agentId}`,
        sms: event.approved
          ? `${SMS_SIGNATURE}你的插件「${event.nameZh}」v${event.version} 已通过审核并上架。`
          : `${SMS_SIGNATURE}你的插件「${event.nameZh}」v${event.version} 未通过审核：${clause(reason)}。`,
      },
      at,
    );
  },

  /** a published agent's new version went live: its subscribers hear of it (no SMS) */
  agentUpdated(tx: Queryable, event: Names & { agentId: string; version: string }, at: Date) {
    return notify(
      tx,
      { subscribersOf: event.agentId },
      {
        kind: 'agent-updated',
        params: { nameZh: event.nameZh, nameEn: event.nameEn, version: event.version },
        link: `/plugins/statistics/${event.agentId}?tab=about`,
      },
      at,
    );
  },

  /**
   * A published agent stopped answering the platform's probes: the people who manage it hear
   * of it, by SMS too (once an outage: the health checker tells only on the way down).
   */
  agentDown(tx: Queryable, event: Names & { agentId: string; since: Date }, at: Date) {
    return notify(
      tx,
      { managersOf: event.agentId },
      {
        kind: 'agent-down',
        params: { nameZh: event.nameZh, nameEn: event.nameEn },
        link: `/developer/plugins?edit=${event.agentId}`,
        sms: `${SMS_SIGNATURE}你的插件「${event.nameZh}」从 ${beijingTime(event.since)} 起不再响应平台的探测，用户暂时无法使用。请检查服务。`,
      },
      at,
    );
  },

  /** the agent answers again (in the app only) */
  agentRecovered(tx: Queryable, event: Names & { agentId: string }, at: Date) {
    return notify(
      tx,
      { managersOf: event.agentId },
      {
        kind: 'agent-recovered',
        params: { nameZh: event.nameZh, nameEn: event.nameEn },
        link: `/developer/plugins?edit=${event.agentId}`,
      },
      at,
    );
  },

  legionDecided(
    tx: Queryable,
    event: Names & { ownerId: string; approved: boolean; reason: string },
    at: Date,
  ) {
    const reason = event.approved ? '' : summary(event.reason);
    return notify(
      tx,
      { users: [event.ownerId] },
      {
        kind: 'legion-decided',
        params: {
          decision: decisionOf(event.approved),
          reason,
          nameZh: event.nameZh,
          nameEn: event.nameEn,
        },
        link: '/developer/orchestration',
        sms: event.approved
          ? `${SMS_SIGNATURE}你的军团「${event.nameZh}」已通过审核并发布。`
          : `${SMS_SIGNATURE}你的军团「${event.nameZh}」未通过审核：${clause(reason)}。`,
      },
      at,
    );
  },

  async teamChanged(
    tx: Queryable,
    event: { memberId: string; ownerId: string; added: boolean },
    at: Date,
  ) {
    const [owner] = await tx.query<{ name: string }>(
      `select ${displayNameSql('u')} as name from users u where u.id = $1::bigint`,
      [event.ownerId],
    );
    return notify(
      tx,
      { users: [event.memberId] },
      {
        kind: event.added ? 'team-added' : 'team-removed',
        params: { owner: owner?.name ?? '' },
        link: event.added ? '/developer/plugins' : null,
      },
      at,
    );
  },

  /** something new waits for review: every admin is told */
  submissionWaiting(
    tx: Queryable,
    event: Partial<Names> & { subject: 'application' | 'agent' | 'legion'; link: string },
    at: Date,
  ) {
    return notify(
      tx,
      { admins: true },
      {
        kind: 'submission-waiting',
        params: {
          subject: event.subject,
          nameZh: event.nameZh ?? '',
          nameEn: event.nameEn ?? '',
        },
        link: event.link,
      },
      at,
    );
  },

  /**
   * a submission was decided: what told the admins it waited is read for every admin, so the
   * bell no longer counts work that is done (a legion's by its name: its link is the queue's)
   */
  async submissionDecided(tx: Queryable, event: { link: string; nameZh?: string }, at: Date) {
    await tx.query(
      `update notifications set read_at = $3
       where kind = 'submission-waiting' and link = $1 and read_at is null
         and ($2::text is null or params->>'nameZh' = $2)`,
      [event.link, event.nameZh ?? null, at],
    );
  },

  reviewHidden(
    tx: Queryable,
    event: Names & { authorId: string; agentId: string; reason: string },
    at: Date,
  ) {
    const reason = summary(event.reason);
    return notify(
      tx,
      { users: [event.authorId] },
      {
        kind: 'review-hidden',
        params: { nameZh: event.nameZh, nameEn: event.nameEn, reason },
        link: `/plugins/statistics/${event.agentId}?tab=comments`,
        sms: `${SMS_SIGNATURE}你对「${event.nameZh}」的评价已被管理员隐藏：${clause(reason)}。`,
      },
      at,
    );
  },
};
