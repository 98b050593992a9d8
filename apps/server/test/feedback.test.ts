import {
  FEEDBACK_REPLY_WORKING_DAYS,
  feedbackPageSchema,
  feedbackReceiptSchema,
  MOBILE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SMS_CODE_COOLDOWN_SECONDS,
  SMS_CODE_MESSAGE,
  SMS_CODE_TTL_SECONDS,
  SMS_CODE_WRONG,
  SMS_RATE_LIMITED,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRepository } from '../src/feedback/repository.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const logLines: string[] = [];
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer({ log: (line) => logLines.push(line) });
  adminToken = await signIn(server, 'admin');
  userToken = await signIn(server, 'user');
});
afterAll(() => server.close());

// every test has phones and an address of its own: the limits of one do not touch another
let phones = 0;
const newPhone = () => `1380000${String(++phones).padStart(4, '0')}`;
let addresses = 0;
const newIp = () => `203.0.113.${++addresses}`;

const requestCode = (mobile: string, ip: string, headers: Record<string, string> = {}) =>
  call(server, '/api/feedback/sms-code', {
    body: { mobile },
    headers: { 'x-forwarded-for': ip, ...headers },
  });

async function outboxPage(query = '') {
  const response = await fetch(`${server.url}/sandbox/sms${query}`);
  return { response, html: await response.text() };
}

/** the newest code sent to the phone, read from the sandbox outbox page */
async function codeFor(mobile: string): Promise<string> {
  const { html } = await outboxPage(`?mobile=${mobile}`);
  const code = /data-testid="sms-text">【Legion】验证码 (\d{6})，10 分钟内有效</.exec(html)?.[1];
  if (!code) throw new Error(`no code for ${mobile} in the outbox`);
  return code;
}

const form = (mobile: string, smsCode: string) => ({
  company: 'Acme 科技',
  contactName: '王小明',
  mobile,
  smsCode,
  details: '希望支持企业私有部署',
});

const submit = (body: unknown, ip = '198.51.100.1', headers: Record<string, string> = {}) =>
  call(server, '/api/feedback', { body, headers: { 'x-forwarded-for': ip, ...headers } });

/** a phone with a code sent, and the code */
async function phoneWithCode() {
  const mobile = newPhone();
  expect((await requestCode(mobile, newIp())).status).toBe(200);
  return { mobile, code: await codeFor(mobile) };
}

