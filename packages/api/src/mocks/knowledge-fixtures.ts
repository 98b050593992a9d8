import {
  KNOWLEDGE_QUOTA_BYTES,
  type KnowledgeBase,
  type KnowledgeChunk,
  type KnowledgeDictionaryState,
  type KnowledgeDocument,
  type KnowledgeHit,
  type KnowledgePassage,
  type KnowledgePassageView,
  type KnowledgeQuestions,
  type KnowledgeUsage,
} from '../knowledge.ts';

export const knowledgeBaseFixtures: KnowledgeBase[] = [
  {
    id: '1',
    name: '产品手册',
    description: '销售与售后常见问题',
    documentCount: 3,
    bytes: 1_482_113,
    createdAt: '2026-11-02T09:30:00.000Z',
    failedCount: 1,
    questionCount: 4,
    questionsPassed: 3,
  },
  {
    id: '2',
    name: 'Engineering notes',
    description: '',
    documentCount: 0,
    bytes: 0,
    createdAt: '2026-11-05T14:00:00.000Z',
    failedCount: 0,
    questionCount: 0,
    questionsPassed: 0,
  },
];

export const knowledgeDocumentFixtures: KnowledgeDocument[] = [
  {
    id: '11',
    baseId: '1',
    name: '产品介绍.pdf',
    type: 'PDF',
    bytes: 1_204_551,
    characters: 18_230,
    uploadedAt: '2026-11-02T09:35:00.000Z',
    matchCount: 12,
    status: 'available',
    stage: null,
    failure: null,
    failureReason: null,
    lowText: null,
    queue: null,
  },
  {
    id: '12',
    baseId: '1',
    name: '售后政策.docx',
    type: 'DOCX',
    bytes: 270_000,
    characters: 4_120,
    uploadedAt: '2026-11-03T10:00:00.000Z',
    matchCount: 0,
    status: 'disabled',
    stage: null,
    failure: null,
    failureReason: null,
    lowText: null,
    queue: null,
  },
  {
    id: '13',
    baseId: '1',
    name: '加密文件.pdf',
    type: 'PDF',
    bytes: 7_562,
    characters: 0,
    uploadedAt: '2026-11-03T10:05:00.000Z',
    matchCount: 0,
    status: 'failed',
    stage: null,
    failure: 'The file is password-protected. Remove the password and upload it again.',
    failureReason: 'encrypted',
    lowText: null,
    queue: null,
  },
];

/**
 * Documents that need a look (decision 0093): two waiting in the queue with their place and
 * estimate, a scan without a text layer and another failure, and two that yielded little text
 */
export const knowledgeAttentionFixtures: KnowledgeDocument[] = [
  {
    ...base(21, '2026 价格表.xlsx', 'XLSX', 88_412),
    status: 'processing',
    stage: 'queued',
    queue: { position: 2, seconds: 8 },
  },
  {
    ...base(22, '培训录音转写.txt', 'TXT', 2_410_000),
    status: 'processing',
    stage: 'queued',
    queue: { position: 5, seconds: 95 },
  },
  {
    ...base(23, '合同扫描件.pdf', 'PDF', 3_918_000),
    status: 'failed',
    failure:
      'No text layer: the file is an image of text (a scan or a photo), so there is no text to search.',
    failureReason: 'no-text-layer',
  },
  {
    ...base(24, '旧版手册.docx', 'DOCX', 48_000),
    status: 'failed',
    failure: 'The file is damaged and cannot be read.',
    failureReason: 'corrupt',
  },
  {
    ...base(25, '产品图册.pdf', 'PDF', 8_204_000),
    status: 'available',
    characters: 1_204,
    lowText: { imagePages: 9, pages: 12 },
  },
  {
    ...base(26, '宣传海报.docx', 'DOCX', 413_512),
    status: 'available',
    characters: 303,
    lowText: { imagePages: 0, pages: 0 },
  },
];

function base(id: number, name: string, type: string, bytes: number): KnowledgeDocument {
  return {
    id: String(id),
    baseId: '1',
    name,
    type,
    bytes,
    characters: 0,
    uploadedAt: `2026-11-06T08:${String(id).padStart(2, '0')}:00.000Z`,
    matchCount: 0,
    status: 'available',
    stage: null,
    failure: null,
    failureReason: null,
    lowText: null,
    queue: null,
  };
}

