/** The mocks may not drift from the contract: every handler's answer parses with it. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSseEvents } from '../agent-protocol.ts';
import { CHAT_STREAM, chatStreamEventSchemas } from '../chat.ts';
import { createApiClient } from '../client.ts';
import { API_CODES } from '../codes.ts';
import { type EndpointName, type EndpointNameOf, endpoints } from '../endpoints.ts';
import { LEGION_RUN, legionRunEventSchemas } from '../legion.ts';
import { routes } from '../routes.ts';
import { VALID_CREDIT_CODE, VALID_ID_CARD } from './developer-fixtures.ts';
import { chatHandlers, handlers, legionHandlers } from './handlers/index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({
  baseUrl: 'http://legion.test',
  getToken: () => 'token',
  getLanguage: () => 'zh',
  // the mocks answer what the contract says: every answer is checked against it
  contract: () => endpoints,
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
  agentConversation: { id: '1' },
  clearAgentConversation: { id: '1' },
  setAgentKnowledge: { id: '1', knowledgeBaseIds: ['1'] },
  legion: { id: '24' },
  developerLegion: { id: '21' },
  createLegion: {
    nameZh: '算完再讲',
    nameEn: 'Calculate, then explain',
    descriptionZh: '先算再讲',
    descriptionEn: 'Calculate, then explain',
    flow: 'sequence',
    members: [
      { agentId: '102', role: '计算员' },
      { agentId: '101', role: '讲解员' },
    ],
  },
  updateLegion: {
    id: '22',
    nameZh: '算完再讲',
    nameEn: 'Calculate, then explain',
    descriptionZh: '先算再讲',
    descriptionEn: 'Calculate, then explain',
    flow: 'sequence',
    members: [
      { agentId: '102', role: '计算员' },
      { agentId: '101', role: '讲解员' },
    ],
  },
  reviewLegionVersion: { id: '33', decision: 'approve' },
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
  submitAgent: { id: '36' },
  agentCalls: { id: '36' },
  testAgent: { id: '36', message: '你好' },
  agentChecks: { id: '36' },
  runAgentChecks: { id: '36' },
  adminAgentVersionChecks: { id: '303' },
  tryAgentVersion: { id: '303', message: '你好' },
  readAgentCard: { url: 'https://travel.example.com' },
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
  knowledgeDictionary: { id: '1' },
  updateKnowledgeDictionary: { id: '1', terms: ['扫码支付'], synonyms: [['退款', '退钱']] },
  retryFailedKnowledgeDocuments: { id: '1' },
  knowledgePassage: { id: '1', documentId: '14', chunkIndex: 3 },
  knowledgeQuestions: { id: '1' },
  createKnowledgeQuestion: {
    id: '1',
    question: '退款多久到账？',
    expected: [{ documentId: '11', chunkIndex: 0 }],
  },
  checkKnowledgeQuestions: { id: '1' },
  deleteKnowledgeQuestion: { id: '1', questionId: '4' },
  appWriteReview: { agentId: '1', mobile: '13900000003', rating: 5, content: '好用' },
  appReviewLookup: { agentId: '1', mobile: '13900000003' },
  reportReview: { reviewId: '2', reason: 'spam' },
  developerAgentReviews: { id: '1' },
  replyToReview: { id: '1', reviewId: '2', content: '谢谢' },
  deleteReviewReply: { id: '1', reviewId: '2' },
  moderateReview: { reviewId: '7', action: 'hide', reason: '含有他人手机号' },
  markNotificationsRead: { all: true },
};

/** the JSON calls; the uploads, the download and the streams are tried one by one below */
const jsonCalls = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is EndpointNameOf<'json'> => routes[name].kind === undefined,
);

