/** Admin-console fixtures for stories and component tests; all parse with the contract. */
import {
  type AgentVersionReview,
  type AgentVersionRow,
  type ApplicationReview,
  type ApplicationRow,
  agentVersionReviewSchema,
  agentVersionRowSchema,
  applicationReviewSchema,
  applicationRowSchema,
  type Order,
  orderSchema,
  type ReviewCounts,
  reviewCountsSchema,
} from '../admin.ts';
import { type ReviewOutcome, type ReviewStatus, reviewOutcomeSchema } from '../developer.ts';
import { ORDER_STATUSES } from '../orders.ts';
import {
  developerAgentFixtures,
  developerApplicationFixture,
  mockImageUrl,
} from './developer-fixtures.ts';

const day = (date: number) => new Date(Date.UTC(2026, 10, date, 2, 30)).toISOString();

const APPLICANTS: Array<[string, string, string, ReviewStatus, number, number, boolean]> = [
  // name, company, industry, status, submitted (Nov day), age in working days, overdue
  ['林小雨', '小雨科技有限公司', 'software', 'pending', 6, 11, true],
  ['王五', '五洲数据服务有限公司', 'internet', 'pending', 12, 7, true],
  ['赵敏', '敏行教育科技有限公司', 'education', 'pending', 17, 4, false],
  ['Jason Wu', 'Northwind AI Ltd.', 'software', 'pending', 20, 1, false],
  ['钱多多', '多多零售有限公司', 'retail', 'rejected', 3, 3, false],
  ['孙悦', '悦读文化传媒有限公司', 'media', 'approved', 2, 2, false],
  ['周周', '周周健康科技有限公司', 'healthcare', 'approved', 1, 4, false],
];

export const applicationRowFixtures: ApplicationRow[] = APPLICANTS.map(
  ([developerName, companyName, industry, status, submitted, age, overdue], index) =>
    applicationRowSchema.parse({
      id: String(101 + index),
      developerName,
      companyName,
      industry,
      mobile: `13${index}****${String(1200 + index * 7).slice(-4)}`,
      status,
      submittedAt: day(submitted),
      reviewedAt: status === 'pending' ? null : day(submitted + 2),
      reviewerName: status === 'pending' ? null : '周立',
      submissions: index === 1 ? 2 : 1,
      ageWorkingDays: age,
      dueAt: day(submitted + 9),
      overdue,
    }),
);

/** a resubmission: it addressed one of the two points of its rejection */
export const applicationReviewFixture = (status: ReviewStatus = 'pending'): ApplicationReview =>
  applicationReviewSchema.parse({
    application: {
      ...developerApplicationFixture(status),
      id: '102',
      developerName: '王五',
      companyName: '五洲数据服务有限公司',
      industry: 'internet',
      mobile: '137****1207',
      idCardNumber: '110105********002X',
    },
    openPoints: [
      { id: '71', field: 'companyName', action: '填写营业执照上登记的公司全称', addressed: true },
      {
        id: '72',
        field: 'socialCreditCode',
        action: '核对统一社会信用代码，与营业执照一致',
        addressed: false,
      },
    ],
    changes: [
      { field: 'companyName', before: '五洲数据', after: '五洲数据服务有限公司' },
      // the first round's industry was the applicant's own words, the second a listed one
      { field: 'industry', before: '大数据服务', after: 'internet' },
    ],
    history: [
      {
        submittedAt: day(3),
        status: 'rejected',
        reviewedAt: day(5),
        reviewerName: '周立',
        comment: '企业信息与营业执照不一致',
        points: [
          {
            id: '71',
            field: 'companyName',
            action: '填写营业执照上登记的公司全称',
            addressed: true,
          },
          {
            id: '72',
            field: 'socialCreditCode',
            action: '核对统一社会信用代码，与营业执照一致',
            addressed: false,
          },
        ],
      },
    ],
    reviewerName: status === 'pending' ? null : '周立',
    ageWorkingDays: 7,
    dueAt: day(21),
    overdue: true,
  });

/** what another admin decided first: the 409 to a second decision carries it */
export const reviewOutcomeFixture = (status: 'approved' | 'rejected' = 'rejected'): ReviewOutcome =>
  reviewOutcomeSchema.parse({
    status,
    reviewerName: '吴审核',
    reviewedAt: day(22),
    comment: status === 'rejected' ? '统一社会信用代码与营业执照不一致' : '资料齐全，通过。',
    points:
      status === 'rejected'
        ? [
            {
              id: '81',
              field: 'socialCreditCode',
              action: '核对统一社会信用代码，与营业执照一致',
              addressed: false,
            },
          ]
        : [],
  });

const VERSIONS: Array<[string, string, string, ReviewStatus, boolean, number, number, boolean]> = [
  ['代码审查', 'Code Reviewer', '2.1.0', 'pending', true, 21, 1, false],
  ['幻灯片生成器', 'Slide Maker', '1.0.0', 'pending', false, 10, 8, true],
  ['旅行规划师', 'Trip Planner', '1.2.0', 'pending', true, 18, 3, false],
  ['股市预言家', 'Stock Oracle', '1.0.0', 'rejected', false, 17, 2, false],
  ['会议纪要', 'Meeting Minutes', '1.2.0', 'approved', true, 9, 2, false],
];

