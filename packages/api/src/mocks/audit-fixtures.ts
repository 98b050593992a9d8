/** An audit trail of every kind of entry, newest first (audit.ts). */
import { type AuditEntry, auditEntrySchema } from '../audit.ts';

const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();
const admin = { id: '1', name: '周立' };
const developer = { id: '2', name: '陈开发' };

export const auditActorFixtures = [admin, developer];

export const auditFixtures: AuditEntry[] = [
  {
    id: '12',
    at: at(23, 10, 5),
    actor: admin,
    action: 'hide-review',
    subject: 'review',
    subjectName: { zh: '知识问答助手', en: 'Knowledge Answerer' },
    subjectId: '7',
    detail: '含有他人手机号',
    ip: '203.0.113.7',
  },
  {
    id: '11',
    at: at(23, 9, 40),
    actor: null,
    action: 'refund-remark',
    subject: 'order',
    subjectName: { zh: 'LG20261123-000048', en: 'LG20261123-000048' },
    subjectId: '48',
    detail: '用户取消订单后收到支付（交易号 4200000000000000000000000001），需退款',
    ip: '',
  },
  {
    id: '10',
    at: at(22, 16, 12),
    actor: developer,
    action: 'rotate-secret',
    subject: 'agent',
    subjectName: { zh: '会议纪要助手', en: 'Meeting Minutes' },
    subjectId: '31',
    detail: '',
    ip: '198.51.100.23',
  },
  {
    id: '9',
    at: at(22, 11, 0),
    actor: admin,
    action: 'role-change',
    subject: 'user',
    subjectName: { zh: '林小雨', en: '林小雨' },
    subjectId: '14',
    detail: 'user → developer',
    ip: '203.0.113.7',
  },
  {
    id: '8',
    at: at(22, 11, 0),
    actor: admin,
    action: 'approve',
    subject: 'application',
    subjectName: { zh: '林小雨（小雨科技有限公司）', en: '林小雨 (小雨科技有限公司)' },
    subjectId: '6',
    detail: '资料齐全，审核通过。',
    ip: '203.0.113.7',
  },
  {
    id: '7',
    at: at(22, 10, 48),
    actor: admin,
    action: 'reveal',
    subject: 'application',
    subjectName: { zh: '林小雨（小雨科技有限公司）', en: '林小雨 (小雨科技有限公司)' },
    subjectId: '6',
    detail: 'idCardNumber',
    ip: '203.0.113.7',
  },
  {
    id: '6',
    at: at(21, 15, 30),
    actor: admin,
    action: 'reject',
    subject: 'agent_version',
    subjectName: { zh: '理财顾问 v1.0.0', en: 'Wealth Advisor v1.0.0' },
    subjectId: '41',
    detail: '描述中承诺了投资收益，违反平台规范。',
    points: [
      { field: 'descriptionZh', action: '删除“保证年化收益”的说法' },
      { field: 'descriptionEn', action: 'Remove the promise of returns' },
    ],
    ip: '203.0.113.7',
  },
  {
    id: '5',
    at: at(20, 9, 5),
    actor: admin,
    action: 'keep-review',
    subject: 'review',
    subjectName: { zh: '写作助手', en: 'Writing Assistant' },
    subjectId: '4',
    detail: '属于正常的使用体验反馈',
    ip: '203.0.113.7',
  },
].map((entry) => auditEntrySchema.parse({ points: [], ...entry }));
