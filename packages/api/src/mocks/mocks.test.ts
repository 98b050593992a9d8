/** The mocks may not drift from the contract: every handler's answer parses with it. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { API_CODES } from '../codes.ts';
import { type EndpointName, endpoints } from '../endpoints.ts';
import { VALID_CREDIT_CODE, VALID_ID_CARD } from './developer-fixtures.ts';
import { handlers } from './handlers.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = createApiClient({
  baseUrl: 'http://legion.test',
  getToken: () => 'token',
  getLanguage: () => 'zh',
});

const agentForm = {
  nameZh: '会议纪要',
  nameEn: 'Meeting Minutes',
  descriptionZh: '整理会议要点',
  descriptionEn: 'Sums up meetings',
  category: 'productivity',
  company: 'Legion 实验室',
  url: 'https://agents.legion.local/minutes',
  logo: '/media/mock/logo-M-1.svg',
  coverZh: '/media/mock/cover-zh-1.svg',
  coverEn: '/media/mock/cover-en-1.svg',
  version: '1.0.0',
  legalPersonName: '陈开发',
  idCardNumber: VALID_ID_CARD,
  socialCreditCode: VALID_CREDIT_CODE,
} as const;

const inputs: Partial<Record<EndpointName, unknown>> = {
  qrStatus: { qrToken: 'qr' },
  qrLogin: { qrToken: 'qr' },
  passwordLogin: { username: 'user', password: 'secret' },
  autoLogin: { chainPalToken: 'host' },
  hostQueryUserId: { mobile: '13900000003' },
  marketAgent: { id: '1' },
  marketAgentOverview: { id: '1' },
  marketAgentReviews: { id: '1' },
  subscribe: { id: '1' },
  unsubscribe: { id: '1' },
  submitDeveloperApplication: {
    developerName: '林小雨',
    mobile: '13900000003',
    email: 'user@legion.local',
    companyName: '小雨科技',
    industry: '软件',
    legalPersonName: '林小雨',
    idCardNumber: VALID_ID_CARD,
    socialCreditCode: VALID_CREDIT_CODE,
  },
  reviewDeveloperApplication: { id: '7', decision: 'approve' },
  createAgent: agentForm,
  developerAgent: { id: '31' },
  updateAgent: { ...agentForm, id: '34' },
  rotateAgentSecret: { id: '31' },
  agentStatistics: { id: '31', from: '2026-11-01', to: '2026-11-07' },
  agentUsers: { id: '31' },
  reviewAgentVersion: { id: '303', decision: 'approve' },
  lookupUser: { mobile: '13600007788' },
  addTeamMember: { email: 'sunyue@example.com' },
  authorizeTeamMember: { userId: '41', agentIds: ['31'] },
  removeTeamMember: { userId: '41' },
  teamMemberHostUserId: { userId: '41' },
  adminApplication: { id: '102' },
  revealApplicationField: { id: '102', field: 'mobile' },
  adminAgentVersion: { id: '303' },
  revealAgentVersionField: { id: '303', field: 'idCardNumber' },
  adminOrder: { id: '5001' },
  createKnowledgeBase: { name: '产品手册', description: '销售常见问题' },
  updateKnowledgeBase: { id: '1', name: '产品手册（新）', description: '' },
  deleteKnowledgeBase: { id: '1' },
  knowledgeDocuments: { id: '1' },
  knowledgeDocument: { id: '1', documentId: '11' },
  purchaseQuote: { planId: 'agent-premium', months: 3 },
  requestSmsCode: { mobile: '13800138000' },
  submitFeedback: {
    company: '小雨科技',
    contactName: '林小雨',
    mobile: '13800138000',
    smsCode: '123456',
    details: '想了解企业版的私有部署。',
  },
  createPayment: {
    planId: 'agent-premium',
    months: 3,
    method: 'pay_wallet',
    agreementAccepted: true,
  },
  payment: { id: '7001' },
  refreshPaymentQr: { id: '7001', method: 'pay_wallet' },
  cancelPayment: { id: '7001' },
  paymentNotify: {
    method: 'chat_wallet',
    orderNumber: 'LG202611220900017001',
    businessNumber: 'CW0001',
    payAccount: 'wx***01',
    amountCents: 5640,
    result: 'SUCCESS',
    timestamp: 1_795_000_000_000,
    signature: 'a'.repeat(64),
  },
  knowledgeChunks: { id: '1', documentId: '11' },
  setKnowledgeDocumentStatus: { id: '1', documentId: '11', enabled: false },
  renameKnowledgeDocument: { id: '1', documentId: '11', name: '新名字.pdf' },
  deleteKnowledgeDocument: { id: '1', documentId: '11' },
  retryKnowledgeDocument: { id: '1', documentId: '11' },
  knowledgeRetrieval: { id: '1', query: '知识库' },
};

describe('the happy-path handlers', () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    it(`answer ${name} with what the contract says, or its documented non-zero code`, async () => {
      const call = api.call(name, inputs[name] as never);
      if (name === 'qrLogin') {
        // the default QR has not been confirmed yet: "keep waiting"
        await expect(call).rejects.toMatchObject({ code: API_CODES.qrWaiting });
        return;
      }
      const data = await call;
      expect(endpoints[name].output.safeParse(data).success).toBe(true);
    });
  }
});
