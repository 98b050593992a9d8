/**
 * The sample agents a fresh platform's market starts with (ARCHITECTURE "Runtime"), owned by
 * the seed developer. Their logos and covers are drawn by the server from these names
 * (media.ts), so the slugs here are also the names of those images.
 */
import type { AgentCategory } from '@legion/api';

export interface SeedAgent {
  slug: string;
  category: AgentCategory;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  company: string;
  legalPersonName: string;
  /** the live version; `earlier` versions were approved before it */
  version: string;
  earlier?: string[];
  /** a newer version waiting for review: the live one stays on the market meanwhile */
  pending?: string;
  /** what that newer version changes, besides its number */
  pendingChanges?: { descriptionZh?: string; descriptionEn?: string };
  /** 0..1: the share of the seed users who subscribe */
  popularity: number;
  /** the rating most reviewers give, 1..5 */
  quality: number;
  /** not on the market: still under review, or turned down */
  status?: 'pending' | 'rejected';
  reviewComment?: string;
  /** for one not on the market: how long ago it was submitted */
  submittedDaysAgo?: number;
}

export const SEED_AGENTS: readonly SeedAgent[] = [
  {
    slug: 'knowledge-answerer',
    category: 'knowledge',
    nameZh: '知识问答助手',
    nameEn: 'Knowledge Answerer',
    // built in (builtin-agents/): the platform serves it itself, so it really answers
    descriptionZh:
      '平台内置：从你共享的知识库中摘出与问题最相关的原文来回答，并标出每句出自哪份文档的哪一段。',
    descriptionEn:
      'Built in: answers from the knowledge bases you share by quoting the most relevant sentences, citing the document and passage behind each.',
    company: 'Legion',
    legalPersonName: '陈开发',
    version: '2.1.0',
    earlier: ['1.0.0', '2.0.0'],
    popularity: 0.9,
    quality: 5,
  },
  {
    slug: 'meeting-minutes',
    category: 'productivity',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    descriptionZh: '上传会议录音或文字稿，自动整理议题、结论和待办事项，并按负责人分组。',
    descriptionEn:
      'Turns a meeting recording or transcript into topics, decisions and action items grouped by owner.',
    company: '杭州声湃科技有限公司',
    legalPersonName: '林声',
    version: '1.4.2',
    earlier: ['1.3.0'],
    popularity: 0.8,
    quality: 5,
  },
  {
    slug: 'code-reviewer',
    category: 'development',
    nameZh: '代码审查',
    nameEn: 'Code Reviewer',
    descriptionZh: '审阅合并请求，指出潜在缺陷、安全隐患和可读性问题，并给出修改建议。',
    descriptionEn:
      'Reviews pull requests for bugs, security holes and readability, and suggests concrete fixes.',
    company: '深圳码上智能有限公司',
    legalPersonName: '赵码',
    version: '3.0.1',
    earlier: ['2.5.0'],
    pending: '3.1.0',
    pendingChanges: {
      descriptionZh:
        '审阅合并请求，逐行指出潜在缺陷、安全隐患和可读性问题，给出修改建议，并可一键生成修复补丁。',
      descriptionEn:
        'Reviews pull requests line by line for bugs, security holes and readability, suggests concrete fixes and can draft the patch.',
    },
    popularity: 0.7,
    quality: 4,
  },
  {
    slug: 'data-analyst',
    category: 'data',
    nameZh: '数据分析师',
    nameEn: 'Data Analyst',
    descriptionZh: '用自然语言提问，即可得到数据透视、趋势图和一段通俗易懂的结论。',
    descriptionEn:
      'Ask in plain words and get pivot tables, trend charts and a conclusion anyone can read.',
    company: '上海数帆信息技术有限公司',
    legalPersonName: '钱数帆',
    version: '1.2.0',
    popularity: 0.65,
    quality: 4,
  },
  {
    slug: 'trip-planner',
    category: 'lifestyle',
    nameZh: '旅行规划',
    nameEn: 'Trip Planner',
    descriptionZh: '根据预算、天数和兴趣生成每日行程，附交通衔接与餐厅推荐。',
    descriptionEn:
      'Plans each day of a trip around your budget and interests, with transfers and places to eat.',
    company: '成都远途网络科技有限公司',
    legalPersonName: '孙远',
    version: '1.1.3',
    popularity: 0.55,
    quality: 4,
  },
  {
    slug: 'english-tutor',
    category: 'education',
    nameZh: '英语陪练',
    nameEn: 'English Tutor',
    descriptionZh: '陪你练口语和写作，实时纠正语法与发音，并按你的水平调整话题难度。',
    descriptionEn:
      'Practises speaking and writing with you, corrects grammar and pronunciation, and adapts to your level.',
    company: '北京朗悦教育科技有限公司',
    legalPersonName: '李朗悦',
    version: '2.0.0',
    earlier: ['1.5.1'],
    popularity: 0.75,
    quality: 5,
  },
  {
    slug: 'copywriter',
    category: 'writing',
    nameZh: '文案写作',
    nameEn: 'Copywriter',
    descriptionZh: '为商品页、公众号和短视频撰写标题与正文，支持多种语气风格一键切换。',
    descriptionEn:
      'Writes headlines and copy for product pages, articles and short videos in the tone you choose.',
    company: '广州妙笔文化传媒有限公司',
    legalPersonName: '周妙',
    version: '1.8.0',
    earlier: ['1.6.0'],
    popularity: 0.6,
    quality: 4,
  },
  {
    slug: 'legal-helper',
    category: 'knowledge',
    nameZh: '法律助手',
    nameEn: 'Legal Helper',
    descriptionZh: '解读合同条款、提示常见风险，并引用相关法规条文，仅供参考不构成法律意见。',
    descriptionEn:
      'Explains contract clauses, flags common risks and cites the relevant statutes. Not legal advice.',
    company: '上海衡平法律科技有限公司',
    legalPersonName: '吴衡',
    version: '1.0.4',
    popularity: 0.35,
    quality: 3,
  },
  {
    slug: 'spreadsheet-helper',
    category: 'data',
    nameZh: '表格助手',
    nameEn: 'Spreadsheet Helper',
    descriptionZh: '描述你想要的计算，自动写出公式、清洗数据并生成汇总表。',
    descriptionEn:
      'Describe the calculation you need and it writes the formulas, cleans the data and builds the summary.',
    company: '上海数帆信息技术有限公司',
    legalPersonName: '钱数帆',
    version: '1.3.1',
    popularity: 0.5,
    quality: 5,
  },
  {
    slug: 'design-muse',
    category: 'design',
    nameZh: '设计灵感',
    nameEn: 'Design Muse',
    descriptionZh: '输入品牌关键词，获得配色方案、版式参考和情绪板，帮你快速找到方向。',
    descriptionEn:
      'Give it a few brand keywords and get colour palettes, layout references and a mood board.',
    company: '杭州青柚设计有限公司',
    legalPersonName: '郑青柚',
    version: '0.9.2',
    popularity: 0.3,
    quality: 4,
  },
  {
    slug: 'schedule-keeper',
    category: 'productivity',
    nameZh: '日程管家',
    nameEn: 'Schedule Keeper',
    descriptionZh: '用一句话安排会议和提醒，自动避开冲突，并在每天早上汇总当天日程。',
    descriptionEn:
      'Books meetings and reminders from one sentence, avoids clashes and sends a morning summary of your day.',
    company: '南京时序软件有限公司',
    legalPersonName: '冯时序',
    version: '2.3.0',
    earlier: ['2.2.1'],
    popularity: 0.45,
    quality: 4,
  },
  {
    slug: 'fitness-coach',
    category: 'lifestyle',
    nameZh: '健身教练',
    nameEn: 'Fitness Coach',
    descriptionZh: '根据目标和器械制定训练计划，记录每次训练并逐周调整强度。',
    descriptionEn:
      'Builds a training plan for your goal and equipment, logs each workout and adjusts the load week by week.',
    company: '厦门跃动健康科技有限公司',
    legalPersonName: '陈跃',
    version: '1.0.0',
    popularity: 0.25,
    quality: 3,
  },
  {
    slug: 'sql-assistant',
    category: 'development',
    nameZh: 'SQL 助手',
    nameEn: 'SQL Assistant',
    descriptionZh: '把业务问题翻译成 SQL，解释执行计划，并给出索引优化建议。',
    descriptionEn:
      'Translates business questions into SQL, explains query plans and suggests the indexes to add.',
    company: '深圳码上智能有限公司',
    legalPersonName: '赵码',
    version: '1.6.0',
    popularity: 0.4,
    quality: 5,
  },
  {
    slug: 'weekly-report',
    category: 'writing',
    nameZh: '周报助手',
    nameEn: 'Weekly Report Writer',
    descriptionZh: '汇总本周的任务、提交和会议记录，生成条理清晰的周报草稿。',
    descriptionEn:
      "Gathers the week's tasks, commits and meeting notes into a clear weekly report draft.",
    company: '南京时序软件有限公司',
    legalPersonName: '冯时序',
    version: '1.1.0',
    popularity: 0.5,
    quality: 4,
  },
  {
    slug: 'math-tutor',
    category: 'education',
    nameZh: '数学辅导',
    nameEn: 'Math Tutor',
    descriptionZh: '拍照上传题目，分步骤讲解解题思路，并推荐同类练习巩固知识点。',
    descriptionEn:
      'Snap a problem and get a step-by-step explanation, then similar exercises to practise on.',
    company: '武汉启明教育科技有限公司',
    legalPersonName: '何启明',
    version: '1.2.5',
    popularity: 0.4,
    quality: 4,
  },
  {
    slug: 'poster-studio',
    category: 'design',
    nameZh: '海报工坊',
    nameEn: 'Poster Studio',
    descriptionZh: '输入活动信息，生成多种尺寸的海报与社交媒体配图，可直接下载。',
    descriptionEn:
      'Enter the event details and get posters and social images in every size, ready to download.',
    company: '杭州青柚设计有限公司',
    legalPersonName: '郑青柚',
    version: '1.0.2',
    popularity: 0.2,
    quality: 3,
  },
  {
    slug: 'research-insights',
    category: 'data',
    nameZh: '市场调研',
    nameEn: 'Research & Insights',
    descriptionZh: '收集公开资料与行业报告，整理竞品对比和市场规模估算。',
    descriptionEn:
      'Collects public sources and industry reports into competitor comparisons and market-size estimates.',
    company: '北京洞见咨询有限公司',
    legalPersonName: '韩洞见',
    version: '1.0.1',
    popularity: 0.3,
    quality: 4,
  },
  // not on the market: one under review, one turned down
  {
    slug: 'slide-maker',
    category: 'productivity',
    nameZh: 'PPT 助手',
    nameEn: 'Slide Maker',
    descriptionZh: '根据大纲生成演示文稿，自动排版并配图。',
    descriptionEn: 'Turns an outline into a laid-out slide deck with pictures.',
    company: '南京时序软件有限公司',
    legalPersonName: '冯时序',
    version: '0.1.0',
    popularity: 0,
    quality: 4,
    status: 'pending',
    // waiting longer than the 7 working days promised: the admin's queue shows it overdue
    submittedDaysAgo: 13,
  },
  {
    slug: 'stock-oracle',
    category: 'data',
    nameZh: '股票预言家',
    nameEn: 'Stock Oracle',
    descriptionZh: '预测个股涨跌并给出买卖建议。',
    descriptionEn: 'Predicts share prices and tells you when to buy or sell.',
    company: '上海数帆信息技术有限公司',
    legalPersonName: '钱数帆',
    version: '0.3.0',
    popularity: 0,
    quality: 2,
    status: 'rejected',
    reviewComment: '涉及个股投资建议，请提供证券投资咨询业务资质后再提交。',
    submittedDaysAgo: 6,
  },
  // built in (builtin-agents/), last so that the earlier agents keep their ids
  {
    slug: 'utility',
    category: 'productivity',
    nameZh: '计算与换算',
    nameEn: 'Calculator & Converter',
    descriptionZh:
      '平台内置：计算算式（加减乘除、取余、乘方、括号），换算公里与英里、米与英尺、千克与磅、摄氏度与华氏度、升与加仑，查今天的日期和两个日期相差几天。',
    descriptionEn:
      'Built in: works out arithmetic (adding, subtracting, multiplying, dividing, remainders, powers and brackets), converts km and miles, metres and feet, kilograms and pounds, °C and °F, litres and gallons, and tells the date or the days between two dates.',
    company: 'Legion',
    legalPersonName: '陈开发',
    version: '1.0.0',
    popularity: 0.6,
    quality: 4,
  },
  {
    slug: 'dispatcher',
    category: 'productivity',
    nameZh: '任务分派',
    nameEn: 'Dispatcher',
    descriptionZh:
      '平台内置：军团的分派员。在使用“分派”流程的军团中，它读懂请求，把请求交给角色和说明最对口的成员。',
    descriptionEn:
      'Built in: the dispatcher of legions. In a legion that routes requests, it reads each request and hands it to the member whose role and description fit it best.',
    company: 'Legion',
    legalPersonName: '陈开发',
    version: '1.0.0',
    popularity: 0.4,
    quality: 4,
  },
];

