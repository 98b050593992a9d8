import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { response, html: await response.text() };
}

async function postForm(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { response, html: await response.text() };
}

describe('the sandbox phone page', () => {
  it('without a code: a Chinese page with English beside, a field to paste the token', async () => {
    const { response, html } = await get('/sandbox/phone');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toMatch(/^<!doctype html>\s*<html lang="zh-CN">/);
    expect(html).toContain('沙箱手机');
    expect(html).toContain('Sandbox phone');
    expect(html).toMatch(/<form method="get" action="\/sandbox\/phone">/);
    expect(html).toContain('name="qr"');
    // the host-app form is always there
    expect(html).toMatch(/<form method="post" action="\/sandbox\/phone\/host-token">/);
    // and no script at all: it works without JavaScript
    expect(html).not.toContain('<script');
  });

  it('with a code: the token, its state, and the scan and confirm forms', async () => {
    const qr = (await call(server, '/api/login/chainPalQRParam')).body.data;
    const { html } = await get(`/sandbox/phone?qr=${qr.token}`);
    expect(html).toContain(`<code data-testid="qr-token">${qr.token}</code>`);
    expect(html).toContain('data-status="waiting"');
    expect(html).toMatch(/action="\/sandbox\/phone\/scan"/);
    expect(html).toMatch(/action="\/sandbox\/phone\/confirm"/);
    expect(html).toContain(`<input type="hidden" name="qrToken" value="${qr.token}">`);
    expect(html).toContain('name="mobile"');
  });

  it('escapes what it shows', async () => {
    const evil = '"><script>alert(1)</script>';
    const { html } = await get(`/sandbox/phone?qr=${encodeURIComponent(evil)}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('二维码已过期');

    const form = await postForm('/sandbox/phone/confirm', { qrToken: 'x', mobile: evil });
    expect(form.response.status).toBe(400);
    expect(form.html).not.toContain('<script>alert(1)</script>');
  });

  it('shows a validation error on the page for a wrong mobile number', async () => {
    const qr = (await call(server, '/api/login/chainPalQRParam')).body.data;
    const { response, html } = await postForm('/sandbox/phone/confirm', {
      qrToken: qr.token,
      mobile: '12345',
    });
    expect(response.status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain('请输入 11 位手机号');
    expect(html).toContain('a mainland mobile number of 11 digits');
    // what was typed stays, and the code can still be confirmed
    expect(html).toContain('value="12345"');
    expect(html).toContain('data-status="waiting"');
  });

  it('issues a host-app token for a mobile number, as a page or as JSON', async () => {
    const { response, html } = await postForm('/sandbox/phone/host-token', {
      mobile: '13900000003',
    });
    expect(response.status).toBe(200);
    expect(html).toMatch(/<output data-testid="chain-pal-token">[\w-]{43}<\/output>/);

    const json = await call(server, '/sandbox/phone/host-token', {
      body: { mobile: '13900000003' },
    });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({
      code: 0,
      data: {
        chainPalToken: expect.stringMatching(/^[\w-]{43}$/),
        userId: expect.any(String),
        expiresAt: expect.any(String),
      },
      msg: 'ok',
    });
    const invalid = await call(server, '/sandbox/phone/host-token', { body: { mobile: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ mobile: 'a mainland mobile number of 11 digits' });
  });

  it('answers JSON errors to JSON requests', async () => {
    const missing = await call(server, '/sandbox/phone/scan', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      msg: 'Invalid request',
      fields: { qrToken: 'qrToken required' },
    });
    const unknown = await call(server, '/sandbox/phone/scan', { body: { qrToken: 'nope' } });
    expect(unknown.status).toBe(410);
    expect(unknown.body).toEqual({ code: 1002, msg: 'QR code expired' });
  });
});
