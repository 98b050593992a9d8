/** Developer-console fixtures for stories and component tests; all parse with the contract. */
import { AGENT_CHECK_WARNINGS, type AgentCheck, agentCheckReportSchema } from '../agent-checks.ts';
import {
  type AgentCall,
  type AgentCardSummary,
  type AgentStatistics,
  type AgentTestResult,
  type AgentUser,
  type AgentVersion,
  agentCallSchema,
  agentCardSummarySchema,
  agentStatisticsSchema,
  agentTestResultSchema,
  agentUserSchema,
  agentVersionSchema,
  type DeveloperAgentDetail,
  type DeveloperApplication,
  type DeveloperHome,
  developerAgentDetailSchema,
  developerApplicationSchema,
  developerHomeSchema,
  type ReviewStatus,
  type TeamMember,
  teamMemberSchema,
} from '../developer.ts';

/**
 * An image URL of the kind the server accepts for an agent (`/media/…`); in stories the
 * media handler draws it (`mediaHandlers`).
 */
export const mockImageUrl = (kind: 'logo' | 'cover', label: string, index: number) =>
  `/media/mock/${kind}-${label}-${index}.svg`;

/** valid by their checksums (GB 11643, GB 32100), and nobody's */
export const VALID_ID_CARD = '11010519491231002X';
export const VALID_CREDIT_CODE = '91350100M000100Y43';

export const developerApplicationFixture = (
  status: ReviewStatus = 'pending',
): DeveloperApplication =>
  developerApplicationSchema.parse({
    id: '7',
    userId: 'u-3',
    developerName: '林小雨',
    mobile: '13900000003',
    email: 'user@legion.local',
    companyName: '小雨科技有限公司',
    industry: 'software',
    legalPersonName: '林小雨',
    idCardNumber: VALID_ID_CARD,
    socialCreditCode: VALID_CREDIT_CODE,
    status,
    reviewOpinion:
      status === 'approved' ? '资料齐全，通过。' : status === 'rejected' ? '营业执照信息不符' : '',
    rejectionReason:
      status === 'rejected' ? '公司名称与统一社会信用代码登记的名称不一致，请核对后重新提交。' : '',
    submittedAt: '2026-11-18T02:10:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-20T06:30:00.000Z',
    points:
      status === 'rejected'
        ? [
            {
              id: '71',
              field: 'companyName',
              action: '填写营业执照上登记的公司全称',
              addressed: false,
            },
            {
              id: '72',
              field: 'socialCreditCode',
              action: '核对统一社会信用代码，与营业执照一致',
              addressed: false,
            },
          ]
        : [],
    expectedDecisionAt: status === 'pending' ? '2026-11-27T02:10:00.000Z' : null,
  });

const version = (
  id: number,
  nameZh: string,
  nameEn: string,
  fields: Partial<AgentVersion> = {},
): AgentVersion =>
  agentVersionSchema.parse({
    id: String(id),
    category: 'productivity',
    version: '1.0.0',
    nameZh,
    nameEn,
    descriptionZh: `${nameZh}：帮你把日常工作做得更快、更好。`,
    descriptionEn: `${nameEn}: gets everyday work done faster and better.`,
    company: 'Legion 实验室',
    url: `https://agents.legion.local/${nameEn.toLowerCase().replaceAll(' ', '-')}`,
    logo: mockImageUrl('logo', nameEn.charAt(0), id),
    coverZh: mockImageUrl('cover', 'zh', id),
    coverEn: mockImageUrl('cover', 'en', id),
    legalPersonName: '陈开发',
    idCardNumber: VALID_ID_CARD,
    socialCreditCode: VALID_CREDIT_CODE,
    releaseNotesZh: '',
    releaseNotesEn: '',
    resubmitNote: '',
    protocol: 'legion',
    model: '',
    apiKeySet: false,
    status: 'approved',
    reviewComment: '',
    reviewerName: '周立',
    reviewedAt: '2026-10-28T09:30:00.000Z',
    submittedAt: '2026-10-26T03:00:00.000Z',
    points: [],
    expectedDecisionAt: null,
    ...fields,
  });

