import { HOST_APP_DEFAULTS, HOST_APP_META_NAME, parseHostAppMeta } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHostAppMeta } from '../src/http/static.ts';
import { FAKE_INDEX_HTML, fakeWebRoot, startTestServer, type TestServer } from './helpers.ts';

/** the host app setting as the web app reads it from a served index.html */
function hostAppOf(html: string) {
  const content = new RegExp(`<meta name="${HOST_APP_META_NAME}" content="([^"]*)"`).exec(
    html,
  )?.[1];
  expect(content, 'the host app meta').toBeDefined();
  const unescaped = (content ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return parseHostAppMeta(unescaped);
}

let server: TestServer;
let web: Awaited<ReturnType<typeof fakeWebRoot>>;

beforeAll(async () => {
  web = await fakeWebRoot({ 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  server = await startTestServer({ webRoot: web.dir });
});
afterAll(async () => {
  await server.close();
  await web.remove();
});

describe('serving the built web app', () => {
  it('answers the app for / and for every client route (SPA fallback)', async () => {
    for (const path of [
      '/',
      '/plugins/market',
      '/plugins/statistics/12',
      '/docs/getting-started/introduction',
      '/knowledge/3/upload/',
      '/payment?planId=2',
      '/agent?id=1&tab=comments',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(withHostAppMeta(FAKE_INDEX_HTML, HOST_APP_DEFAULTS));
    }
  });

  it('answers an unknown path with 404 and the same app, which shows its not-found page', async () => {
    for (const path of ['/nope', '/this/does/not/exist', '/knowledge/3', '/pricing/extra?x=1']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(withHostAppMeta(FAKE_INDEX_HTML, HOST_APP_DEFAULTS));
    }
  });

  it("writes the host app's name and download links into the page, ChainPal by default", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(hostAppOf(html)).toEqual(HOST_APP_DEFAULTS);
    expect(HOST_APP_DEFAULTS.appName).toBe('ChainPal');
    expect(JSON.stringify(HOST_APP_DEFAULTS)).not.toContain('.example');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('serves other static files', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await fetch(`${server.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });

  it('never answers API paths with the app', async () => {
    for (const path of ['/api/unknown', '/media/seed/logo/unknown.svg', '/media/other']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: 'Not found' });
    }
  });
});

describe('the host app setting (LEGION_HOST_APP_*)', () => {
  it('reaches the page: another name and other links, escaped inside the meta', async () => {
    const hostApp = {
      appName: 'Chain "Pal" <Pro>',
      androidPackageUrl: 'https://dl.example.cn/a.apk?x=1&y=2',
      iosAppStoreUrl: 'https://apps.apple.com/cn/app/x/id1',
      websiteDownloadUrl: 'https://example.cn/download',
    };
    const own = await fakeWebRoot();
    const other = await startTestServer({ webRoot: own.dir, hostApp });
    try {
      const html = await (await fetch(`${other.url}/plugins/market`)).text();
      expect(hostAppOf(html)).toEqual(hostApp);
      expect(html).not.toContain('<Pro>');
    } finally {
      await other.close();
      await own.remove();
    }
  });
});
