import type { Feedback } from '../feedback.ts';

export const feedbackFixtures: Feedback[] = [
  {
    id: '502',
    company: '星河物流',
    contactName: '周敏',
    mobile: '139****0021',
    details: '我们有 200 名司机，想用临时群聊做每日调度，能否支持批量建群？',
    createdAt: '2026-11-21T06:12:00.000Z',
  },
  {
    id: '501',
    company: 'Acme Studio',
    contactName: 'Dana Lee',
    mobile: '138****8000',
    details: 'Is there an English invoice (发票) for the enterprise plan?',
    createdAt: '2026-11-20T02:40:00.000Z',
  },
];
