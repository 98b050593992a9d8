/**
 * Nothing scrolls sideways on a phone: every route of apps/web/src/routes.tsx, opened
 * at 375 px by the role that can use it, with real ids from the seeded server, in Chinese and
 * in English, never makes the page wider than the screen nor cuts a control off at the edge of
 * its box. A route added to the router without a visit here fails the first test.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';
import { bearer, data, type Session } from './support/api.ts';

const routesSource = readFileSync(new URL('../apps/web/src/routes.tsx', import.meta.url), 'utf8');
const ROUTER_PATHS = [...routesSource.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);

type Role = 'visitor' | 'user' | 'developer' | 'admin';
/** each route of the router, by the role that uses it ('*' is the not-found page) */
const ROLE_OF: Record<string, Role> = {
  '/': 'visitor',
  '/legion': 'visitor',
  '/legion/:id': 'visitor',
  '/plugins': 'visitor',
  '/plugins/market': 'visitor',
  '/plugins/statistics/:id': 'visitor',
  '/pricing': 'visitor',
  '/docs': 'visitor',
  '/docs/:category': 'visitor',
  '/docs/:category/:article': 'visitor',
  '*': 'visitor',
  '/agent': 'user',
  '/knowledge': 'user',
  '/knowledge/:id/documents': 'user',
  '/knowledge/:id/upload': 'user',
  '/payment': 'user',
  '/notifications': 'user',
  '/developer': 'developer',
  '/developer/certification': 'user',
  '/developer/orders': 'user',
  '/developer/orders/:id': 'user',
  '/developer/plugins': 'developer',
  '/developer/orchestration': 'developer',
  '/developer/statistics/:id': 'developer',
  '/developer/member': 'developer',
  '/developer/reviews/:id': 'developer',
  '/admin': 'admin',
  '/admin/dev/review/:id': 'admin',
  '/admin/plugins': 'admin',
  '/admin/plugins/review/:id': 'admin',
  '/admin/orders': 'admin',
  '/admin/orders/detail/:id': 'admin',
  '/admin/feedback': 'admin',
  '/admin/legions': 'admin',
  '/admin/reviews': 'admin',
  '/admin/audit': 'admin',
};

const PHONE_WIDTH = 375;

async function passwordSession(request: APIRequestContext, username: string): Promise<Session> {
  const login = await data<{ token: string; userInfo: Session['user'] }>(
    await request.post('/api/login/password', {
      data: { username, password: E2E_SEED_PASSWORD },
    }),
  );
  return { token: login.token, user: login.userInfo };
}

async function signIn(page: Page, session: Session) {
  await page.goto('/docs');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('userId', user.id);
  }, session);
}

/** the first item's id of the first of these lists that has one */
async function firstId(request: APIRequestContext, paths: string | string[], token?: string) {
  for (const path of typeof paths === 'string' ? [paths] : paths) {
    const page = await data<{ items: Array<{ id: string }> }>(
      await request.get(path, token ? { headers: bearer(token) } : {}),
    );
    if (page.items[0]) return page.items[0].id;
  }
  throw new Error(`${paths} list nothing`);
}

/** a review queue in each of its states, the default (pending) first */
const queue = (path: string) => ['', '?status=approved', '?status=rejected'].map((q) => path + q);