/** a 6-digit code that is not `code` */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('feedback with an SMS code, end to end', () => {
  it('sends a code to the sandbox outbox, stores the feedback, and shows it to admins masked', async () => {
    const mobile = newPhone();
    const sent = await requestCode(mobile, newIp());
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      code: 0,
      data: { cooldownSeconds: SMS_CODE_COOLDOWN_SECONDS },
      msg: 'ok',
    });

    const code = await codeFor(mobile);
    // the server log has the message, phone masked, code visible
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    expect(logLines).toContain(`sms to ${masked}: 【Legion】验证码 ${code}，10 分钟内有效`);
    // the database keeps a salted hash, not the code
    const [stored] = await server.db.query<{ code_hash: string; used_at: unknown }>(
      'select code_hash, used_at from sms_codes where mobile = $1',
      [mobile],
    );
    expect(stored?.code_hash).toMatch(/^[\w-]+\$[\w-]{43}$/);
    expect(stored?.code_hash).not.toContain(code);

    const body = { ...form(mobile, code), company: 'Feedback flow 公司' };
    const answer = await submit(body);
    expect(answer.status).toBe(200);
    const receipt = feedbackReceiptSchema.parse(answer.body.data);
    expect(Date.parse(receipt.createdAt)).toBe(new Date(receipt.createdAt).getTime());
    const [used] = await server.db.query<{ used_at: unknown }>(
      'select used_at from sms_codes where mobile = $1',
      [mobile],
    );
    expect(used?.used_at).not.toBeNull();

    const list = await call(server, '/api/admin/feedback?q=Feedback%20flow', { token: adminToken });
    expect(list.status).toBe(200);
    const page = feedbackPageSchema.parse(list.body.data);
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      {
        id: receipt.id,
        company: 'Feedback flow 公司',
        contactName: body.contactName,
        mobile: masked,
        details: body.details,
        createdAt: receipt.createdAt,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(mobile);
    // the reply time the sender is told stays 1-3 working days
    expect(FEEDBACK_REPLY_WORKING_DAYS).toBe('1-3');
  });

  it('answers each required field, a bad mobile and a bad code with its message', async () => {
    const valid = form(newPhone(), '123456');
    const cases: [Partial<typeof valid>, string, string][] = [
      [{ company: '' }, 'company', REQUIRED_FIELDS_MESSAGE],
      [{ contactName: '   ' }, 'contactName', REQUIRED_FIELDS_MESSAGE],
      [{ mobile: '' }, 'mobile', REQUIRED_FIELDS_MESSAGE],
      [{ smsCode: '' }, 'smsCode', REQUIRED_FIELDS_MESSAGE],
      [{ details: ' ' }, 'details', REQUIRED_FIELDS_MESSAGE],
      [{ mobile: '12345678901' }, 'mobile', MOBILE_MESSAGE],
      [{ mobile: '1380000' }, 'mobile', MOBILE_MESSAGE],
      [{ smsCode: '12ab56' }, 'smsCode', SMS_CODE_MESSAGE],
      [{ smsCode: '12345' }, 'smsCode', SMS_CODE_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const answer = await submit({ ...valid, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toEqual({ code: 400, msg: message, fields: { [field]: message } });
    }
    // several at once: every field has its message, msg is the first in the form's order
    const many = await submit({ ...valid, company: '', smsCode: 'x' });
    expect(many.body.msg).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(many.body.fields).toEqual({
      company: REQUIRED_FIELDS_MESSAGE,
      smsCode: SMS_CODE_MESSAGE,
    });
    // in Chinese
    const zh = await submit({ ...valid, mobile: '123', smsCode: '1' }, undefined, {
      'X-Language': 'zh',
    });
    expect(zh.body).toEqual({
      code: 400,
      msg: '请输入有效的手机号码',
      fields: { mobile: '请输入有效的手机号码', smsCode: '请输入 6 位验证码' },
    });
    // the code request validates the phone the same way, and sends nothing
    for (const [mobile, message] of [
      ['', REQUIRED_FIELDS_MESSAGE],
      ['23800138000', MOBILE_MESSAGE],
    ] as const) {
      const answer = await requestCode(mobile, newIp());
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: message, fields: { mobile: message } });
    }
    const [count] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from sms_codes where mobile in ('', '23800138000')",
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a wrong code, in both languages, and still takes the right one after it', async () => {
    const { mobile, code } = await phoneWithCode();
    const wrong = await submit(form(mobile, otherThan(code)));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 400,
      msg: SMS_CODE_WRONG,
      fields: { smsCode: SMS_CODE_WRONG },
    });
    const zh = await submit(form(mobile, otherThan(code)), undefined, { 'X-Language': 'zh' });
    expect(zh.body).toEqual({
      code: 400,
      msg: '验证码错误或已过期，请重新获取',
      fields: { smsCode: '验证码错误或已过期，请重新获取' },
    });
    // a phone that was never sent a code
    expect((await submit(form(newPhone(), code))).body.msg).toBe(SMS_CODE_WRONG);
    expect((await submit(form(mobile, code))).status).toBe(200);
  });

  it('uses a code once', async () => {
    const { mobile, code } = await phoneWithCode();
    expect((await submit(form(mobile, code))).status).toBe(200);
    const again = await submit(form(mobile, code));
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ smsCode: SMS_CODE_WRONG });
  });

  it('lets only one of several submissions of the same code at once through', async () => {
    const { mobile, code } = await phoneWithCode();
    const answers = await Promise.all([1, 2, 3, 4].map(() => submit(form(mobile, code))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    const [count] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from feedback where mobile = $1',
      [mobile],
    );
    expect(count?.n).toBe(1);
  });

  it('uses a code once even when two checks of it passed together (the conditional update)', async () => {
    const { mobile } = await phoneWithCode();
    const repo = feedbackRepository(server.db);
    const at = new Date(server.clock.now());
    const [first, second] = [
      await repo.takeAttempt(mobile, 'feedback', at, 5),
      await repo.takeAttempt(mobile, 'feedback', at, 5),
    ];
    expect(first?.id).toBeDefined();
    expect(second?.id).toBe(first?.id);
    const id = first?.id ?? '';
    expect(await repo.useCode(id, at)).toBe(true);
    expect(await repo.useCode(id, at)).toBe(false);
  });

  it('burns a code after 5 wrong attempts', async () => {
    const { mobile, code } = await phoneWithCode();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await submit(form(mobile, otherThan(code)))).status, `attempt ${attempt}`).toBe(400);
    }
    const right = await submit(form(mobile, code));
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe(SMS_CODE_WRONG);
  });

  it('accepts the right code on the 5th attempt, after 4 wrong ones', async () => {
    const { mobile, code } = await phoneWithCode();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await submit(form(mobile, otherThan(code)))).status).toBe(400);
    }
    expect((await submit(form(mobile, code))).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { mobile, code } = await phoneWithCode();
    server.clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1000);
    const answer = await submit(form(mobile, code));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ smsCode: SMS_CODE_WRONG });
  });

  it('replaces an older code with a new one', async () => {
    const { mobile, code: first } = await phoneWithCode();
    server.clock.advance(SMS_CODE_COOLDOWN_SECONDS * 1000);
    expect((await requestCode(mobile, newIp())).status).toBe(200);
    const second = await codeFor(mobile);
    if (second !== first) expect((await submit(form(mobile, first))).status).toBe(400);
    expect((await submit(form(mobile, second))).status).toBe(200);
  });
});

