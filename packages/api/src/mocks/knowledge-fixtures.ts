import {
  KNOWLEDGE_QUOTA_BYTES,
  type KnowledgeBase,
  type KnowledgeChunk,
  type KnowledgeDictionaryState,
  type KnowledgeDocument,
  type KnowledgeHit,
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
  },
  {
    id: '2',
    name: 'Engineering notes',
    description: '',
    documentCount: 0,
    bytes: 0,
    createdAt: '2026-11-05T14:00:00.000Z',
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
  },
];

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
    highlights: [
      [7, 10],
      [15, 17],
    ],
  },
];

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