const agent = (
  id: number,
  versions: AgentVersion[],
  fields: Partial<DeveloperAgentDetail> = {},
): DeveloperAgentDetail => {
  const live = versions.find((entry) => entry.status === 'approved') ?? null;
  const latest = versions[0] as AgentVersion;
  return developerAgentDetailSchema.parse({
    id: String(id),
    category: 'productivity',
    status: live ? 'approved' : latest.status,
    published: live !== null,
    publishedAt: live ? '2026-10-28T09:30:00.000Z' : null,
    subscriberCount: live ? 120 + id * 37 : 0,
    agentKey: `agt_${String(id).padStart(4, '0')}a1b2c3d4e5f6`,
    access: 'owner',
    ownerName: '陈开发',
    latest,
    live,
    versions,
    ...fields,
  });
};

/** one agent in each state a developer meets */
export const developerAgentFixtures = {
  approved: agent(31, [version(301, '会议纪要', 'Meeting Minutes', { version: '1.2.0' })]),
  updating: agent(32, [
    version(303, '代码审查', 'Code Reviewer', {
      version: '2.1.0',
      status: 'pending',
      reviewerName: null,
      reviewedAt: null,
      submittedAt: '2026-11-21T08:00:00.000Z',
      expectedDecisionAt: '2026-12-02T08:00:00.000Z',
    }),
    version(302, '代码审查', 'Code Reviewer', { version: '2.0.0' }),
  ]),
  pending: agent(33, [
    version(304, '幻灯片生成器', 'Slide Maker', {
      status: 'pending',
      reviewerName: null,
      reviewedAt: null,
      submittedAt: '2026-11-20T10:00:00.000Z',
      expectedDecisionAt: '2026-12-01T10:00:00.000Z',
    }),
  ]),
  rejected: agent(34, [
    version(305, '股市预言家', 'Stock Oracle', {
      status: 'rejected',
      reviewComment: '描述中承诺了投资收益，违反平台规范。请删除收益承诺后重新提交。',
      reviewedAt: '2026-11-19T07:00:00.000Z',
      submittedAt: '2026-11-17T07:00:00.000Z',
      points: [
        {
          id: '81',
          field: 'descriptionZh',
          action: '删除“稳赚不赔”“年化收益”等收益承诺',
          addressed: false,
        },
        { id: '82', field: 'coverZh', action: '封面去掉收益曲线图', addressed: false },
      ],
    }),
  ]),
  /** saved, not yet submitted: an OpenAI-compatible service with its key saved */
  draft: agent(36, [
    version(307, '合同审阅', 'Contract Reviewer', {
      status: 'draft',
      protocol: 'openai-chat',
      url: 'https://api.contracts.example.com/v1',
      model: 'contract-reviewer-pro',
      apiKeySet: true,
      reviewerName: null,
      reviewedAt: null,
      submittedAt: '2026-11-23T06:00:00.000Z',
    }),
  ]),
  /** on the market, with its next version saved as a draft */
  nextDraft: agent(37, [
    version(309, '周报助手', 'Weekly Report', {
      version: '1.3.0',
      status: 'draft',
      releaseNotesZh: '支持按发言人整理要点。',
      reviewerName: null,
      reviewedAt: null,
      submittedAt: '2026-11-24T02:00:00.000Z',
    }),
    version(308, '周报助手', 'Weekly Report', { version: '1.2.0' }),
  ]),
  /** rejected, with its fix saved as a draft: one point marked fixed, a note to the reviewer */
  fixDraft: agent(
    38,
    [
      version(311, '行情简报', 'Market Brief', {
        status: 'draft',
        descriptionZh: '行情简报：整理公开的行情和公告，帮你读懂市场。',
        resubmitNote: '已删除收益承诺；封面按品牌规范保留。',
        reviewerName: null,
        reviewedAt: null,
        submittedAt: '2026-11-24T03:00:00.000Z',
      }),
      version(310, '行情简报', 'Market Brief', {
        status: 'rejected',
        reviewComment: '描述中承诺了投资收益，违反平台规范。请删除收益承诺后重新提交。',
        reviewedAt: '2026-11-19T07:00:00.000Z',
        submittedAt: '2026-11-17T07:00:00.000Z',
        points: [
          {
            id: '83',
            field: 'descriptionZh',
            action: '删除“稳赚不赔”“年化收益”等收益承诺',
            addressed: true,
          },
          { id: '84', field: 'coverZh', action: '封面去掉收益曲线图', addressed: false },
        ],
      }),
    ],
    { status: 'rejected' },
  ),
  shared: agent(
    35,
    [version(306, '旅行规划师', 'Trip Planner', { company: '星河科技', version: '1.1.0' })],
    { access: 'member', ownerName: '王团队' },
  ),
} satisfies Record<string, DeveloperAgentDetail>;

