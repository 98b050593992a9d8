/**
 * The public pages arrive rendered (decision 0086): the HTML alone carries each page's text and
 * data in the chosen language (checked with JavaScript off); an agent's page
 * names the agent for link previews and search (title, Open Graph, schema.org). With
 * JavaScript on, the browser takes the page over without asking again for what the HTML
 * carried, and without a hydration error.
 */
import { expect, test } from '@playwright/test';

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
      expect(await response?.text(), path).toMatch(text);
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
  });

  test("an agent's page names the agent for search engines and link previews", async ({ page }) => {
    await page.goto('/plugins/statistics/1');
    await expect(page).toHaveTitle('知识问答助手 · Legion');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe('知识问答助手');
    expect(await meta('meta[name="description"]')).toBeTruthy();
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