export const knowledgeChunkFixtures: KnowledgeChunk[] = [
  { index: 0, text: '# 产品介绍\n知识库帮助团队把文档变成可检索的答案。' },
  { index: 1, text: '# 产品介绍\n支持 PDF、DOCX、XLSX 等格式，上传后自动解析与切分。' },
];

export const knowledgeHitFixtures: KnowledgeHit[] = [
  {
    documentId: '11',
    documentName: '产品介绍.pdf',
    chunkIndex: 0,
    text: '# 产品介绍\n知识库帮助团队把文档变成可检索的答案。',
    score: 0.42,
    coverage: 1,
    band: 'high',
    matchedWords: ['知识库', '文档'],
    missingWords: [],
    emphasisedWords: [],
    phrases: [],
    highlights: [
      [7, 10],
      [15, 17],
    ],
    location: { page: 1, headings: ['产品介绍'] },
  },
];

/**
 * A document opened at a passage (decision 0094), one of each kind of location: a PDF's pages,
 * a spreadsheet's sheet and rows under their column headers, a Word document's and a Markdown
 * file's headings
 */
export const knowledgePassageFixtures: Record<
  'pdf' | 'sheet' | 'csv' | 'docx' | 'html' | 'markdown',
  KnowledgePassageView
> = {
  pdf: {
    document: { id: '11', name: '产品介绍.pdf', type: 'PDF' },
    chunkIndex: 3,
    total: 12,
    blocks: [
      {
        chunkIndex: 2,
        text: '知识库按段落切分文档，每段约 500 字，相邻两段重叠约 50 字，保证句子不被切断。',
        head: '',
        location: { page: 1, headings: [] },
      },
      {
        chunkIndex: 3,
        text: '检索时，问题会被切分成词语：包含全部词语的文本段排在前面，其余按命中词语的多少和稀有程度排序。每个结果都会标出命中的词。',
        head: '',
        location: { page: 2, headings: [] },
      },
      {
        chunkIndex: 4,
        text: '上传后，文档会在几秒内变为可检索；处理失败的文档会说明原因，并可以重试。',
        head: '',
        location: { page: 2, pageEnd: 3, headings: [] },
      },
    ],
  },
  sheet: {
    document: { id: '14', name: '价格表.xlsx', type: 'XLSX' },
    chunkIndex: 3,
    total: 9,
    blocks: [
      {
        chunkIndex: 2,
        text: '专业版\t¥299\t10 人',
        head: '## 套餐\n套餐\t每月价格\t席位',
        location: { sheet: '套餐', row: 3, headings: ['套餐'] },
      },
      {
        chunkIndex: 3,
        text: '企业版\t¥999\t不限',
        head: '## 套餐\n套餐\t每月价格\t席位',
        location: { sheet: '套餐', row: 4, headings: ['套餐'] },
      },
      {
        chunkIndex: 4,
        text: '旗舰版\t面议\t不限',
        head: '## 套餐\n套餐\t每月价格\t席位',
        location: { sheet: '套餐', row: 5, headings: ['套餐'] },
      },
    ],
  },
  csv: {
    document: { id: '15', name: '客服工单.csv', type: 'CSV' },
    chunkIndex: 1,
    total: 3,
    blocks: [
      {
        chunkIndex: 0,
        text: 'T-1001\t退款未到账\t已解决',
        head: '工单号\t问题\t状态',
        location: { row: 2, headings: [] },
      },
      {
        chunkIndex: 1,
        text: 'T-1002\t发票抬头写错\t处理中',
        head: '工单号\t问题\t状态',
        location: { row: 3, headings: [] },
      },
      {
        chunkIndex: 2,
        text: 'T-1003\t扫码支付失败\t已解决',
        head: '工单号\t问题\t状态',
        location: { row: 4, headings: [] },
      },
    ],
  },
  html: {
    document: { id: '16', name: '帮助中心.html', type: 'HTML' },
    chunkIndex: 1,
    total: 8,
    blocks: [
      {
        chunkIndex: 0,
        text: '帮助中心\n这里汇集了使用 Legion 时最常见的问题。',
        head: '',
        location: { headings: ['帮助中心'] },
      },
      {
        chunkIndex: 1,
        text: '扫码登录\n在电脑上打开登录框，用 ChainPal 扫描二维码，在手机上确认即可登录。',
        head: '',
        location: { headings: ['帮助中心', '账号', '扫码登录'] },
      },
    ],
  },
  docx: {
    document: { id: '12', name: '售后政策.docx', type: 'DOCX' },
    chunkIndex: 4,
    total: 6,
    blocks: [
      {
        chunkIndex: 3,
        text: '售后服务\n我们为所有商品提供售后服务，客服工作日 9:00–18:00 在线。',
        head: '',
        location: { headings: ['售后服务'] },
      },
      {
        chunkIndex: 4,
        text: '退货政策\n自签收之日起 7 天内，商品未使用且包装完好的，可申请无理由退货。退款在 3 个工作日内原路退回。',
        head: '',
        location: { headings: ['售后服务', '退货政策'] },
      },
      {
        chunkIndex: 5,
        text: '换货政策\n自签收之日起 15 天内，商品有质量问题的，可申请换货。',
        head: '',
        location: { headings: ['售后服务', '换货政策'] },
      },
    ],
  },
  markdown: {
    document: { id: '13', name: 'FAQ.md', type: 'MD' },
    chunkIndex: 1,
    total: 2,
    blocks: [
      {
        chunkIndex: 0,
        text: '# 常见问题\n\n## 账号\n忘记密码时，在登录页点击“忘记密码”，用手机号验证后设置新密码。',
        head: '',
        location: { headings: ['常见问题', '账号'] },
      },
      {
        chunkIndex: 1,
        text: '## 联系我们\n如何联系客服？工作日 9:00–18:00 在线，也可以发邮件到 help@example.com。',
        head: '# 常见问题',
        location: { headings: ['常见问题', '联系我们'] },
      },
    ],
  },
};

