/**
 * The component catalogue at /storybook/: the built Storybook's folder (here a fake one in a
 * temporary folder, never the repository's storybook-static/) served as files, with the headers
 * a Storybook needs, and a 404 that says how to build it while there is none.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directives,
  FAKE_INDEX_HTML,
  fakeWebRoot,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/** a built Storybook's shape: its inline settings script, the manager and a hashed preview chunk */
const STORYBOOK_INDEX =
  '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE="PRODUCTION"</script>' +
  '<script type="module">import "./sb-manager/runtime.js";</script>';
const IFRAME_HTML =
  '<!doctype html><title>Storybook preview</title><div id="storybook-root"></div>';
const HASHED_CHUNK = 'export const Button = "story";';
const SECRET = 'beside-the-catalogue, never served';

/** a GET with the path exactly as written (fetch would resolve `..` before sending it) */
function rawGet(url: string, path: string) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

let web: Awaited<ReturnType<typeof fakeWebRoot>>;
let parent: string;

beforeAll(async () => {
  // the web app is there too: /storybook/ must never be answered with its pages
  web = await fakeWebRoot();
  parent = await mkdtemp(join(tmpdir(), 'legion-storybook-'));
  await writeFile(join(parent, 'secret.txt'), SECRET);
});
afterAll(async () => {
  await web.remove();
  await rm(parent, { recursive: true, force: true });
});

describe('a built catalogue', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = join(parent, 'storybook-static');
    await mkdir(join(root, 'assets'), { recursive: true });
    await mkdir(join(root, 'sb-manager'));
    await writeFile(join(root, 'index.html'), STORYBOOK_INDEX);
    await writeFile(join(root, 'iframe.html'), IFRAME_HTML);
    await writeFile(join(root, 'index.json'), '{"v":5,"entries":{}}');
    await writeFile(join(root, 'sb-manager', 'runtime.js'), 'console.log("manager")');
    await writeFile(join(root, 'assets', 'Button.stories-Bq3x9Z1a.js'), HASHED_CHUNK);
    server = await startTestServer({ webRoot: web.dir, storybookRoot: root });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /storybook/ with its index.html, headers that let it run, revalidated', async () => {
    const response = await fetch(`${server.url}/storybook/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(STORYBOOK_INDEX);
    // its inline scripts run, and the manager may frame the catalogue's own iframe.html
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('redirects /storybook to /storybook/, keeping the query', async () => {
    for (const [path, location] of [
      ['/storybook', '/storybook/'],
      ['/storybook?path=/story/button--primary', '/storybook/?path=/story/button--primary'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('serves its files with their content types; hashed assets are cached for a year', async () => {
    const files = [
      ['/storybook/iframe.html', /^text\/html/, 'no-cache'],
      ['/storybook/index.json', /^application\/json/, 'no-cache'],
      ['/storybook/sb-manager/runtime.js', /^text\/javascript/, 'no-cache'],
      [
        '/storybook/assets/Button.stories-Bq3x9Z1a.js',
        /^text\/javascript/,
        'public, max-age=31536000, immutable',
      ],
    ] as const;
    for (const [path, type, cache] of files) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      expect(response.headers.get('cache-control'), path).toBe(cache);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    const chunk = await fetch(`${server.url}/storybook/assets/Button.stories-Bq3x9Z1a.js`);
    expect(await chunk.text()).toBe(HASHED_CHUNK);
  });

  it('answers a missing file with the usual 404, not a page of the app or of the catalogue', async () => {
    for (const path of ['/storybook/nope.js', '/storybook/assets/missing-1.js', '/storybook/a/b']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ code: 404, msg: 'Not found' });
    }
  });

  it('serves nothing outside its folder', async () => {
    for (const path of [
      '/storybook/../secret.txt',
      '/storybook/assets/../../secret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/..%2fsecret.txt',
      '/storybook/%2e%2e%2fsecret.txt',
      '/storybook/..%5csecret.txt',
      '/storybook/..\\secret.txt',
    ]) {
      const answer = await rawGet(server.url, path);
      expect([400, 404], `${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.text, path).not.toContain(SECRET);
    }
  });

  it('leaves the rest of the site its own policy: no inline scripts, no framing', async () => {
    for (const path of ['/', '/plugins/market', '/assets/index-abc123.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('no catalogue built', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      webRoot: web.dir,
      storybookRoot: join(parent, 'not-built-storybook-static'),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /storybook/ with a 404 page that says how to build it, not the web app', async () => {
    for (const path of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain('The component catalogue has not been built');
      expect(html, path).toContain('npm run build-storybook');
      expect(html, path).toContain('组件目录尚未构建');
      expect(html, path).not.toContain(FAKE_INDEX_HTML);
    }
  });

  it('still redirects /storybook to /storybook/', async () => {
    const response = await fetch(`${server.url}/storybook`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/storybook/');
  });
});