describe('the limits on codes', () => {
  it('gives a phone one code a minute: 429 with Retry-After, then allowed after 60 s', async () => {
    const mobile = newPhone();
    expect((await requestCode(mobile, newIp())).status).toBe(200);
    server.clock.advance(20_000);
    const limited = await requestCode(mobile, newIp());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: SMS_RATE_LIMITED });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(39);
    expect(retryAfter).toBeLessThanOrEqual(40);
    const zh = await requestCode(mobile, newIp(), { 'X-Language': 'zh' });
    expect(zh.body.msg).toBe('获取验证码过于频繁，请稍后再试');
    // a refused request sends nothing
    const { html } = await outboxPage(`?mobile=${mobile}`);
    expect(html.match(/data-testid="sms"/g)).toHaveLength(1);

    server.clock.advance(40_000);
    expect((await requestCode(mobile, newIp())).status).toBe(200);
  });

  it('gives a phone at most 5 codes an hour', async () => {
    const mobile = newPhone();
    for (let n = 1; n <= 5; n++) {
      expect((await requestCode(mobile, newIp())).status, `code ${n}`).toBe(200);
      server.clock.advance(SMS_CODE_COOLDOWN_SECONDS * 1000);
    }
    const limited = await requestCode(mobile, newIp());
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe(SMS_RATE_LIMITED);
    // the first code leaves the hour 60 min after it was sent: 5 minutes have gone by
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3600 - 5 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(3600 - 5 * 60);
    server.clock.advance(retryAfter * 1000);
    expect((await requestCode(mobile, newIp())).status).toBe(200);
  });

  it('gives an address at most 10 codes an hour', async () => {
    const ip = newIp();
    for (let n = 1; n <= 10; n++) {
      expect((await requestCode(newPhone(), ip)).status, `code ${n}`).toBe(200);
    }
    const limited = await requestCode(newPhone(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe(SMS_RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    // another address is not limited
    expect((await requestCode(newPhone(), newIp())).status).toBe(200);
    server.clock.advance(60 * 60_000);
    expect((await requestCode(newPhone(), ip)).status).toBe(200);
  });
});

describe('the admin list', () => {
  it('is for admins only', async () => {
    expect((await call(server, '/api/admin/feedback')).status).toBe(401);
    const user = await call(server, '/api/admin/feedback', { token: userToken });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ code: 403, msg: 'Not allowed' });
    expect((await call(server, '/api/admin/feedback', { token: adminToken })).status).toBe(200);
  });

  it('lists newest first and searches company, contact name and details', async () => {
    const sendFeedback = async (change: Partial<ReturnType<typeof form>>) => {
      const { mobile, code } = await phoneWithCode();
      const answer = await submit({ ...form(mobile, code), ...change });
      expect(answer.status).toBe(200);
      server.clock.advance(1000);
      return answer.body.data.id as string;
    };
    const older = await sendFeedback({ company: 'Zebra 搜索甲', details: 'first 100%_' });
    const newer = await sendFeedback({ contactName: 'Zebra 李', details: 'second' });
    const newest = await sendFeedback({ details: '关于 zebra 的建议' });
    const list = async (q: string) => {
      const answer = await call(server, `/api/admin/feedback?q=${encodeURIComponent(q)}`, {
        token: adminToken,
      });
      expect(answer.status).toBe(200);
      return feedbackPageSchema.parse(answer.body.data);
    };
    const zebra = await list('zebra');
    expect(zebra.total).toBe(3);
    expect(zebra.items.map((item) => item.id)).toEqual([newest, newer, older]);
    expect((await list('100%_')).items.map((item) => item.id)).toEqual([older]);
    expect((await list('%')).items.map((item) => item.id)).toEqual([older]);
    expect((await list('no such feedback')).total).toBe(0);
    const all = await call(server, '/api/admin/feedback?pageSize=2&page=1', { token: adminToken });
    const firstPage = feedbackPageSchema.parse(all.body.data);
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    for (const item of firstPage.items) expect(item.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
  });
});

