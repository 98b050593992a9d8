/**
 * The public pages arrive rendered (decision 0086): the HTML alone carries each page's text and
 * data in the chosen language (checked with JavaScript off); an agent's page
 * names the agent for link previews and search (title, Open Graph, schema.org). With
 * JavaScript on, the browser takes the page over without asking again for what the HTML
 * carried, and without a hydration error.
 */
import { expect, type Page, test } from '@playwright/test';
import { freshMobile, signInByPhone, storeSession } from './support/api.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page carries its text and data in its HTML', async ({ page }) => {
    const pages: [string, RegExp | string][] = [
      ['/', '让智能体组成你的军团'],
      ['/plugins/market', '知识问答助手'],
      ['/plugins/statistics/1', '知识问答助手'],
      ['/pricing', '个人免费版'],
      ['/docs/getting-started/introduction', /Legion 是一个多智能体平台/],
    ];
    for (const [path, text] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html, path).toMatch(text);
      // it paints from these bytes alone: styles and the early script are in it, and nothing
      // but the app's entry module is fetched beside it (decision 0088)
      expect(html, path).toContain('<style>');
      expect(html, path).not.toMatch(/<script src=|<link rel="(stylesheet|modulepreload)"/);
      expect(html.match(/<script type="module"[^>]* src=/g), path).toHaveLength(1);
      // its first element says it was rendered here, so what is typed and tapped while the
      // rest is arriving waits for the app (public/early.js)
      expect(html, path).toMatch(/^<!doctype html>\s*<html [^>]*data-server-rendered/i);
      // on screen, not only in the HTML: no part waits hidden for a script to reveal it
      // (the plans are there twice until measured: cards for a wide list, a carousel for a
      // narrow one, and CSS shows the one that fits)
      await expect(page.getByText(text).filter({ visible: true }).first(), path).toBeVisible();
    }
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    expect(await missing?.text()).toContain('你访问的页面不存在');
    expect((await page.goto('/plugins/statistics/999999'))?.status()).toBe(404);
  });

  test('the language comes from ?lang, then the stored choice, then the browser', async ({
    page,
    context,
  }) => {
    const market = await page.goto('/plugins/market?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await market?.text()).toContain('Knowledge Answerer');

    const site = new URL('/', page.url()).href;
    await context.addCookies([
      { name: 'legion_lang', value: 'en', url: site },
      { name: 'legion_theme', value: 'dark', url: site },
    ]);
    const pricing = await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pricing?.text()).toContain('Personal Free');

    // a cookie that is not validly encoded is ignored, not a failed page
    await context.clearCookies();
    await context.addCookies([
      { name: 'legion_lang', value: '%E0%A4', url: site },
      { name: 'legion_theme', value: '%', url: site },
    ]);
    const broken = await page.goto('/pricing');
    expect(broken?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test("an agent's page names the agent for search engines and link previews", async ({ page }) => {
    await page.goto('/plugins/statistics/1');
    await expect(page).toHaveTitle('知识问答助手 · Legion');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe('知识问答助手');
    expect(await meta('meta[name="description"]')).toBe(
      '平台内置：从你共享的知识库中摘出与问题最相关的原文来回答，并标出每句出自哪份文档的哪一段。',
    );
    expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/.+\/media\//);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.name).toBe('知识问答助手');
    expect(data.aggregateRating['@type']).toBe('AggregateRating');
    expect(data.aggregateRating.ratingCount).toBeGreaterThan(0);
  });
});

test('the browser takes the page over without asking again or a hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  for (const path of ['/plugins/market', '/plugins/statistics/1', '/pricing', '/docs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  // the text is on screen, and the page answers: the market's search still filters the list
  await page.goto('/plugins/market');
  await expect(page.getByText('知识问答助手').first()).toBeVisible();
  await page.getByRole('searchbox').fill('Knowledge');
  await expect(page).toHaveURL(/q=Knowledge/);
});

