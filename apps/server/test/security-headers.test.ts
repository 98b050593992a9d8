/**
 * The security headers of every answer: the web app's Content-Security-Policy with
 * no inline script, nosniff, the referrer policy and no framing, on API answers, errors, the
 * app's index.html and its assets; the pages and images that bring their own stricter policy
 * keep it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  directives,
  fakeWebRoot,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let web: Awaited<ReturnType<typeof fakeWebRoot>>;

beforeAll(async () => {
  web = await fakeWebRoot({
    'early.js': 'document.documentElement.dataset.theme="light"',
  });
  server = await startTestServer({ webRoot: web.dir });
});
afterAll(async () => {
  await server.close();
  await web.remove();
});

/** the headers every answer carries, and the web app's policy */
function expectAppHeaders(headers: Headers, label: string) {
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  const csp = directives(headers.get('content-security-policy'));
  // our own files, or an inline script carrying this answer's nonce (React's, in a
  // server-rendered page): never any other inline script
  expect(csp.get('script-src'), label).toEqual([
    "'self'",
    expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{16,}={0,2}'$/),
  ]);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('on the API: an answer, a signed-in answer, a validation error and an unknown path', async () => {
    const token = await signIn(server, 'user');
    const answers = {
      health: await call(server, '/healthz'),
      market: await call(server, '/api/market/agents'),
      me: await call(server, '/api/knowledge', { token }),
      invalid: await call(server, '/api/login/password', { body: {} }),
      unknown: await call(server, '/api/nope'),
    };
    expect(answers.health.status).toBe(200);
    expect(answers.market.status).toBe(200);
    expect(answers.me.status).toBe(200);
    expect(answers.invalid.status).toBe(400);
    expect(answers.unknown.status).toBe(404);
    for (const [label, answer] of Object.entries(answers)) expectAppHeaders(answer.headers, label);
  });

  it("on the web app's index.html (any client route), its assets and its public files", async () => {
    for (const path of ['/', '/plugins/market', '/assets/index-abc123.js', '/early.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expectAppHeaders(response.headers, path);
    }
    const missing = await fetch(`${server.url}/assets/missing-1.js`);
    expect(missing.status).toBe(404);
    expectAppHeaders(missing.headers, 'missing asset');
  });

  it('the policy never allows inline or evaluated scripts', async () => {
    const response = await fetch(`${server.url}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const csp = directives(policy);
    for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
      expect(csp.get(directive) ?? [], directive).not.toContain("'unsafe-inline'");
      expect(csp.get(directive) ?? [], directive).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it("the web app's index.html has no inline script for the policy to block", async () => {
    const html = await readFile(
      fileURLToPath(new URL('../../web/index.html', import.meta.url)),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\ssrc="[^"]+"/);
      expect(body?.trim(), tag).toBe('');
    }
    // the theme is still set before the first paint: a blocking script in the head
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/early.js"></script>');
  });

  it('the sandbox pages keep their own stricter policy', async () => {
    for (const path of ['/sandbox/phone', '/sandbox/sms', '/sandbox/pay/unknown-token']) {
      const response = await fetch(`${server.url}${path}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('style-src'), path).toEqual(["'unsafe-inline'"]);
      expect(csp.get('script-src'), path).toBeUndefined();
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('served images keep a policy that lets them run nothing', async () => {
    const response = await fetch(`${server.url}/media/seed/logo/knowledge-answerer.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
