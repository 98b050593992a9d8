/** Market fixtures for stories and component tests; every one parses with the contract. */
import {
  type AgentCard,
  type AgentDetail,
  type AgentOverview,
  type AgentReview,
  agentCardSchema,
  agentDetailSchema,
  agentOverviewSchema,
  agentReviewSchema,
  type SubscribedAgent,
  subscribedAgentSchema,
} from '../market.ts';

const PALETTE = ['#4f46e5', '#0891b2', '#059669', '#d97706', '#db2777', '#7c3aed', '#2563eb'];

/** FNV-1a: a stable 32-bit number for a string */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A small SVG picture as a data URI, so stories need no image server: squares in a pattern
 * drawn from `seed` (5 × 5 cells mirrored left to right, as identicons are) on one of the
 * palette's colours. Shapes only, with crisp edges: no text, whose glyphs each browser build
 * rasterises a little differently, so a screenshot of it depends on our code alone.
 */
export function svgImage(seed: string, index: number, width = 96, height = 96): string {
  const colour = PALETTE[index % PALETTE.length];
  const hash = hashOf(seed);
  const cell = Math.max(1, Math.floor((Math.min(width, height) * 0.6) / 5));
  const left = Math.floor((width - cell * 5) / 2);
  const top = Math.floor((height - cell * 5) / 2);
  const squares: string[] = [];
  const square = (column: number, row: number) =>
    squares.push(
      `<rect x="${left + column * cell}" y="${top + row * cell}" width="${cell}" height="${cell}"/>`,
    );
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if (((hash >>> (row * 3 + column)) & 1) === 0) continue;
      square(column, row);
      if (column < 2) square(4 - column, row);
    }
  }
  // never a blank picture: the middle column at least
  if (squares.length === 0) for (let row = 0; row < 5; row++) square(2, row);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges"><rect width="${width}" height="${height}" fill="${colour}"/><g fill="#fff" fill-opacity="0.85">${squares.join('')}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const AGENTS: Array<
  [string, string, string, string, AgentCard['category'], number, number, number]