export const developerAgentList = Object.values(developerAgentFixtures);

export const AGENT_SECRET_FIXTURE = 'lgs_3q2+7Yh0kPz9WcR4uN1bXe6TfA8sLmVd';

export const developerHomeFixture: DeveloperHome = developerHomeSchema.parse({
  counts: { pending: 1, rejected: 1, approved: 3 },
  subscribers: 842,
  newUsers30d: 156,
  activeUsers30d: 431,
  orders30d: 27,
  recentReviews: [
    {
      agentId: '34',
      nameZh: '股市预言家',
      nameEn: 'Stock Oracle',
      version: '1.0.0',
      status: 'rejected',
      comment: '描述中承诺了投资收益，违反平台规范。请删除收益承诺后重新提交。',
      reviewedAt: '2026-11-19T07:00:00.000Z',
    },
    {
      agentId: '31',
      nameZh: '会议纪要',
      nameEn: 'Meeting Minutes',
      version: '1.2.0',
      status: 'approved',
      comment: '功能描述清晰，通过。',
      reviewedAt: '2026-10-28T09:30:00.000Z',
    },
  ],
});

export const teamMemberFixtures: TeamMember[] = [
  ['41', '王小明', '137****1234', 'xiaoming@example.com', ['31', '32']],
  ['42', 'Amy Zhou', '186****5678', 'amy@example.com', []],
  ['43', '赵工', '135****9012', '', ['31']],
].map(([userId, name, mobile, email, agentIds], index) =>
  teamMemberSchema.parse({
    userId,
    name,
    mobile,
    email,
    agentIds,
    addedAt: new Date(Date.UTC(2026, 10, 10 + index, 3)).toISOString(),
  }),
);

/** a day-by-day series over [from, to], shaped like a growing agent */
export function agentStatisticsFixture(from: string, to: string): AgentStatistics {
  const start = Date.parse(from);
  const days = Math.max(1, Math.round((Date.parse(to) - start) / 86_400_000) + 1);
  const trend = Array.from({ length: days }, (_, day) => ({
    date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
    newUsers: 2 + ((day * 7) % 5),
    activeUsers: 18 + ((day * 13) % 11) + Math.floor(day / 3),
    calls: 60 + ((day * 17) % 29) + day * 2,
    orders: (day * 3) % 4,
  }));
  return agentStatisticsSchema.parse({
    from,
    to,
    newUsers: trend.reduce((sum, point) => sum + point.newUsers, 0),
    activeUsers: Math.max(...trend.map((point) => point.activeUsers)) + days,
    calls: trend.reduce((sum, point) => sum + point.calls, 0),
    orders: trend.reduce((sum, point) => sum + point.orders, 0),
    // each order at the personal plan's ¥18.80
    revenue: Math.round(trend.reduce((sum, point) => sum + point.orders, 0) * 1880) / 100,
    trend,
    // people's calls over the range as far back as the call log holds (30 days): 9 of 412 failed
    quality: {
      calls: 412,
      failed: 9,
      errorRate: 9 / 412,
      firstEventP50Ms: 640,
      firstEventP95Ms: 2310,
      loggedSince: new Date(Math.max(start, Date.parse(to) - 30 * 86_400_000)).toISOString(),
    },
  });
}

export const agentUserFixtures: AgentUser[] = Array.from({ length: 23 }, (_, index) =>
  agentUserSchema.parse({
    name: ['林小雨', 'Amy Zhou', '139****2210', '周周', '李四'][index % 5],
    mobile: `13${index % 10}****${String(1000 + index * 37).slice(-4)}`,
    subscribedAt: new Date(Date.UTC(2026, 10, 21 - index, 9)).toISOString(),
    lastUsedAt:
      index % 4 === 3 ? null : new Date(Date.UTC(2026, 10, 22 - index / 2, 9)).toISOString(),
    uses: index % 4 === 3 ? 0 : 40 - index,
    orders: index % 3,
  }),
);