/** a published legion: the seed developer composes one of two market agents, the admin approves */
async function publishedLegionId(request: APIRequestContext, developer: string, admin: string) {
  const listed = await data<{ items: Array<{ id: string }> }>(await request.get('/api/legions'));
  if (listed.items[0]) return listed.items[0].id;
  const choices = await data<{ items: Array<{ agentId: string; published: boolean }> }>(
    await request.get('/api/developer/legion-agents', { headers: bearer(developer) }),
  );
  const members = choices.items
    .filter((choice) => choice.published)
    .slice(0, 2)
    .map((choice) => ({ agentId: choice.agentId, role: '成员', instructions: '' }));
  const nameZh = `窄屏军团${Date.now() % 1_000_000}`;
  await data(
    await request.post('/api/developer/legions', {
      headers: bearer(developer),
      data: {
        nameZh,
        nameEn: `Narrow Legion ${nameZh.slice(4)}`,
        descriptionZh: '检查手机宽度的军团',
        descriptionEn: 'A legion for the phone-width check',
        flow: 'sequence',
        members,
      },
    }),
  );
  const queue = await data<{ items: Array<{ id: string; nameZh: string }> }>(
    await request.get('/api/admin/legion-versions?status=pending', { headers: bearer(admin) }),
  );
  const version = queue.items.find((item) => item.nameZh === nameZh);
  if (!version) throw new Error('the new legion is not in the review queue');
  await data(
    await request.post(`/api/admin/legion-versions/${version.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'approve' },
    }),
  );
  return firstId(request, '/api/legions');
}

/** the widest element that makes the page wider than the screen, for the failure message */
async function pageWidth(page: Page) {
  // a phone widens its layout viewport to content wider than the screen: compare with 375
  return page.evaluate((width) => {
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= width) return { scrollWidth, widest: '' };
    const pushes = (element: Element) => {
      if (element.getBoundingClientRect().right <= width + 0.5) return false;
      for (
        let box: Element | null = element;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed') return false;
        if (box !== element && style.overflowX !== 'visible') return false;
      }
      return true;
    };
    const [widest] = [...document.body.querySelectorAll('*')]
      .filter(pushes)
      .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width);
    const text = (widest?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      scrollWidth,
      widest: widest
        ? `<${widest.tagName.toLowerCase()} class="${widest.className}"> ${Math.round(widest.getBoundingClientRect().width)} px: "${text}"`
        : '',
    };
  }, PHONE_WIDTH);
}

/**
 * Interactive controls that a box cut off: partly outside an ancestor that hides its overflow
 * (a control wider than its row, pushed past the edge of a card). Such a page does not scroll
 * sideways, so the width check alone passes it, yet a person cannot read or reach the control.
 * A control wholly outside (a carousel's next slide) is not cut off but out of view, and a
 * scroll container (overflow auto or scroll) lets a person reach what it holds.
 */
async function clippedControls(page: Page) {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="tab"], [role="checkbox"], [role="switch"], [role="option"], [role="link"]';
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      const rect = control.getBoundingClientRect();
      // not drawn, or visually hidden (sr-only): nothing to cut off
      if (
        rect.width < 2 ||
        rect.height < 2 ||
        !control.checkVisibility({ visibilityProperty: true })
      )
        continue;
      for (let box = control.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible') continue;
        if (box === document.body || box === document.documentElement) break;
        // scrolling the box brings the control into view (the header's row of links)
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
        const edge = box.getBoundingClientRect();
        const outside = rect.right <= edge.left || rect.left >= edge.right;
        const cut = rect.left < edge.left - 1 || rect.right > edge.right + 1;
        if (cut && !outside) {
          const text = (control.textContent || control.getAttribute('aria-label') || '')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 40);
          found.push(
            `<${control.tagName.toLowerCase()}> "${text}" ${Math.round(rect.left)}–${Math.round(rect.right)} px in a box ${Math.round(edge.left)}–${Math.round(edge.right)} px`,
          );
        }
        if (outside || cut) break;
      }
    }
    return found;
  });
}

/**
 * Opens a path in the app already running, as its own links do: the router renders the route
 * without a new page load (a page's width does not depend on how it was reached, and loading
 * the app again for each of the 72 visits was most of this sweep's work).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // the route may add to its address at once (the payment page adds its order's number)
  await expect
    .poll(() =>
      page.evaluate((to) => {
        const wanted = new URL(to, location.origin);
        const here = new URLSearchParams(location.search);
        return (
          location.pathname === wanted.pathname &&
          [...wanted.searchParams].every(([name, value]) => here.get(name) === value)
        );
      }, path),
    )
    .toBe(true);
}

async function expectFits(page: Page, path: string) {
  // the page has arrived: its heading shows and nothing is loading any more (pages kept alive
  // behind it are hidden)
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /加载|Loading/, visible: true }),
  ).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  const measured = await pageWidth(page);
  expect(
    measured.scrollWidth,
    `${path} scrolls sideways; widest overflowing element: ${measured.widest}`,
  ).toBeLessThanOrEqual(PHONE_WIDTH);
  expect.soft(await clippedControls(page), `${path} cuts off controls`).toEqual([]);
}

const withLang = (path: string, lang: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Opens `url` as a new document. What a person sees is waited for by the checks that follow,
 * not the load event: under CI load a full load twice waited for the whole test's time. If the
 * document itself does not arrive, the error names what was still loading.
 */
async function openDocument(page: Page, url: string, loading: Set<string>) {
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nstill loading: ${[...loading].join(', ') || 'nothing'}`,
    );
  }
}

/**
 * Each path in each language: the first one loaded with the language chosen, the rest in the
 * app. Each language has its own tab, as a person opening the site afresh would.
 */
async function expectRoutesFit(first: Page, paths: Record<string, string>) {
  for (const lang of ['zh-CN', 'en']) {
    const page = lang === 'zh-CN' ? first : await first.context().newPage();
    const loading = new Set<string>();
    page.on('request', (request) => loading.add(request.url()));
    page.on('requestfinished', (request) => loading.delete(request.url()));
    page.on('requestfailed', (request) => loading.delete(request.url()));
    let loaded = false;
    for (const [route, path] of Object.entries(paths)) {
      await test.step(`${route} (${lang})`, async () => {
        if (loaded) await openInApp(page, path);
        else await openDocument(page, withLang(path, lang), loading);
        loaded = true;
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectFits(page, path);
      });
    }
  }
}