> = [
  [
    '知识问答助手',
    'Knowledge Answerer',
    '从你的知识库中检索并回答问题，附上引用的段落。',
    'Answers from your knowledge bases and quotes the passages it used.',
    'knowledge',
    4.8,
    126,
    3421,
  ],
  [
    '会议纪要',
    'Meeting Minutes',
    '把会议录音和文字整理成要点、决议和待办。',
    'Turns meeting notes into key points, decisions and to-dos.',
    'productivity',
    4.6,
    88,
    2210,
  ],
  [
    '代码审查',
    'Code Reviewer',
    '审查代码变更，指出缺陷、风险和更好的写法。',
    'Reviews code changes for bugs, risks and better ways.',
    'development',
    4.5,
    64,
    1893,
  ],
  [
    '数据分析师',
    'Data Analyst',
    '读懂表格，回答问题并给出图表建议。',
    'Reads spreadsheets, answers questions and suggests charts.',
    'data',
    4.4,
    51,
    1402,
  ],
  [
    '旅行规划',
    'Trip Planner',
    '按预算和偏好安排每天的行程。',
    'Plans each day of a trip around your budget and taste.',
    'lifestyle',
    4.7,
    73,
    1288,
  ],
  [
    '英语陪练',
    'English Tutor',
    '陪你练口语和写作，及时纠正语法。',
    'Practises speaking and writing with you and fixes grammar.',
    'education',
    4.3,
    45,
    1175,
  ],
  [
    '文案写作',
    'Copywriter',
    '为产品、活动和社交媒体写吸引人的文案。',
    'Writes catchy copy for products, campaigns and social posts.',
    'writing',
    4.2,
    39,
    987,
  ],
  [
    '法律助手',
    'Legal Helper',
    '解释合同条款，提示常见法律风险。',
    'Explains contract clauses and flags common legal risks.',
    'knowledge',
    4.1,
    27,
    756,
  ],
  [
    '表格助手',
    'Spreadsheet Helper',
    '写公式、清洗数据、生成透视表。',
    'Writes formulas, cleans data and builds pivot tables.',
    'data',
    4.5,
    33,
    702,
  ],
  [
    '设计灵感',
    'Design Muse',
    '为你的设计提供配色、排版和构图灵感。',
    'Suggests colours, type and layouts for your designs.',
    'design',
    4.0,
    22,
    540,
  ],
  [
    '日程管家',
    'Schedule Keeper',
    '安排会议、提醒待办，守护你的专注时间。',
    'Books meetings, reminds you of tasks and guards focus time.',
    'productivity',
    4.4,
    30,
    498,
  ],
  [
    '健身教练',
    'Fitness Coach',
    '根据目标制定训练计划并跟踪进度。',
    'Builds a training plan for your goal and tracks progress.',
    'lifestyle',
    4.6,
    19,
    311,
  ],
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** the day the stories run on (STORY_EPOCH of .storybook/story-clock.ts) */
const STORY_TODAY = Date.parse('2026-11-24T02:00:00Z');
/** how long ago each fixture agent was updated, in days */
const UPDATED_DAYS_AGO = [3, 0, 12, 1, 45, 6, 400, 20, 2, 90, 8, 30];

export const agentCardFixtures: AgentCard[] = AGENTS.map(
  (
    [nameZh, nameEn, descriptionZh, descriptionEn, category, rating, ratingCount, subscriberCount],
    index,
  ) =>
    agentCardSchema.parse({
      id: String(index + 1),
      nameZh,
      nameEn,
      descriptionZh,
      descriptionEn,
      logo: svgImage(nameEn.charAt(0), index),
      company: ['Legion 实验室', '星河科技', '青云智能', 'Northwind AI'][index % 4],
      category,
      rating,
      ratingCount,
      subscriberCount,
      publishedAt: new Date(Date.UTC(2026, 9, 1 + index)).toISOString(),
      // days before the stories' calendar (.storybook/story-clock.ts): "3 天前更新" every run
      updatedAt: new Date(
        STORY_TODAY - (UPDATED_DAYS_AGO[index] ?? 3) * DAY_MS - HOUR_MS,
      ).toISOString(),
      subscribed: false,
    }),
);

/**
 * A person's own agents: one used an hour before the stories' calendar, one the week before,
 * one never (subscribed yesterday). The list's order, as the server's: the last used first.
 */
export const subscribedAgentFixtures: SubscribedAgent[] = (
  [
    // [fixture, subscribed days ago, last used hours ago]
    [0, 30, 1],
    [2, 20, 7 * 24],
    [4, 1, null],
  ] as const
).map(([index, subscribedDaysAgo, usedHoursAgo]) =>
  subscribedAgentSchema.parse({
    ...(agentCardFixtures[index] as AgentCard),
    subscribed: true,
    subscribedAt: new Date(STORY_TODAY - subscribedDaysAgo * DAY_MS).toISOString(),
    lastUsedAt:
      usedHoursAgo === null ? null : new Date(STORY_TODAY - usedHoursAgo * HOUR_MS).toISOString(),
  }),
);

export function agentDetailFixture(
  card: AgentCard = agentCardFixtures[0] as AgentCard,
): AgentDetail {
  return agentDetailSchema.parse({
    ...card,
    coverZh: svgImage(card.nameZh, Number(card.id), 1200, 630),
    coverEn: svgImage(card.nameEn, Number(card.id), 1200, 630),
    developerName: '陈开发',
    version: '1.2.0',
    url: 'https://agents.legion.local/knowledge-answerer',
    reviewedAt: '2026-10-28T09:30:00.000Z',
    releases: [
      {
        version: '1.2.0',
        notesZh:
          '改进表格识别：表格的每一行都带上表头，检索更准确。\n修复了长 PDF 偶尔漏掉最后几页的问题。',
        notesEn:
          'Better tables: every row carries its header, so search finds it.\nFixed long PDFs sometimes missing their last pages.',
        releasedAt: '2026-10-28T09:30:00.000Z',
      },
      {
        version: '1.1.0',
        // written in Chinese only: an English reader sees it, marked as such
        notesZh: '回答附上引用的原文段落，点击即可查看出处。',
        notesEn: '',
        releasedAt: '2026-09-12T08:00:00.000Z',
      },
      {
        version: '1.0.0',
        notesZh: '首次发布。',
        notesEn: 'First release.',
        releasedAt: '2026-08-01T08:00:00.000Z',
      },
    ],
  });
}

export const agentOverviewFixture: AgentOverview = agentOverviewSchema.parse({
  subscribers: 3421,
  activeUsers: 1280,
  orders: 214,
  trend: Array.from({ length: 30 }, (_, day) => ({
    date: new Date(Date.UTC(2026, 9, 24 + day)).toISOString().slice(0, 10),
    subscribers: 20 + ((day * 7) % 13) + Math.round(day * 1.5),
    activeUsers: 300 + ((day * 37) % 90) + day * 8,
    orders: 3 + ((day * 5) % 7),
  })),
  ratingDistribution: [2, 3, 8, 31, 82],
});

export const agentReviewFixtures: AgentReview[] = (
  [
    ['林小雨', 5, '回答都有出处，找资料快了很多。', '1.2.0', true, null],
    [
      '138****0002',
      2,
      '上传的表格经常答不出来，希望尽快改进。',
      '1.1.0',
      true,
      '感谢反馈！1.2.0 已改进表格识别，欢迎升级后再试。',
    ],
    ['Amy Zhou', 5, 'Great at pulling answers out of long PDFs.', '1.2.0', true, null],
    ['周立', 3, '中文文档效果很好，表格识别还可以更好。', '1.1.0', false, null],
    ['user_k3m9x2qa7d', 4, '界面清爽，订阅后马上能用。', '1.0.0', true, null],
  ] as const
).map(([author, rating, content, version, verifiedSubscriber, reply], index) =>
  agentReviewSchema.parse({
    id: String(index + 1),
    author,
    rating,
    content,
    createdAt: new Date(Date.UTC(2026, 10, 20 - index * 2, 8)).toISOString(),
    updatedAt: index === 1 ? new Date(Date.UTC(2026, 10, 21, 9)).toISOString() : null,
    version,
    verifiedSubscriber,
    reply: reply && {
      content: reply,
      author: 'Legion 实验室',
      createdAt: new Date(Date.UTC(2026, 10, 19, 10)).toISOString(),
      updatedAt: null,
    },
  }),
);

/**
 * The market's agents with the first not answering since 3 hours before the stories' today,
 * the second slow: how the health checker's states look on cards and pages.
 */
export function withHealth<T extends AgentCard>(agent: T): T {
  if (agent.id === '1')
    return {
      ...agent,
      health: 'down',
      downSince: new Date(STORY_TODAY - 3 * HOUR_MS - 5 * 60_000).toISOString(),
    };
  if (agent.id === '2') return { ...agent, health: 'slow' };
  return agent;
}