const TEST_BODY = JSON.stringify({
  conversationId: 'test-36',
  turnId: 'test-1764050400000',
  userId: '5f0c9d2b7a1e4c3f8b6a0d9e2c1f7a4b',
  language: 'zh-CN',
  message: '这份合同的付款条款有什么风险？',
  history: [],
  passages: [],
});

/** what the test console shows after a call: a streamed Markdown reply, then a failure */
export const agentTestFixtures = {
  /** an OpenAI-compatible service answered in Markdown */
  complete: agentTestResultSchema.parse({
    protocol: 'openai-chat',
    requests: [
      {
        method: 'POST',
        url: 'https://api.contracts.example.com/v1/chat/completions',
        headers: {
          authorization: 'Bearer ••••9f2c',
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          model: 'contract-reviewer-pro',
          messages: [
            { role: 'system', content: 'Answer in Simplified Chinese.' },
            { role: 'user', content: '这份合同的付款条款有什么风险？' },
          ],
          stream: true,
        }),
      },
    ],
    signedString: null,
    events: [
      { atMs: 412, type: 'delta', data: '{"text":"**付款条款**有三处风险：\\n\\n"}' },
      { atMs: 468, type: 'delta', data: '{"text":"1. 预付款比例达 *60%*；\\n"}' },
      {
        atMs: 503,
        type: 'delta',
        data: '{"text":"2. 验收标准没有写明；\\n3. 逾期付款无违约金。"}',
      },
      { atMs: 515, type: 'done', data: '{}' },
    ],
    reply:
      '**付款条款**有三处风险：\n\n1. 预付款比例达 *60%*；\n2. 验收标准没有写明；\n3. 逾期付款无违约金。',
    outcome: 'complete',
    message: '',
    firstEventMs: 412,
    totalMs: 515,
    remaining: 27,
  }),
  /** a service of our protocol: the signed request and the string it signs */
  signed: agentTestResultSchema.parse({
    protocol: 'legion',
    requests: [
      {
        method: 'POST',
        url: 'https://agents.example.com/contract-reviewer',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'x-agent-id': 'agt_0036a1b2c3d4e5f6',
          'x-timestamp': '1764050400000',
          'x-signature': '9b1e0c6f3d2a8b7c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5',
        },
        body: TEST_BODY,
      },
    ],
    signedString:
      'conversationId=test-36&history=[]&language=zh-CN&message=这份合同的付款条款有什么风险？&passages=[]&turnId=test-1764050400000&userId=5f0c9d2b7a1e4c3f8b6a0d9e2c1f7a4b{SHA-256 of the agent secret}1764050400000',
    events: [
      { atMs: 96, type: 'delta', data: '{"text":"收到：这份合同的付款条款有什么风险？"}' },
      { atMs: 101, type: 'done', data: '{}' },
    ],
    reply: '收到：这份合同的付款条款有什么风险？',
    outcome: 'complete',
    message: '',
    firstEventMs: 96,
    totalMs: 101,
    remaining: 29,
  }),
  /** the service refused the key */
  refused: agentTestResultSchema.parse({
    protocol: 'openai-chat',
    requests: [
      {
        method: 'POST',
        url: 'https://api.contracts.example.com/v1/chat/completions',
        headers: { authorization: 'Bearer ••••0000', 'content-type': 'application/json' },
        body: '{"model":"contract-reviewer-pro","stream":true}',
      },
    ],
    signedString: null,
    events: [{ atMs: 188, type: 'error', data: '{"message":"401 Incorrect API key provided"}' }],
    reply: '',
    outcome: 'refused',
    message: '401 Incorrect API key provided',
    firstEventMs: null,
    totalMs: 188,
    remaining: 26,
  }),
} satisfies Record<string, AgentTestResult>;

/** an A2A agent's card, as the form reads it */
export const agentCardFixture: AgentCardSummary = agentCardSummarySchema.parse({
  name: 'Travel Desk',
  description: 'Plans trips: flights, hotels and a day-by-day itinerary.',
  version: '2.3.0',
  skills: [
    { name: 'Itinerary', description: 'A day-by-day plan for a city' },
    { name: 'Flights', description: 'Finds flights between two cities' },
  ],
  iconUrl: 'https://travel.example.com/icon.png',
  logo: mockImageUrl('logo', 'T', 40),
  provider: 'Travel Example Inc.',
  needsCredential: true,
});