export const agentVersionRowFixtures: AgentVersionRow[] = VERSIONS.map(
  ([nameZh, nameEn, version, status, isUpdate, submitted, age, overdue], index) =>
    agentVersionRowSchema.parse({
      id: String(301 + index),
      agentId: String(31 + index),
      nameZh,
      nameEn,
      logo: mockImageUrl('logo', nameEn.charAt(0), 31 + index),
      version,
      company: index % 2 ? '星河科技' : 'Legion 实验室',
      developerName: '陈开发',
      status,
      isUpdate,
      // 幻灯片生成器 was rejected once and resubmitted as the same 1.0.0
      submission: index === 1 ? 2 : 1,
      submittedAt: day(submitted),
      reviewedAt: status === 'pending' ? null : day(submitted + 2),
      reviewerName: status === 'pending' ? null : '周立',
      ageWorkingDays: age,
      dueAt: day(submitted + 9),
      overdue,
    }),
);

/** a new version of a published agent: what changed against the live one */
export const agentVersionReviewFixture = (): AgentVersionReview => {
  const agent = developerAgentFixtures.updating;
  const [pending, live] = agent.versions;
  return agentVersionReviewSchema.parse({
    agentId: agent.id,
    category: agent.category,
    developerName: '陈开发',
    version: {
      ...pending,
      descriptionZh: '代码审查：逐行审查合并请求，指出缺陷、安全隐患和可读性问题，并给出修改建议。',
      idCardNumber: '110105********002X',
    },
    live: { ...live, idCardNumber: '110105********002X' },
    changes: [
      { field: 'version', before: '2.0.0', after: '2.1.0' },
      {
        field: 'descriptionZh',
        before: '代码审查：帮你把日常工作做得更快、更好。',
        after: '代码审查：逐行审查合并请求，指出缺陷、安全隐患和可读性问题，并给出修改建议。',
      },
    ],
    openPoints: [],
    history: [
      {
        submittedAt: live?.submittedAt ?? day(1),
        status: 'approved',
        reviewedAt: live?.reviewedAt ?? day(2),
        reviewerName: '周立',
        comment: '功能描述清晰，通过。',
        points: [],
      },
    ],
    ageWorkingDays: 1,
    dueAt: day(30),
    overdue: false,
  });
};

/** a first submission, nothing live yet */
export const newAgentReviewFixture = (): AgentVersionReview => {
  const agent = developerAgentFixtures.pending;
  return agentVersionReviewSchema.parse({
    agentId: agent.id,
    category: agent.category,
    developerName: '陈开发',
    version: { ...agent.latest, idCardNumber: '110105********002X' },
    live: null,
    changes: [],
    openPoints: [],
    history: [],
    ageWorkingDays: 8,
    dueAt: day(19),
    overdue: true,
  });
};

/** a rejected first version sent back as it was, with the developer's reason */
export const unchangedResubmissionFixture = (): AgentVersionReview => {
  const review = newAgentReviewFixture();
  return agentVersionReviewSchema.parse({
    ...review,
    version: {
      ...review.version,
      resubmitNote: '封面是品牌规定的样式，不能更换；其余内容已核对无误。',
    },
    history: [
      {
        submittedAt: day(10),
        status: 'rejected',
        reviewedAt: day(12),
        reviewerName: '周立',
        comment: '封面文字太小。',
        points: [],
      },
    ],
    overdue: false,
  });
};

export const reviewCountsFixture: ReviewCounts = reviewCountsSchema.parse({
  applications: 4,
  agents: 3,
  legions: 1,
  reportedReviews: 2,
  overdueApplications: 2,
  overdueAgents: 1,
});

const ORDER_ITEMS = ['个人高级版', '企业版', '会议纪要', '知识问答助手', '个人高级版'];
const ORDER_ITEMS_EN: Record<string, string> = {
  个人高级版: 'Personal Advanced',
  企业版: 'Enterprise',
  会议纪要: 'Meeting Minutes',
  知识问答助手: 'Knowledge Q&A',
};
const BUYERS: Array<[string, string]> = [
  ['林小雨', '139****0003'],
  ['Amy Zhou', '186****5678'],
  ['王五', '137****1207'],
  ['赵敏', '135****9012'],
];

export const orderFixtures: Order[] = Array.from({ length: 27 }, (_, index) => {
  const status = ORDER_STATUSES[index % 4] ?? 'pending';
  const paid = status === 'paid' || status === 'completed';
  const [userName, userPhone] = BUYERS[index % BUYERS.length] ?? ['', ''];
  const item = ORDER_ITEMS[index % ORDER_ITEMS.length] ?? '';
  const amount = item === '企业版' ? 5688 : item === '个人高级版' ? 18.8 * (1 + (index % 3)) : 9.9;
  const time = Date.UTC(2026, 10, 22 - Math.floor(index / 2), 9 - (index % 5), 15);
  return orderSchema.parse({
    id: String(5001 + index),
    orderNumber: `LG2026${String(11_220_000 - index * 317).padStart(8, '0')}`,
    agentName: item,
    agentNameEn: ORDER_ITEMS_EN[item] ?? item,
    userName,
    userPhone,
    amount: Math.round(amount * 100) / 100,
    paymentMethod: index % 3 === 0 ? 'pay_wallet' : 'chat_wallet',
    status,
    orderTime: new Date(time).toISOString(),
    paidAt: paid ? new Date(time + 90_000).toISOString() : null,
    payAccount: paid ? `${userPhone.slice(0, 3)}****${userPhone.slice(-4)}` : '',
    businessNumber: paid ? `TX${String(time).slice(-10)}` : '',
    remark: status === 'cancelled' ? '超时未支付，已自动取消' : '',
  });
});
