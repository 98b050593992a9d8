/** A person's notifications, one of each kind, the newest unread (notifications.ts). */
import { type Notification, notificationSchema } from '../notifications.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

const base = {
  decision: null,
  subject: null,
  nameZh: '',
  nameEn: '',
  version: '',
  reason: '',
  owner: '',
  link: null,
  readAt: null,
} as const;

export const notificationFixtures: Notification[] = [
  {
    ...base,
    id: '8',
    kind: 'agent-decided',
    decision: 'rejected',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    version: '1.3.0',
    reason: '封面图中的文字与描述不符，请更换封面后重新提交。',
    link: '/developer/plugins?edit=31',
    createdAt: at(23, 10),
  },
  {
    ...base,
    id: '7',
    kind: 'review-hidden',
    nameZh: '知识问答助手',
    nameEn: 'Knowledge Q&A',
    reason: '含有广告引流信息',
    link: '/plugins/statistics/1?tab=comments',
    createdAt: at(23, 8),
  },
  {
    ...base,
    id: '6',
    kind: 'agent-updated',
    nameZh: '知识问答助手',
    nameEn: 'Knowledge Q&A',
    version: '1.2.0',
    link: '/plugins/statistics/1?tab=about',
    createdAt: at(22, 16),
  },
  {
    ...base,
    id: '5',
    kind: 'team-added',
    owner: 'Legion 实验室',
    link: '/developer/plugins',
    createdAt: at(22, 9),
    readAt: at(22, 10),
  },
  {
    ...base,
    id: '4',
    kind: 'agent-decided',
    decision: 'approved',
    nameZh: '代码审查',
    nameEn: 'Code Review',
    version: '2.1.0',
    link: '/developer/plugins?edit=32',
    createdAt: at(21, 15),
    readAt: at(21, 18),
  },
  {
    ...base,
    id: '3',
    kind: 'legion-decided',
    decision: 'approved',
    nameZh: '研究小组',
    nameEn: 'Research Team',
    link: '/developer/orchestration',
    createdAt: at(20, 11),
    readAt: at(20, 12),
  },
  {
    ...base,
    id: '2',
    kind: 'application-decided',
    decision: 'approved',
    link: '/developer',
    createdAt: at(18, 14),
    readAt: at(18, 15),
  },
  {
    ...base,
    id: '1',
    kind: 'team-removed',
    owner: '周立',
    createdAt: at(16, 9),
    readAt: at(16, 10),
  },
].map((item) => notificationSchema.parse(item));

/** what an admin is told: submissions waiting */
export const adminNotificationFixtures: Notification[] = [
  {
    subject: 'agent',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    link: '/admin/plugins/review/41',
  },
  { subject: 'application', nameZh: '', nameEn: '', link: '/admin/dev/review/12' },
  { subject: 'legion', nameZh: '研究小组', nameEn: 'Research Team', link: '/admin/legions' },
].map((item, index) =>
  notificationSchema.parse({
    ...base,
    ...item,
    id: String(20 - index),
    kind: 'submission-waiting',
    createdAt: at(23, 12 - index),
  }),
);

/** a developer's agent stopped answering the platform's probes, then answered again */
export const agentHealthNotificationFixtures: Notification[] = [
  {
    ...base,
    id: '12',
    kind: 'agent-recovered',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    link: '/developer/plugins?edit=31',
    createdAt: at(23, 11),
  },
  {
    ...base,
    id: '11',
    kind: 'agent-down',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    link: '/developer/plugins?edit=31',
    createdAt: at(23, 9),
  },
].map((item) => notificationSchema.parse(item));
