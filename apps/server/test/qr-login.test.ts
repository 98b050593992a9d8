import { API_CODES, loginResultSchema, qrParamsSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newQr() {
  const answer = await call(server, '/api/login/chainPalQRParam');
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(0);
  return qrParamsSchema.parse(answer.body.data);
}

const status = async (qrToken: string) => {
  const answer = await call(server, `/api/login/qrStatus?qrToken=${encodeURIComponent(qrToken)}`);
  expect(answer.status).toBe(200);
  return answer.body.data.status as string;
};
const qrLogin = (qrToken: string, headers: Record<string, string> = {}) =>
  call(server, '/api/login/qrLogin', { body: { qrToken }, headers });

/** what the sandbox phone's forms send: form-encoded, answered with HTML */
async function phoneForm(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}/sandbox/phone/${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}

function expectExpired(answer: Answer) {
  expect(answer.status).toBe(410);
  expect(answer.body).toEqual({ code: API_CODES.qrExpired, msg: 'QR code expired' });
}

describe('login by QR code, end to end', () => {
  it('param → waiting → scanned → confirmed → signed in, once', async () => {
    const before = Date.now();
    const qr = await newQr();
    expect(qr.timestamp).toBeGreaterThanOrEqual(before);
    expect(typeof qr.qrCode).toBe('string');
    const code = JSON.parse(qr.qrCode as string);
    expect(code).toEqual({
      action: 'legion-login',
      token: qr.token,
      sandbox: `/sandbox/phone?qr=${qr.token}`,
    });
    expect(await status(qr.token)).toBe('waiting');

    // the phone opens the address in the code
    const phone = await fetch(`${server.url}${code.sandbox}`);
    expect(phone.status).toBe(200);
    const page = await phone.text();
    expect(page).toContain(qr.token);
    expect(page).toContain('data-status="waiting"');

    const waiting = await qrLogin(qr.token);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({
      code: API_CODES.qrWaiting,
      data: null,
      msg: 'Waiting for confirmation',
    });
    expect((await qrLogin(qr.token, { 'X-Language': 'zh' })).body.msg).toBe('等待手机确认');

    const scanned = await phoneForm('scan', { qrToken: qr.token });
    expect(scanned.status).toBe(200);
    expect(scanned.type).toMatch(/text\/html/);
    expect(scanned.html).toContain('data-status="scanned"');
    expect(await status(qr.token)).toBe('scanned');
    expect((await qrLogin(qr.token)).body.code).toBe(API_CODES.qrWaiting);

    const confirmed = await phoneForm('confirm', { qrToken: qr.token, mobile: '13900000003' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('已确认登录');
    expect(await status(qr.token)).toBe('confirmed');

    const signedIn = await qrLogin(qr.token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.code).toBe(0);
    const result = loginResultSchema.parse(signedIn.body.data);
    expect(result.userInfo).toMatchObject({ username: 'user', mobile: '139****0003' });
    expect(result.role).toBe('user');
    const me = await call(server, '/api/user/me', { token: result.token });
    expect(me.body.data.username).toBe('user');

    // one use only; the code still reads as confirmed for a page that polls once more
    expectExpired(await qrLogin(qr.token));
    expect(await status(qr.token)).toBe('confirmed');
  });

  it('confirms from the phone in JSON, creating a plain account for a new mobile', async () => {
    const qr = await newQr();
    const confirmed = await call(server, '/sandbox/phone/confirm', {
      body: { qrToken: qr.token, mobile: '13512345678' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ code: 0, data: { status: 'confirmed' } });
    const result = loginResultSchema.parse((await qrLogin(qr.token)).body.data);
    expect(result.userInfo).toMatchObject({
      // a generated handle: a name made of the mobile would publish it
      username: expect.stringMatching(/^user_[a-z2-7]{10}$/),
      mobile: '135****5678',
      role: 'user',
      developer: null,
    });
    expect(result.userInfo.id).toBe(confirmed.body.data.userId);

    // the same number later is the same account
    const again = await newQr();
    await call(server, '/sandbox/phone/confirm', {
      body: { qrToken: again.token, mobile: '13512345678' },
    });
    const second = loginResultSchema.parse((await qrLogin(again.token)).body.data);
    expect(second.userInfo.id).toBe(result.userInfo.id);
  });

  it('signs an admin in when the admin confirms', async () => {
    const qr = await newQr();
    await call(server, '/sandbox/phone/scan', { body: { qrToken: qr.token } });
    await call(server, '/sandbox/phone/confirm', {
      body: { qrToken: qr.token, mobile: '13700000001' },
    });
    const result = loginResultSchema.parse((await qrLogin(qr.token)).body.data);
    expect(result.role).toBe('admin');
    expect(result.userInfo.developer).toEqual({ status: 1, role: 1 });
  });

  it('refuses a second confirmation by another phone', async () => {
    const qr = await newQr();
    const body = { qrToken: qr.token, mobile: '13900000003' };
    expect((await call(server, '/sandbox/phone/confirm', { body })).status).toBe(200);
    // the same phone again is harmless
    expect((await call(server, '/sandbox/phone/confirm', { body })).status).toBe(200);
    const other = await call(server, '/sandbox/phone/confirm', {
      body: { ...body, mobile: '13800000002' },
    });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 409, msg: 'QR code already used' });
    expect(loginResultSchema.parse((await qrLogin(qr.token)).body.data).userInfo.username).toBe(
      'user',
    );
  });
});

describe('QR validity: 120000 ms', () => {
  it('reads expired after 120000 ms, and can no longer be confirmed or used', async () => {
    const qr = await newQr();
    server.clock.advance(119_000);
    expect(await status(qr.token)).toBe('waiting');
    server.clock.advance(1_001);
    expect(await status(qr.token)).toBe('expired');
    expectExpired(await qrLogin(qr.token));
    expect((await qrLogin(qr.token, { 'X-Language': 'zh' })).body.msg).toBe('二维码已过期');

    const json = await call(server, '/sandbox/phone/confirm', {
      body: { qrToken: qr.token, mobile: '13611112222' },
    });
    expectExpired(json);
    const form = await phoneForm('confirm', { qrToken: qr.token, mobile: '13611112222' });
    expect(form.status).toBe(410);
    expect(form.html).toContain('二维码已过期');
    expect(form.html).toContain('QR code expired');
    // no account was made for the number of an expired code
    const made = await server.db.query("select 1 from users where mobile = '13611112222'");
    expect(made).toHaveLength(0);

    const page = await (await fetch(`${server.url}/sandbox/phone?qr=${qr.token}`)).text();
    expect(page).toContain('二维码已过期');
  });

  it('a confirmed code not used within 120000 ms expires too', async () => {
    const qr = await newQr();
    await call(server, '/sandbox/phone/confirm', {
      body: { qrToken: qr.token, mobile: '13900000003' },
    });
    server.clock.advance(120_001);
    expect(await status(qr.token)).toBe('expired');
    expectExpired(await qrLogin(qr.token));
  });

  it('an unknown token reads expired', async () => {
    expect(await status('no-such-token')).toBe('expired');
    expectExpired(await qrLogin('no-such-token'));
  });

  it('validates its input', async () => {
    const answer = await call(server, '/api/login/qrStatus');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      msg: 'Invalid request',
      fields: { qrToken: 'qrToken required' },
    });
    expect((await call(server, '/api/login/qrLogin', { body: { qrToken: '' } })).status).toBe(400);
  });
});