describe('the happy-path handlers', () => {
  for (const name of jsonCalls) {
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

/** every event of a handler's server-sent stream, each checked against its contract schema */
async function streamEvents(
  path: string,
  body: unknown,
  schemas: Record<string, { parse: (data: unknown) => unknown }>,
) {
  const response = await fetch(`http://legion.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Array<{ type: string; data: unknown }> = [];
  for await (const event of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
    const schema = schemas[event.type];
    expect(schema, event.type).toBeDefined();
    events.push({ type: event.type, data: schema?.parse(event.data) });
  }
  return events;
}

describe('the chat stream handlers', () => {
  /** every event of one turn, each checked against the contract */
  const turn = (body: Record<string, unknown>) =>
    streamEvents(CHAT_STREAM.path.replace(':id', '1'), body, chatStreamEventSchemas);

  it('streams user, assistant, deltas, a citation and done', async () => {
    const events = await turn({ message: '年假怎么算？', knowledgeBaseIds: ['1'] });
    expect(events.map((event) => event.type)).toEqual([
      'user',
      'assistant',
      'delta',
      'delta',
      'delta',
      'delta',
      'citation',
      'done',
    ]);
    expect(events[0]?.data).toMatchObject({
      message: { role: 'user', content: '年假怎么算？', knowledgeBaseIds: ['1'] },
    });
    expect(events.at(-1)?.data).toMatchObject({ message: { status: 'complete' } });
  });

  it('ends with failure "down" when the agent is down, and answers a retry', async () => {
    server.use(chatHandlers.stream.down);
    const down = await turn({ message: '在吗？' });
    expect(down.at(-1)?.data).toMatchObject({ message: { status: 'failed', failure: 'down' } });
    const retried = await turn({ message: '在吗？', retry: true });
    expect(retried.at(-1)?.data).toMatchObject({ message: { status: 'complete' } });
  });

  it('refuses someone who has not subscribed before streaming', async () => {
    server.use(chatHandlers.stream.notSubscribed);
    const response = await fetch(`http://legion.test${CHAT_STREAM.path.replace(':id', '1')}`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: API_CODES.notSubscribed });
  });
});

describe('the legion run handlers', () => {
  const run = (path: string) =>
    streamEvents(path, { message: '帮我算一下 (3 + 4) * 5' }, legionRunEventSchemas);

  it('streams each step and ends with the answer; a failing step ends the run failed', async () => {
    const done = (await run(LEGION_RUN.path.replace(':id', '24'))).at(-1);
    expect(done).toMatchObject({ type: 'done', data: { status: 'complete' } });
    server.use(legionHandlers.testRun.failedStep);
    const failed = await run(LEGION_RUN.testPath);
    expect(failed.filter((event) => event.type === 'step')).toHaveLength(2);
    expect(failed.at(-1)).toMatchObject({ type: 'done', data: { status: 'failed', answer: '' } });
  });
});

describe('the uploads, the download and the streams, through the client', () => {
  // a raw answer (the OpenAPI document) is not the client's: it has its own tools
  const cases: Record<
    Exclude<EndpointName, EndpointNameOf<'json'> | EndpointNameOf<'raw'>>,
    () => Promise<unknown>
  > = {
    uploadImage: () =>
      api.upload('uploadImage', {}, new File(['png'], 'logo.png', { type: 'image/png' })),
    uploadKnowledgeDocument: () =>
      api.upload('uploadKnowledgeDocument', { id: '1' }, new File(['notes'], 'notes.txt')),
    exportOrders: async () => {
      const file = await api.download('exportOrders', { status: 'paid' });
      expect(file.fileName).toMatch(/\.csv$/);
      return (await file.blob.text()).replace(/^\uFEFF/, '');
    },
    exportAudit: async () => {
      const file = await api.download('exportAudit', { action: 'hide-review' });
      expect(file.fileName).toMatch(/\.csv$/);
      return (await file.blob.text()).replace(/^\uFEFF/, '');
    },
    chatStream: () =>
      api.stream('chatStream', { id: '1', message: '年假？' }, { onEvent: () => {} }),
    legionRun: () =>
      api.stream('legionRun', { id: '24', message: '算一下' }, { onEvent: () => {} }),
    legionTestRun: () =>
      api.stream(
        'legionTestRun',
        {
          message: '算一下',
          flow: {
            flow: 'sequence',
            members: [
              { agentId: '102', role: '计算员' },
              { agentId: '101', role: '讲解员' },
            ],
          },
        },
        { onEvent: () => {} },
      ),
  };

  it.each(Object.entries(cases))('%s answers what the contract says', async (name, run) => {
    const data = await run();
    expect(endpoints[name as EndpointName].output.safeParse(data).success).toBe(true);
  });
});