const routesOf = (role: Role) =>
  Object.entries(ROLE_OF)
    .filter(([, owner]) => owner === role)
    .map(([route]) => route);

test('every route of the router is visited by a role', { tag: '@phone' }, () => {
  expect([...ROUTER_PATHS].sort()).toEqual(Object.keys(ROLE_OF).sort());
});

test('a visitor’s pages fit a phone in both languages', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const developer = (await passwordSession(request, 'developer')).token;
  const admin = (await passwordSession(request, 'admin')).token;
  const paths: Record<string, string> = {
    '/': '/',
    '/legion': '/legion',
    '/legion/:id': `/legion/${await publishedLegionId(request, developer, admin)}`,
    '/plugins': '/plugins',
    '/plugins/market': '/plugins/market',
    '/plugins/statistics/:id': `/plugins/statistics/${await firstId(request, '/api/market/agents')}`,
    '/pricing': '/pricing',
    '/docs': '/docs',
    '/docs/:category': '/docs/getting-started',
    '/docs/:category/:article': '/docs/getting-started/introduction',
    '*': '/no/such/page',
  };
  expect(Object.keys(paths).sort()).toEqual(routesOf('visitor').sort());
  await expectRoutesFit(page, paths);
});

test('a user’s pages fit a phone in both languages', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await passwordSession(request, 'user');
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', {
      headers: bearer(user.token),
      data: { name: `窄屏知识库 ${Date.now() % 1_000_000}`, description: '手机宽度检查' },
    }),
  );
  await data(
    await request.post(`/api/knowledge/${base.id}/documents/upload`, {
      headers: bearer(user.token),
      multipart: {
        file: {
          name: '一份相当长的中文文档名称用来检查窄屏下的表格与卡片.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('军团是多个智能体的组合。\n'.repeat(20)),
        },
      },
    }),
  );
  // an order of their own, for its page (still to be paid: the page says so)
  const order = await data<{ order: { id: string } }>(
    await request.post('/api/payment/orders', {
      headers: bearer(user.token),
      data: { planId: 'agent-premium', months: 1, method: 'chat_wallet', agreementAccepted: true },
    }),
  );
  const paths: Record<string, string> = {
    '/agent': `/agent?id=${await firstId(request, '/api/market/agents')}`,
    '/knowledge': '/knowledge',
    '/knowledge/:id/documents': `/knowledge/${base.id}/documents`,
    '/knowledge/:id/upload': `/knowledge/${base.id}/upload`,
    '/payment': '/payment?planId=agent-premium',
    '/notifications': '/notifications',
    '/developer/certification': '/developer/certification',
    '/developer/orders': '/developer/orders',
    '/developer/orders/:id': `/developer/orders/${order.order.id}`,
  };
  expect(Object.keys(paths).sort()).toEqual(routesOf('user').sort());
  await signIn(page, user);
  await expectRoutesFit(page, paths);
});

test('a developer’s pages fit a phone in both languages', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const developer = await passwordSession(request, 'developer');
  const agentId = await firstId(request, '/api/developer/agents', developer.token);
  const paths: Record<string, string> = {
    '/developer': '/developer',
    '/developer/plugins': '/developer/plugins',
    '/developer/orchestration': '/developer/orchestration',
    '/developer/statistics/:id': `/developer/statistics/${agentId}`,
    '/developer/member': '/developer/member',
    '/developer/reviews/:id': `/developer/reviews/${agentId}`,
  };
  expect(Object.keys(paths).sort()).toEqual(routesOf('developer').sort());
  await signIn(page, developer);
  await expectRoutesFit(page, paths);
});

test('an administrator’s pages fit a phone in both languages', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await passwordSession(request, 'admin');
  const token = admin.token;
  const paths: Record<string, string> = {
    '/admin': '/admin?status=all',
    '/admin/dev/review/:id': `/admin/dev/review/${await firstId(request, queue('/api/admin/developer-applications'), token)}`,
    '/admin/plugins': '/admin/plugins?status=all',
    '/admin/plugins/review/:id': `/admin/plugins/review/${await firstId(request, queue('/api/admin/agent-versions'), token)}`,
    '/admin/orders': '/admin/orders',
    '/admin/orders/detail/:id': `/admin/orders/detail/${await firstId(request, '/api/admin/orders', token)}`,
    '/admin/feedback': '/admin/feedback',
    '/admin/legions': '/admin/legions',
    '/admin/reviews': '/admin/reviews?status=kept',
    '/admin/audit': '/admin/audit',
  };
  expect(Object.keys(paths).sort()).toEqual(routesOf('admin').sort());
  await signIn(page, admin);
  await expectRoutesFit(page, paths);
});