/** holds the app's entry script until the returned release is called (a slow phone's network) */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unrouteAll();
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test('a tap made before the browser has taken the page over is answered once it has', {
  tag: '@phone',
}, async ({ page }) => {
  // the app's script arrives late, as on a slow phone: the page is on screen before it runs
  const holdScript = () => holdAppScript(page);
  // a person taps what they see: once the page has painted, with its stylesheet
  const painted = () =>
    page.waitForFunction(() =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint'),
    );

  // a button: subscribing opens the sign-in dialog
  let release = await holdScript();
  await page.goto('/pricing', { waitUntil: 'commit' });
  await painted();
  const premium = page.getByRole('article', { name: /个人高级版/ });
  await premium.getByRole('button', { name: '立即订阅' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('dialog', { name: '登录 Legion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  // a tab, which is chosen on the press rather than the click
  release = await holdScript();
  await page.goto('/plugins/statistics/1', { waitUntil: 'commit' });
  await painted();
  await page.getByRole('tab', { name: '介绍' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('tab', { name: '介绍' })).toHaveAttribute('aria-selected', 'true');
});

test('what a person types, sends or scrolls before the page is taken over is kept', {
  tag: '@phone',
}, async ({ page }) => {
  // the app's script arrives late, as on a slow phone
  const holdScript = () => holdAppScript(page);
  const hydrated = page.locator('html');

  // a search typed and sent with Enter is made once the app runs (typed while the rest of the
  // page is still arriving too: apps/web/src/ssr/early-script.test.ts)
  let release = await holdScript();
  await page.goto('/plugins/market', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: '搜索智能体' });
  await search.fill('SQL');
  await search.press('Enter');
  await expect(hydrated).not.toHaveAttribute('data-hydrated');
  release();
  await expect(hydrated).toHaveAttribute('data-hydrated', '');
  await expect(page).toHaveURL(/q=SQL/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(search).toHaveValue('SQL');

  // a person typing on as the page is taken over loses no letter: what they type right after
  // builds on what they typed before (keys pressed in the instant after the takeover, as the
  // browser gives them: the text grows, then an input event)
  release = await holdScript();
  await page.goto('/plugins/market', { waitUntil: 'commit' });
  await search.fill('spread');
  await search.evaluate((field: HTMLInputElement) => {
    const typeOn = () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(field, `${field.value}sheet`);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'sheet' }));
    };
    document.addEventListener('legion:hydrated', () => queueMicrotask(typeOn), { once: true });
  });
  release();
  await expect(hydrated).toHaveAttribute('data-hydrated', '');
  await expect(page).toHaveURL(/q=spreadsheet$/);
  await expect(search).toHaveValue('spreadsheet');

  // a page scrolled down stays where it was (the router would take a first page to its top)
  release = await holdScript();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(600);
  await expect(hydrated).not.toHaveAttribute('data-hydrated');
  release();
  await expect(hydrated).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // a signed-in person's page is taken over as it is, not made again for them once their
  // session is applied: the field they typed into is the same one, with their text
  await storeSession(page, await signInByPhone(page.request, freshMobile()));
  release = await holdScript();
  await page.goto('/plugins/market', { waitUntil: 'commit' });
  await search.fill('知识');
  await search.evaluate((field) => field.setAttribute('data-typed-before', ''));
  await expect(hydrated).not.toHaveAttribute('data-hydrated');
  release();
  await expect(hydrated).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  await expect(search).toHaveAttribute('data-typed-before', '');
  await expect(search).toHaveValue('知识');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=%E7%9F%A5%E8%AF%86/);
});

test('public pages do not move as the browser takes them over', { tag: '@both-widths' }, async ({
  page,
}) => {
  // layout shifts from the first paint of the server's HTML until the page is hydrated and
  // quiet, as Cumulative Layout Shift counts them (no input in between); the budget is a
  // CLS of at most 0.02, and each shift names what moved
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as { __shifts?: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
        );
        shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/plugins/market', '/plugins/statistics/1', '/pricing', '/docs']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as { __shifts?: string[] }).__shifts ?? []);
    const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
    expect(total, `${path}: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.02);
  }
});

test('a sitemap lists every public page in both languages, and robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain('Disallow: /admin');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  for (const path of [
    '/',
    '/plugins/market',
    '/plugins/statistics/1',
    '/pricing',
    '/docs',
    '/docs/getting-started',
    '/docs/getting-started/introduction',
  ]) {
    expect(locations).toContain(`${baseURL}${path}`);
  }
  expect(xml).toContain(`hreflang="en" href="${baseURL}/pricing?lang=en"`);
  // nothing behind sign-in, and every listed page is there to be read
  expect(
    locations.filter((loc) =>
      /^\/(admin|developer|knowledge|payment)\b/.test(new URL(loc).pathname),
    ),
  ).toEqual([]);
  for (const loc of locations) {
    expect((await request.get(loc)).status(), loc).toBe(200);
  }
});