/** the people of the seed market: mobiles 19900000001…; a third of them without a name */
export const SEED_USER_NAMES = [
  '王晓明',
  '李娜',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄丽',
  'Emily Chen',
  '周杰',
  '吴婷',
  'Jason Wu',
  '孙悦',
  '马超',
  '朱琳',
  '胡斌',
  'Kevin Lin',
  '郭敏',
  '何雪',
  '高远',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
] as const;

/** what a release note says, in Chinese and in English ('' where not written) */
export interface SeedReleaseNotes {
  releaseNotesZh: string;
  releaseNotesEn: string;
}

/** the notes of a seed agent's first version, and of its later ones; two in one language only */
export const SEED_FIRST_RELEASE: SeedReleaseNotes = {
  releaseNotesZh: '首次发布。',
  releaseNotesEn: 'First release.',
};
export const SEED_RELEASE_NOTES: readonly SeedReleaseNotes[] = [
  {
    releaseNotesZh: '回答更快，长文档的检索更准确。',
    releaseNotesEn: 'Faster answers, and more accurate search in long documents.',
  },
  {
    releaseNotesZh: '修复了部分英文问题回答不完整的情况。',
    releaseNotesEn: 'Fixed incomplete answers to some questions asked in English.',
  },
  {
    releaseNotesZh: '回答附上引用的原文段落，可以追溯出处。',
    releaseNotesEn: 'Answers quote the passages they come from, so each one can be traced.',
  },
  {
    releaseNotesZh: '优化手机上的显示，修复若干已知问题。',
    releaseNotesEn: 'Reads better on phones; several known issues fixed.',
  },
  { releaseNotesZh: '支持更多文件格式，改进对表格内容的理解。', releaseNotesEn: '' },
  { releaseNotesZh: '', releaseNotesEn: 'Faster answers; fixed a crash on very long inputs.' },
];

/** short reviews by rating (index 0 = one star), in both languages */
export const SEED_REVIEWS: readonly (readonly string[])[] = [
  ['用不了，一直报错。', 'Did not work for me at all.', '完全答非所问，已取消订阅。'],
  ['经常出错，需要改进。', 'Too many mistakes for daily use.', '速度太慢了，等了很久没结果。'],
  [
    '一般般，简单任务还行。',
    'Okay for simple things.',
    '有时候理解不了我的意思。',
    'Decent, but slower than I expected.',
  ],
  [
    '整体不错，偶尔需要手动调整。',
    'Pretty good, a few rough edges.',
    '功能够用，希望多支持几种格式。',
    'Solid tool. I would love more export options.',
    '挺实用的，期待后续更新。',
  ],
  [
    '非常好用，节省了大量时间。',
    'Works great, saves me hours every week.',
    '回答准确，响应也很快。',
    'Accurate and fast. Highly recommended.',
    '界面简洁，上手就会用。',
    '已经推荐给团队的同事了。',
    'Exactly what I needed.',
  ],
];