describe('the sandbox SMS outbox page', () => {
  it('lists the latest messages newest first, phones masked, or one phone in full', async () => {
    const a = newPhone();
    const b = newPhone();
    expect((await requestCode(a, newIp())).status).toBe(200);
    server.clock.advance(1000);
    expect((await requestCode(b, newIp())).status).toBe(200);

    const all = await outboxPage();
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get('content-type')).toMatch(/text\/html/);
    expect(all.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(all.html).not.toContain('<script');
    const mobiles = [...all.html.matchAll(/data-testid="sms-mobile">([^<]*)</g)].map((m) => m[1]);
    expect(mobiles.length).toBeLessThanOrEqual(50);
    expect(mobiles.slice(0, 2)).toEqual([
      `${b.slice(0, 3)}****${b.slice(-4)}`,
      `${a.slice(0, 3)}****${a.slice(-4)}`,
    ]);
    expect(all.html).not.toContain(a);
    expect(all.html).not.toContain(b);

    const one = await outboxPage(`?mobile=${a}`);
    const shown = [...one.html.matchAll(/data-testid="sms-mobile">([^<]*)</g)].map((m) => m[1]);
    expect(shown).toEqual([a]);
  });

  it('escapes what it shows', async () => {
    const evil = '"><script>alert(1)</script>';
    const { response, html } = await outboxPage(`?mobile=${encodeURIComponent(evil)}`);
    expect(response.status).toBe(400);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('data-testid="sms"');
  });
});

describe('without the sandbox', () => {
  it('has no SMS provider: a code request answers 503 and there is no outbox page', async () => {
    const bare = await startTestServer({ sandbox: false });
    try {
      const answer = await call(bare, '/api/feedback/sms-code', { body: { mobile: newPhone() } });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 503, msg: 'SMS codes cannot be sent right now' });
      expect((await fetch(`${bare.url}/sandbox/sms`)).status).toBe(404);
      const [count] = await bare.db.query<{ n: number }>(
        'select count(*)::int as n from sms_codes',
      );
      expect(count?.n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