/** a base's dictionary, every document indexed by it */
export const knowledgeDictionaryFixture: KnowledgeDictionaryState = {
  terms: ['上海交通大学', '扫码支付'],
  synonyms: [['退款', '退钱', '退费']],
  reindex: { pending: 0, total: 3 },
};

export const knowledgeUsageFixture: KnowledgeUsage = {
  plan: 'free',
  usedBytes: 1_482_113,
  quotaBytes: KNOWLEDGE_QUOTA_BYTES.free,
};

/** a free plan with less room left than a typical upload */
export const knowledgeUsageFullFixture: KnowledgeUsage = {
  plan: 'free',
  usedBytes: KNOWLEDGE_QUOTA_BYTES.free - 200_000,
  quotaBytes: KNOWLEDGE_QUOTA_BYTES.free,
};

const passage = (index: number, text: string, documentId = '11'): KnowledgePassage => ({
  documentId,
  documentName: documentId === '11' ? '产品介绍.pdf' : '价格表.xlsx',
  chunkIndex: index,
  text,
});
const pricing = passage(
  3,
  '价格表 · 工作表：套餐\n套餐：企业版 | 每月价格：¥999 | 席位：不限',
  '12',
);
const intro = passage(0, '# 产品介绍\n知识库帮助团队把文档变成可检索的答案。');
const formats = passage(1, '# 产品介绍\n支持 PDF、DOCX、XLSX 等格式，上传后自动解析与切分。');
const refunds = passage(7, '# 售后\n收到商品 7 天内可申请退款，退款在 3 个工作日内原路退回。');
const before = '2026-11-20T08:00:00.000Z';
const after = '2026-11-24T09:12:00.000Z';

/**
 * A base's saved test questions after a document was deleted: three still find their passage
 * (one with a new first hit), one no longer does (a regression)
 */
export const knowledgeQuestionsFixture: KnowledgeQuestions = {
  questions: [
    {
      id: '4',
      question: '退款多久到账？',
      expected: [{ ...refunds, documentName: null }],
      createdAt: '2026-11-19T10:00:00.000Z',
      last: { checkedAt: after, rank: null, top: formats },
      previous: { checkedAt: before, rank: 1, top: { ...refunds, documentName: null } },
    },
    {
      id: '3',
      question: '企业版每月多少钱',
      expected: [pricing],
      createdAt: '2026-11-18T10:00:00.000Z',
      last: { checkedAt: after, rank: 1, top: pricing },
      previous: { checkedAt: before, rank: 1, top: pricing },
    },
    {
      id: '2',
      question: '支持哪些文件格式？',
      expected: [formats],
      createdAt: '2026-11-17T10:00:00.000Z',
      last: { checkedAt: after, rank: 2, top: intro },
      previous: { checkedAt: before, rank: 1, top: formats },
    },
    {
      id: '1',
      question: '知识库是做什么的',
      expected: [intro],
      createdAt: '2026-11-16T10:00:00.000Z',
      last: { checkedAt: after, rank: 1, top: intro },
      previous: null,
    },
  ],
  checking: false,
  checkedAt: after,
  cause: 'delete',
};
