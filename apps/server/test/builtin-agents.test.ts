import {
  AGENT_HEADERS,
  AGENT_LIMITS,
  type AgentChatRequest,
  type AgentPassage,
  agentEventSchemas,
  agentPageSchema,
  agentRequestHeaders,
  readSseEvents,
} from '@legion/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickMember } from '../src/builtin-agents/dispatcher.ts';
import {
  CalculationError,
  evaluateExpression,
  formatNumber,
} from '../src/builtin-agents/expression.ts';
import {
  BUILTIN_AGENTS,
  type BuiltinSigningKey,
  mountBuiltinAgents,
} from '../src/builtin-agents/index.ts';
import {
  answerFromPassages,
  listAfter,
  QUOTE_MAX_CHARS,
  type ReplySegment,
  splitSentences,
  termsOf,
} from '../src/builtin-agents/knowledge-answerer.ts';
import { convert } from '../src/builtin-agents/units.ts';
import { answerUtility } from '../src/builtin-agents/utility.ts';
import { ownUrl } from '../src/server.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const passage = (id: string, text: string, documentName = '员工手册.docx'): AgentPassage => ({
  id,
  documentId: '1',
  documentName,
  knowledgeBaseId: '1',
  chunkIndex: Number(id.slice(1)) - 1,
  text,
  score: 1,
});

const replyText = (segments: ReplySegment[]) => segments.map((segment) => segment.text).join('');
const citations = (segments: ReplySegment[]) =>
  segments.flatMap((segment) => (segment.citation ? [segment.citation] : []));

const HANDBOOK_ZH = [
  passage(
    'P1',
    '# 员工手册\n员工每年享有 15 天带薪年假。年假需提前一周在系统中申请！病假需要提供医院证明。',
  ),
  passage('P2', '报销流程：发票需在开具后 30 天内提交财务部。超过期限的发票不予报销。'),
  passage('P3', '公司位于北京市海淀区，班车每天早上 8 点从西二旗地铁站发车。'),
];

const HANDBOOK_EN = [
  passage(
    'P1',
    'Employees get 15 days of paid annual leave each year. Leave must be requested one week ahead. Version 2.5 of the policy applies.',
    'handbook.pdf',
  ),
  passage(
    'P2',
    'Expense claims need receipts. Receipts must be submitted within 30 days of purchase.',
    'expenses.md',
  ),
];

