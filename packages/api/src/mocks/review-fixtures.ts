/** Reviews as the developer console and the moderation queue see them (agent-reviews.ts). */
import {
  type DeveloperReview,
  developerReviewSchema,
  type HostReview,
  hostReviewSchema,
  type ModeratedReview,
  moderatedReviewSchema,
} from '../agent-reviews.ts';
import { agentReviewFixtures } from './market-fixtures.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

/** the agent's reviews for its developer: the public ones and one an admin hid */
export const developerReviewFixtures: DeveloperReview[] = [
  ...agentReviewFixtures.map((review) =>
    developerReviewSchema.parse({ ...review, state: 'visible', hiddenReason: '' }),
  ),
  developerReviewSchema.parse({
    id: '6',
    author: 'user_7xq2mfp9ka',
    rating: 1,
    content: '垃圾！加微信 wx_123456 领取破解版。',
    createdAt: at(9),
    updatedAt: null,
    version: '1.1.0',
    verifiedSubscriber: true,
    reply: null,
    state: 'hidden',
    hiddenReason: '含有广告引流信息',
  }),
];

/** the moderation queue: two reported reviews, one hidden and one kept */
export const moderatedReviewFixtures: ModeratedReview[] = [
  moderatedReviewSchema.parse({
    ...developerReviewFixtures[1],
    agentId: '1',
    agentNameZh: '知识问答助手',
    agentNameEn: 'Knowledge Q&A',
    reports: [
      {
        reason: 'off-topic',
        note: '',
        reporter: '周立',
        createdAt: at(22, 8),
      },
    ],
    decision: null,
  }),
  moderatedReviewSchema.parse({
    id: '7',
    author: '138****0417',
    rating: 1,
    content: '开发者就是骗子，手机 13812345678 打过去没人接，大家别买！',
    createdAt: at(21),
    updatedAt: null,
    version: '2.0.1',
    verifiedSubscriber: true,
    reply: null,
    state: 'visible',
    hiddenReason: '',
    agentId: '3',
    agentNameZh: '会议纪要',
    agentNameEn: 'Meeting Minutes',
    reports: [
      {
        reason: 'personal-data',
        note: '评价里有完整的手机号',
        reporter: '林小雨',
        createdAt: at(22, 10),
      },
      { reason: 'offensive', note: '', reporter: 'Amy Zhou', createdAt: at(21, 16) },
    ],
    decision: null,
  }),
  moderatedReviewSchema.parse({
    ...developerReviewFixtures[5],
    agentId: '1',
    agentNameZh: '知识问答助手',
    agentNameEn: 'Knowledge Q&A',
    reports: [],
    decision: { action: 'hide', reason: '含有广告引流信息', admin: '平台管理员', at: at(10) },
  }),
  moderatedReviewSchema.parse({
    ...developerReviewFixtures[3],
    agentId: '1',
    agentNameZh: '知识问答助手',
    agentNameEn: 'Knowledge Q&A',
    reports: [],
    decision: { action: 'keep', reason: '属于正常的使用体验反馈', admin: '平台管理员', at: at(18) },
  }),
];

/** the person's own review, as the host app reads it back */
export const hostReviewFixture: HostReview = hostReviewSchema.parse({
  id: '1',
  agentId: '1',
  rating: 5,
  content: '回答都有出处，找资料快了很多。',
  version: '1.2.0',
  createdAt: at(20),
  updatedAt: null,
  state: 'visible',
  hiddenReason: '',
  reply: null,
});