/** an agent's call log: people's calls and the platform's own, some failed */
export const agentCallFixtures: AgentCall[] = [
  [
    '901',
    '2026-11-24T01:58:00.000Z',
    'test',
    'openai-chat',
    'complete',
    null,
    '',
    412,
    515,
    '付款条款有什么风险？',
  ],
  ['900', '2026-11-24T01:40:00.000Z', 'chat', 'openai-chat', 'complete', null, '', 380, 2140, null],
  [
    '899',
    '2026-11-24T01:12:00.000Z',
    'legion',
    'openai-chat',
    'failed',
    'timeout',
    'the agent took too long',
    null,
    15000,
    null,
  ],
  [
    '898',
    '2026-11-23T23:05:00.000Z',
    'chat',
    'openai-chat',
    'failed',
    'refused',
    '401 Incorrect API key provided',
    null,
    188,
    null,
  ],
  ['897', '2026-11-23T22:30:00.000Z', 'chat', 'openai-chat', 'stopped', null, '', 402, 1290, null],
].map(
  ([id, at, kind, protocol, status, failure, failureMessage, firstEventMs, totalMs, testMessage]) =>
    agentCallSchema.parse({
      id,
      at,
      kind,
      protocol,
      status,
      failure,
      failureMessage,
      firstEventMs,
      totalMs,
      testMessage,
    }),
);

const check = (
  name: AgentCheck['name'],
  outcome: AgentCheck['outcome'],
  detail: string,
  timing: Partial<Pick<AgentCheck, 'firstEventMs' | 'totalMs'>> = {},
): AgentCheck => ({
  name,
  blocking: !AGENT_CHECK_WARNINGS.includes(name),
  outcome,
  detail,
  firstEventMs: timing.firstEventMs ?? null,
  totalMs: timing.totalMs ?? null,
});

/** conformance reports: one that passes with a warning, one with a blocking failure */
export const agentCheckFixtures = {
  passed: agentCheckReportSchema.parse({
    id: '501',
    versionId: '3601',
    version: '1.0.0',
    protocol: 'legion',
    requestedBy: 'developer',
    createdAt: '2026-11-24T01:30:00.000Z',
    passed: true,
    validUntil: '2026-11-25T01:30:00.000Z',
    checks: [
      check('reachable', 'pass', 'the address answers'),
      check('answers', 'pass', 'text came within the time limits', {
        firstEventMs: 640,
        totalMs: 2310,
      }),
      check('streams', 'pass', 'the answer came as an event stream', {
        firstEventMs: 640,
        totalMs: 2310,
      }),
      check('ends', 'pass', 'the stream ended as the protocol says'),
      check('unsigned', 'pass', 'refused with HTTP 401'),
      check('wrongSignature', 'pass', 'refused with HTTP 401'),
      check('sizeLimits', 'pass', 'answers within 64 KB of text'),
      check('context', 'fail', 'the second turn did not give back the number 4821'),
      check('languages', 'pass', 'answered in Chinese and in English'),
    ],
  }),
  failed: agentCheckReportSchema.parse({
    id: '502',
    versionId: '3601',
    version: '1.0.0',
    protocol: 'legion',
    requestedBy: 'developer',
    createdAt: '2026-11-24T01:20:00.000Z',
    passed: false,
    validUntil: '2026-11-25T01:20:00.000Z',
    checks: [
      check('reachable', 'pass', 'the address answers'),
      check('answers', 'pass', 'text came within the time limits', {
        firstEventMs: 820,
        totalMs: 1900,
      }),
      check('streams', 'pass', 'the answer came as an event stream', {
        firstEventMs: 820,
        totalMs: 1900,
      }),
      check('ends', 'fail', 'the event stream ended without done'),
      check(
        'unsigned',
        'fail',
        'a call without a signature was answered HTTP 200, not refused (401)',
      ),
      check('wrongSignature', 'pass', 'refused with HTTP 401'),
      check('sizeLimits', 'pass', 'answers within 64 KB of text'),
      check('context', 'skipped', 'the first question was not answered'),
      check('languages', 'skipped', 'the first question was not answered'),
    ],
  }),
};