describe('the knowledge answerer', () => {
  it('cuts passages into sentences at Chinese and English ends, skipping headings', () => {
    expect(splitSentences(HANDBOOK_ZH[0]?.text ?? '')).toEqual([
      '员工每年享有 15 天带薪年假。',
      '年假需提前一周在系统中申请！',
      '病假需要提供医院证明。',
    ]);
    expect(splitSentences(HANDBOOK_EN[0]?.text ?? '')).toEqual([
      'Employees get 15 days of paid annual leave each year.',
      'Leave must be requested one week ahead.',
      'Version 2.5 of the policy applies.',
    ]);
    expect(splitSentences('他说：“好的。”然后离开了')).toEqual(['他说：“好的。”', '然后离开了']);
  });

  it('makes terms of CJK bigrams and Latin words, without stop words', () => {
    expect(termsOf('员工有多少天年假？')).toEqual(['员工', '工有', '天年', '年假']);
    expect(termsOf('年假怎么休')).toEqual(['年假', '休']);
    expect(termsOf('分段休', { unigrams: true })).toEqual(['分段', '段休', '分', '段', '休']);
    expect(termsOf('How many days of leave do Employees get in 2024?')).toEqual([
      'day',
      'leave',
      'employee',
      '2024',
    ]);
  });

  it('quotes the best Chinese sentence with its passage id and cites it once', () => {
    const reply = answerFromPassages({
      message: '员工每年有几天年假？',
      language: 'zh-CN',
      passages: HANDBOOK_ZH,
    });
    const text = replyText(reply);
    expect(text.startsWith('根据你的知识库：\n\n> 员工每年享有 15 天带薪年假。[1]')).toBe(true);
    expect(text).toContain('出处：员工手册.docx [1]');
    expect(text).not.toContain('报销');
    // words the passages never use (多久, 之内) do not hide the ones they do
    const invoices = answerFromPassages({
      message: '发票多久之内要提交？',
      language: 'zh-CN',
      passages: HANDBOOK_ZH,
    });
    expect(citations(invoices).map((cited) => cited.passageId)).toEqual(['P2']);
    expect(citations(reply)).toEqual([{ passageId: 'P1', quote: '员工每年享有 15 天带薪年假。' }]);
  });

  it('answers in English from English passages, one citation per passage used', () => {
    const reply = answerFromPassages({
      message: 'Within how many days must receipts for expense claims be submitted?',
      language: 'en',
      passages: HANDBOOK_EN,
    });
    const text = replyText(reply);
    expect(text).toMatch(
      /^From your knowledge base:\n\n> Receipts must be submitted within 30 days of purchase\.\[1\]/,
    );
    expect(text).toContain('Sources: expenses.md [1]');
    expect(citations(reply)).toEqual([
      { passageId: 'P2', quote: 'Receipts must be submitted within 30 days of purchase.' },
    ]);
  });

  it('quotes up to three sentences from several passages, and a repeated sentence once', () => {
    const overlapping = [
      passage('P1', '年假需提前一周申请。年假可以分段休。'),
      passage('P2', '年假可以分段休。未休完的年假可顺延至次年一季度。', '假期制度.pdf'),
    ];
    const reply = answerFromPassages({
      message: '年假怎么休',
      language: 'zh-CN',
      passages: overlapping,
    });
    const quoted = replyText(reply).match(/^> .*$/gm) ?? [];
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    expect(quoted.length).toBeLessThanOrEqual(3);
    expect(quoted.filter((line) => line.includes('年假可以分段休。'))).toHaveLength(1);
    expect(new Set(citations(reply).map((c) => c.passageId))).toEqual(new Set(['P1', 'P2']));
    // numbered in the order the reply first quotes them, whatever their passages' ranks
    const [first, second] = citations(reply).map((c) => c.passageId);
    const name = (id: string | undefined) => (id === 'P1' ? '员工手册.docx' : '假期制度.pdf');
    expect(replyText(reply)).toContain(`出处：${name(first)} [1]、${name(second)} [2]`);
    expect(quoted[0]).toMatch(/\[1\]$/);
  });

  it('numbers citations in the order it quotes them, not by their passages’ ranks', () => {
    const reply = answerFromPassages({
      message: '员工年假怎么休？',
      language: 'zh-CN',
      passages: [
        passage('P1', '报销制度：差旅费用按实际发生额报销。'),
        passage('P2', '员工休年假需提前一周申请。'),
        passage('P3', '员工每年享有 15 天带薪年假，员工年假可以分段休。', '假期制度.pdf'),
      ],
    });
    const text = replyText(reply);
    expect(text).toContain('> 员工每年享有 15 天带薪年假，员工年假可以分段休。[1]');
    expect(text).toContain('> 员工休年假需提前一周申请。[2]');
    expect(text).toContain('出处：假期制度.pdf [1]、员工手册.docx [2]');
    expect(text).not.toMatch(/\[P\d\]/);
    // the citation events come in the same order
    expect(citations(reply).map((c) => c.passageId)).toEqual(['P3', 'P2']);
  });

  it('quotes the list a best sentence introduces, and its items not again', () => {
    const readme = [
      '特点',
      '========',
      '* 支持四种分词模式：',
      '    * 精确模式，试图将句子最精确地切开，适合文本分析；',
      '    * 全模式，把句子中所有的可以成词的词语都扫描出来, 速度非常快，但是不能解决歧义；',
      '    * 搜索引擎模式，在精确模式的基础上，对长词再次切分，提高召回率。',
      '    * paddle模式，利用PaddlePaddle深度学习框架实现分词。',
      '* 支持繁体分词',
      '* MIT 授权协议',
    ].join('\n');
    const reply = answerFromPassages({
      message: 'jieba 支持哪几种分词模式？',
      language: 'zh-CN',
      passages: [passage('P1', '安装：pip install jieba'), passage('P2', readme, 'jieba.md')],
    });
    const text = replyText(reply);
    expect(text).toContain(
      [
        '> 支持四种分词模式：',
        '> - 精确模式，试图将句子最精确地切开，适合文本分析；',
        '> - 全模式，把句子中所有的可以成词的词语都扫描出来, 速度非常快，但是不能解决歧义；',
        '> - 搜索引擎模式，在精确模式的基础上，对长词再次切分，提高召回率。',
        '> - paddle模式，利用PaddlePaddle深度学习框架实现分词。[1]',
      ].join('\n'),
    );
    // the list ends where its items do; an item is not quoted a second time
    expect(text).not.toContain('支持繁体分词');
    expect(text.match(/精确模式，试图/g)).toHaveLength(1);
    expect(citations(reply)).toEqual([
      { passageId: 'P2', quote: expect.stringMatching(/^支持四种分词模式：\n- 精确模式/) },
    ]);
    expect(listAfter(readme, '支持繁体分词')).toEqual([]);
    expect(
      listAfter('支持以下格式：\n1. PDF\n2) DOCX\n（3）XLSX\n\n之后的段落', '支持以下格式：'),
    ).toEqual(['PDF', 'DOCX', 'XLSX']);
  });

  it('keeps a quote within 500 characters', () => {
    const long = `年假规定：${'员工年假按工龄计算'.repeat(80)}。`;
    const reply = answerFromPassages({
      message: '员工年假规定',
      language: 'zh-CN',
      passages: [passage('P1', long)],
    });
    const [cited] = citations(reply);
    expect(Array.from(cited?.quote ?? '')).toHaveLength(QUOTE_MAX_CHARS);
    expect(cited?.quote.endsWith('…')).toBe(true);
  });

  it('asks for a knowledge base when none was shared', () => {
    const zh = answerFromPassages({ message: '年假几天？', language: 'zh-CN', passages: [] });
    expect(replyText(zh)).toContain('请在智能体页面选择要共享的知识库');
    expect(citations(zh)).toEqual([]);
    const en = answerFromPassages({ message: 'How much leave?', language: 'en', passages: [] });
    expect(replyText(en)).toContain('Share one on the agent page');
  });

  it('says so plainly when nothing is relevant', () => {
    const zh = answerFromPassages({
      message: '股票期权怎么行权？',
      language: 'zh-CN',
      passages: HANDBOOK_ZH,
    });
    expect(replyText(zh)).toBe(
      '在你共享的知识库里没有找到与这个问题相关的内容。可以换个说法，或用文档里出现的关键词再问一次。',
    );
    expect(citations(zh)).toEqual([]);
    // one common word in common is not enough
    const partly = answerFromPassages({
      message: '员工的股票期权怎么行权？',
      language: 'zh-CN',
      passages: HANDBOOK_ZH,
    });
    expect(replyText(partly)).toContain('没有找到');
    const en = answerFromPassages({
      message: 'What is the stock option vesting schedule?',
      language: 'en',
      passages: HANDBOOK_EN,
    });
    expect(replyText(en)).toContain("I couldn't find anything about this");
    expect(replyText(en)).toContain('Try rephrasing');
  });
});

describe('the calculator', () => {
  it('follows precedence, brackets, unary minus, powers and decimals', () => {
    expect(evaluateExpression('2 + 3 * 4')).toBe(14);
    expect(evaluateExpression('(2 + 3) * 4')).toBe(20);
    expect(evaluateExpression('10 - 4 - 3')).toBe(3);
    expect(evaluateExpression('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluateExpression('-2 ^ 2')).toBe(-4);
    expect(evaluateExpression('(-2) ^ 2')).toBe(4);
    expect(evaluateExpression('2 * -3')).toBe(-6);
    expect(evaluateExpression('10 % 4 + 7 / 2')).toBe(5.5);
    expect(evaluateExpression('.5 + 1.25')).toBe(1.75);
    expect(evaluateExpression('（１＋２）×３÷２')).toBe(4.5);
    expect(formatNumber(evaluateExpression('0.1 + 0.2'))).toBe('0.3');
  });

  it('refuses division by zero and malformed input with a reason', () => {
    const problem = (input: string) => {
      try {
        evaluateExpression(input);
      } catch (error) {
        if (error instanceof CalculationError) return error.problem;
        throw error;
      }
      return 'none';
    };
    expect(problem('1 / 0')).toBe('divisionByZero');
    expect(problem('5 % (2 - 2)')).toBe('divisionByZero');
    expect(problem('3 + * 4')).toBe('syntax');
    expect(problem('(1 + 2')).toBe('syntax');
    expect(problem('1 + 2)')).toBe('syntax');
    expect(problem('')).toBe('syntax');
    expect(problem('process.exit(1)')).toBe('syntax');
    expect(problem('10 ^ 400')).toBe('tooLarge');
    expect(problem(`${'('.repeat(60)}1${')'.repeat(60)}`)).toBe('tooLong');
    expect(problem('1+'.repeat(200))).toBe('tooLong');
  });

  it('answers an arithmetic question in either language', () => {
    expect(answerUtility('帮我算一下 (3 + 4) * 5 等于多少', 'zh-CN')).toBe('(3 + 4) * 5 = 35');
    expect(answerUtility('what is 2^10 - 1?', 'en')).toBe('2^10 - 1 = 1023');
    expect(answerUtility('3 x 4', 'en')).toBe('3 * 4 = 12');
    expect(answerUtility('1/0', 'zh-CN')).toContain('不能除以 0');
    expect(answerUtility('1/0', 'en')).toContain('Cannot divide by zero');
    expect(answerUtility('3 + * 4', 'zh-CN')).toContain('这个算式我看不懂（第 5 个字符附近）');
    expect(answerUtility('3 + * 4', 'en')).toContain("I can't read this expression");
  });

  it('reads operators said in words, with the usual precedence', () => {
    expect(answerUtility('3 加 4 乘以 5 等于多少', 'zh-CN')).toBe('3 + 4 * 5 = 23');
    expect(answerUtility('100减去30再除以7', 'zh-CN')).toBe('100 - 30 / 7 = 95.7142857143');
    expect(answerUtility('（2加3）乘4是多少？', 'zh-CN')).toBe('(2 + 3) * 4 = 20');
    expect(answerUtility('what is 3 plus 4 times 5?', 'en')).toBe('3 + 4 * 5 = 23');
    expect(answerUtility('12 divided by 4 minus 1', 'en')).toBe('12 / 4 - 1 = 2');
    expect(answerUtility('6 multiplied by 7', 'en')).toBe('6 * 7 = 42');
    // a word that is no operator between numbers stays a word
    expect(answerUtility('加油，3 个人', 'zh-CN')).toBe(answerUtility('你好', 'zh-CN'));
  });
});

describe('the converter', () => {
  it('converts the units both ways', () => {
    expect(convert(10, 'km', 'mi')).toBeCloseTo(6.21371, 5);
    expect(convert(6.21371192, 'mi', 'km')).toBeCloseTo(10, 5);
    expect(convert(3, 'm', 'ft')).toBeCloseTo(9.84252, 5);
    expect(convert(5, 'kg', 'lb')).toBeCloseTo(11.02311, 5);
    expect(convert(100, 'c', 'f')).toBe(212);
    expect(convert(-40, 'f', 'c')).toBe(-40);
    expect(convert(1, 'gal', 'l')).toBeCloseTo(3.78541, 5);
    expect(() => convert(1, 'kg', 'km')).toThrow();
  });

  it('reads conversions in Chinese and English', () => {
    expect(answerUtility('10 公里等于多少英里', 'zh-CN')).toBe('10 公里 = 6.21371 英里');
    expect(answerUtility('convert 5 kg to lb', 'en')).toBe('5 kg = 11.0231 lb');
    expect(answerUtility('how many feet is 3 m?', 'en')).toBe('3 m = 9.84252 ft');
    expect(answerUtility('37.5 摄氏度是多少华氏度', 'zh-CN')).toBe('37.5 °C = 99.5 °F');
    expect(answerUtility('-40 °F in celsius', 'en')).toBe('-40 °F = -40 °C');
    expect(answerUtility('２ 加仑是多少升', 'zh-CN')).toBe('2 加仑（美制） = 7.57082 升');
    expect(answerUtility('100 pounds', 'en')).toBe('100 lb = 45.3592 kg');
    expect(answerUtility('5 千米换算成英尺', 'zh-CN')).toBe('5 公里 = 16404.2 英尺');
    expect(answerUtility('5 kg to km', 'en')).toBe(
      "kg and km measure different things; I can't convert one to the other.",
    );
  });
});

describe('dates and help', () => {
  const now = Date.UTC(2025, 4, 1, 15, 30); // a Thursday

  it("tells today's date in UTC", () => {
    expect(answerUtility('今天几号？', 'zh-CN', now)).toBe('今天是 2025-05-01，星期四（UTC）。');
    expect(answerUtility("what's the date today", 'en', now)).toBe(
      'Today is Thursday, 2025-05-01 (UTC).',
    );
  });

  it('counts the days between two dates, or from today to one', () => {
    expect(answerUtility('2024-01-01 到 2024-03-01 相差几天', 'zh-CN', now)).toBe(
      '从 2024-01-01 到 2024-03-01 相差 60 天。',
    );
    expect(answerUtility('days between 2023-03-01 and 2023-01-01', 'en', now)).toBe(
      'From 2023-03-01 to 2023-01-01 is 59 days (2023-01-01 comes first).',
    );
    expect(answerUtility('2025-05-11 还有几天', 'zh-CN', now)).toBe(
      '距离 2025-05-11 还有 10 天（按 UTC 计）。',
    );
    expect(answerUtility('2023-02-29 到 2023-03-01', 'zh-CN', now)).toContain(
      '「2023-02-29」不是有效的日期',
    );
  });

  it('answers anything else with what it can do', () => {
    expect(answerUtility('你好', 'zh-CN')).toContain('我是计算与换算助手');
    expect(answerUtility('hello', 'en')).toContain('convert units: km↔mi');
  });
});

// ---------------------------------------------------------------------------------------------
// The protocol, against the mounted route

const KEYS: Record<string, BuiltinSigningKey> = {
  'knowledge-answerer': { agentKey: 'agt_00000000000000k1', signingKey: 'a'.repeat(64) },
  utility: { agentKey: 'agt_00000000000000k2', signingKey: 'b'.repeat(64) },
};

function chatRequest(overrides: Partial<AgentChatRequest> = {}): AgentChatRequest {
  return {
    conversationId: 'c1',
    turnId: 't1',
    userId: 'u1',
    language: 'zh-CN',
    message: '员工每年有几天年假？',
    history: [],
    passages: HANDBOOK_ZH,
    ...overrides,
  };
}

async function post(
  url: string,
  body: Record<string, unknown>,
  key: BuiltinSigningKey,
  options: { now?: number; headers?: Record<string, string> } = {},
) {
  const headers = await agentRequestHeaders(key.agentKey, body, key.signingKey, options.now);
  return fetch(url, {
    method: 'POST',
    headers: { ...headers, ...options.headers },
    body: JSON.stringify(body),
  });
}

async function eventsOf(response: Response) {
  const events: { type: string; data: unknown }[] = [];
  if (!response.body) throw new Error('no body');
  for await (const event of readSseEvents(response.body)) events.push(event);
  return events;
}

describe('the built-in agents over HTTP', () => {
  const app = new Hono();
  let keyless = false;
  mountBuiltinAgents(app, {
    signingKeyOf: async (slug) => (keyless ? null : (KEYS[slug] ?? null)),
    pauseMs: 0,
  });
  const url = (slug: string) => `http://agents.test/builtin-agents/${slug}`;
  const fetchApp = (input: string, init: RequestInit) => app.request(input, init);
  const postApp = async (
    slug: string,
    body: Record<string, unknown>,
    key: BuiltinSigningKey,
    options: { now?: number; headers?: Record<string, string> } = {},
  ) => {
    const headers = await agentRequestHeaders(key.agentKey, body, key.signingKey, options.now);
    return fetchApp(url(slug), {
      method: 'POST',
      headers: { ...headers, ...options.headers },
      body: JSON.stringify(body),
    });
  };
  const knowledgeKey = KEYS['knowledge-answerer'] as BuiltinSigningKey;

  it('streams deltas, citations and done for a valid signed call', async () => {
    const response = await postApp('knowledge-answerer', chatRequest(), knowledgeKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await eventsOf(response);
    for (const event of events) {
      const schema = agentEventSchemas[event.type as keyof typeof agentEventSchemas];
      expect(schema.safeParse(event.data).success, event.type).toBe(true);
    }
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((event) => (event.data as { text: string }).text).join('');
    expect(text).toContain('> 员工每年享有 15 天带薪年假。[1]');
    expect(events.filter((event) => event.type === 'citation').map((event) => event.data)).toEqual([
      { passageId: 'P1', quote: '员工每年享有 15 天带薪年假。' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', data: {} });
  });

  it('answers the utility in the request language', async () => {
    const response = await postApp(
      'utility',
      chatRequest({ language: 'en', message: 'convert 5 kg to lb', passages: [] }),
      KEYS.utility as BuiltinSigningKey,
    );
    const events = await eventsOf(response);
    const text = events
      .filter((event) => event.type === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect(text).toBe('5 kg = 11.0231 lb');
    expect(events.at(-1)?.type).toBe('done');
  });

  it('refuses a bad signature, an expired timestamp and a wrong agent id with 401', async () => {
    const body = chatRequest();
    const badSignature = await postApp('knowledge-answerer', body, knowledgeKey, {
      headers: { [AGENT_HEADERS.signature]: '0'.repeat(64) },
    });
    expect(badSignature.status).toBe(401);
    expect(await badSignature.json()).toEqual({ code: 401, msg: 'Bad signature' });

    const signedWithAnotherKey = await postApp('knowledge-answerer', body, {
      agentKey: knowledgeKey.agentKey,
      signingKey: 'c'.repeat(64),
    });
    expect(signedWithAnotherKey.status).toBe(401);

    const expired = await postApp('knowledge-answerer', body, knowledgeKey, {
      now: Date.now() - AGENT_LIMITS.timestampWindowMs - 5_000,
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      code: 401,
      msg: expect.stringMatching(/Timestamp/),
    });

    const wrongAgent = await postApp('knowledge-answerer', body, {
      agentKey: KEYS.utility?.agentKey ?? '',
      signingKey: knowledgeKey.signingKey,
    });
    expect(wrongAgent.status).toBe(401);
    expect(await wrongAgent.json()).toEqual({ code: 401, msg: 'Unknown agent id' });
  });

  it('refuses a malformed body with 400, an unknown slug with 404', async () => {
    const { message: _, ...noMessage } = chatRequest();
    const malformed = await postApp('knowledge-answerer', noMessage, knowledgeKey);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 400, msg: 'Malformed request body' });
    const unknown = await postApp('oracle', chatRequest(), knowledgeKey);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
  });

  it('answers 503 while its key is not set up', async () => {
    keyless = true;
    try {
      const response = await postApp('utility', chatRequest(), KEYS.utility as BuiltinSigningKey);
      expect(response.status).toBe(503);
    } finally {
      keyless = false;
    }
  });

  it('pauses between events when asked to', async () => {
    const slow = new Hono();
    mountBuiltinAgents(slow, { signingKeyOf: async (slug) => KEYS[slug] ?? null, pauseMs: 25 });
    const body = chatRequest();
    const headers = await agentRequestHeaders(knowledgeKey.agentKey, body, knowledgeKey.signingKey);
    const started = performance.now();
    const response = await slow.request(url('knowledge-answerer'), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const events = await eventsOf(response);
    expect(performance.now() - started).toBeGreaterThanOrEqual((events.length - 1) * 25 * 0.8);
  });
});

// ---------------------------------------------------------------------------------------------
// On a running platform: seeded, published, pointed at the server itself

describe('the built-in agents on the platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function rows() {
    return server.db.query<{
      id: string;
      agent_key: string;
      agent_secret_hash: string;
      published: boolean;
      name_en: string;
      logo: string;
      url: string;
    }>(
      `select a.id::text as id, a.agent_key, a.agent_secret_hash, a.published, v.name_en, v.logo,
         v.url
       from agents a join lateral (
         select name_en, logo, url from agent_versions where agent_id = a.id and status = 'approved'
         order by reviewed_at desc, id desc limit 1
       ) v on true
       where a.agent_key = any($1) order by a.agent_key`,
      [BUILTIN_AGENTS.map((agent) => agent.agentKey)],
    );
  }
  const port = () => new URL(server.url).port;

  it('publishes all three in the market, registered at this server', async () => {
    const found = await rows();
    expect(found.map((row) => [row.name_en, row.logo, row.url, row.published])).toEqual([
      [
        'Knowledge Answerer',
        '/media/seed/logo/knowledge-answerer.svg',
        `http://127.0.0.1:${port()}/builtin-agents/knowledge-answerer`,
        true,
      ],
      [
        'Calculator & Converter',
        '/media/seed/logo/utility.svg',
        `http://127.0.0.1:${port()}/builtin-agents/utility`,
        true,
      ],
      [
        'Dispatcher',
        '/media/seed/logo/dispatcher.svg',
        `http://127.0.0.1:${port()}/builtin-agents/dispatcher`,
        true,
      ],
    ]);
    for (const row of found) expect(row.agent_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const market = agentPageSchema.parse(
      (await call(server, `/api/market/agents?q=${encodeURIComponent('Calculator')}`)).body.data,
    );
    expect(market.items.map((item) => item.nameEn)).toContain('Calculator & Converter');
    expect((await fetch(`${server.url}/media/seed/logo/utility.svg`)).status).toBe(200);
  });

  it('answers a call signed with the key the platform stores, and follows a new one', async () => {
    const [knowledge, utility] = await rows();
    if (!knowledge || !utility) throw new Error('built-ins missing');
    const key = { agentKey: utility.agent_key, signingKey: utility.agent_secret_hash };
    const body = chatRequest({ message: '10 公里等于多少英里', passages: [] });
    const response = await post(utility.url, body, key);
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(
      events
        .filter((event) => event.type === 'delta')
        .map((event) => (event.data as { text: string }).text)
        .join(''),
    ).toBe('10 公里 = 6.21371 英里');

    const answered = await eventsOf(
      await post(knowledge.url, chatRequest(), {
        agentKey: knowledge.agent_key,
        signingKey: knowledge.agent_secret_hash,
      }),
    );
    expect(answered.some((event) => event.type === 'citation')).toBe(true);

    // a rotated secret counts at once: the old key no longer signs
    await server.db.query('update agents set agent_secret_hash = $2 where id = $1::bigint', [
      utility.id,
      'd'.repeat(64),
    ]);
    expect((await post(utility.url, body, key)).status).toBe(401);
    const rotated = await post(utility.url, body, { ...key, signingKey: 'd'.repeat(64) });
    expect(rotated.status).toBe(200);
    await rotated.body?.cancel();
  });

  it('points them at the new address after a restart, keeping their rows and keys', async () => {
    const before = await rows();
    await server.stop();
    server = await startTestServer({ reuse: server });
    const after = await rows();
    expect(after.map((row) => [row.id, row.agent_key, row.agent_secret_hash])).toEqual(
      before.map((row) => [row.id, row.agent_key, row.agent_secret_hash]),
    );
    for (const row of after) {
      expect(row.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port()}/builtin-agents/`));
    }
  });

  it('adds a built-in to a platform seeded before it existed', async () => {
    // as if the market had been seeded without the utility: its row is someone else's now
    const [utility] = (await rows()).filter((row) => row.name_en === 'Calculator & Converter');
    await server.db.query(
      `update agents set agent_key = 'agt_00000000000000ff' where id = $1::bigint`,
      [utility?.id],
    );
    await server.db.query(`update agent_versions set logo = '' where agent_id = $1::bigint`, [
      utility?.id,
    ]);
    await server.stop();
    const log: string[] = [];
    server = await startTestServer({ reuse: server, log: (line) => log.push(line) });
    const [added] = (await rows()).filter((row) => row.name_en === 'Calculator & Converter');
    expect(added?.id).not.toBe(utility?.id);
    expect(added).toMatchObject({ published: true, logo: '/media/seed/logo/utility.svg' });
    expect(added?.url).toBe(`http://127.0.0.1:${port()}/builtin-agents/utility`);
    expect(log).toContain('Built-in agent utility: added to the market');
  });

  it('derives its own address from the host it listens on', () => {
    expect(ownUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownUrl('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(ownUrl('::1', 8080)).toBe('http://[::1]:8080');
  });
});

describe('the dispatcher', () => {
  const ask = (message: string, language: 'zh-CN' | 'en' = 'zh-CN') =>
    pickMember({
      conversationId: '1',
      turnId: '1',
      userId: 'u',
      language,
      message,
      history: [],
      passages: [],
      route: {
        members: [
          {
            id: 'M1',
            role: 'Translator',
            description: '翻译中英文 translate between Chinese and English',
          },
          { id: 'M2', role: 'Calculator', description: '计算算式 arithmetic and unit conversion' },
        ],
      },
    });

  it('names the member whose role and description share the request’s terms', () => {
    expect(ask('帮我计算 3 * 4')?.memberId).toBe('M2');
    expect(ask('please translate this sentence', 'en')?.memberId).toBe('M1');
    expect(ask('please translate this sentence', 'en')?.text).toBe(
      'Handing this to the Translator.',
    );
  });

  it('falls back to the first member when nothing fits, and says so', () => {
    expect(ask('今天天气怎么样')).toEqual({
      memberId: 'M1',
      text: '没有明显对应的成员，交给第一位成员「Translator」处理。',
    });
  });

  it('has nothing to pick without a route request', () => {
    expect(
      pickMember({
        conversationId: '1',
        turnId: '1',
        userId: 'u',
        language: 'en',
        message: 'hi',
        history: [],
        passages: [],
      }),
    ).toBeNull();
  });
});
