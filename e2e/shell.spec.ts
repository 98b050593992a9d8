import { expect, type Page, test } from '@playwright/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: /主导航|Main navigation/ });

test('the home page opens in Chinese by default', { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(mainNav(page).getByRole('link', { name: '插件市场' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Legion 首页' })).toBeVisible();
  await expect(page).toHaveTitle('首页 · Legion');
});

test('?lang=en gives English, and the choice stays on the next page', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainNav(page).getByRole('link', { name: 'Plugin Market' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Plugin Market' }).click();
  await expect(page).toHaveURL(/\/plugins\/market$/);
  await expect(page.getByRole('heading', { name: 'Plugin Market' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('any other lang value gives Chinese', async ({ page }) => {
  await page.goto('/pricing?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '选择适合你的套餐' })).toBeVisible();
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a first visit opens in English; ?lang and the stored choice still win', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainNav(page).getByRole('link', { name: 'Plugin Market' })).toBeVisible();
    await page.goto('/pricing?lang=zh-CN');
    await expect(page.getByRole('heading', { name: '选择适合你的套餐' })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test('the language switch changes the page and is remembered', { tag: '@both-widths' }, async ({
  page,
}) => {
  await page.goto('/docs');
  await page.getByRole('button', { name: /^(English|EN)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '文档中心' })).toBeVisible();
});

test('the theme toggle switches to dark and is remembered', { tag: '@both-widths' }, async ({
  page,
}) => {
  await page.goto('/legion');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: '切换到深色模式' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: '切换到浅色模式' })).toBeVisible();
});

test('an unknown path shows the not-found page, with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('页面不存在 · Legion');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the agent page has its own layout without the shared header', {
  tag: '@both-widths',
}, async ({ page }) => {
  await page.goto('/agent?id=1');
  // a visitor is asked to sign in; the dialog hides the page from the accessibility tree,
  // so the page underneath is checked by its markup
  await expect(page.getByRole('dialog')).toBeVisible();
  // the page's own strip: a way back to the agent's details, and no shared header or nav
  await expect(page.locator('a[aria-label="返回智能体详情"]')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('nav[aria-label="主导航"]')).toHaveCount(0);
});

const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/legion', '军团'],
  ['/plugins', '插件市场'],
  ['/plugins/market', '插件市场'],
  ['/pricing', '选择适合你的套餐'],
  ['/docs', '文档中心'],
  ['/docs/getting-started', '入门指南'],
  ['/docs/getting-started/introduction', '项目介绍'],
];

const SIGNED_IN_ROUTES = [
  '/admin',
  '/admin/dev/review/3',
  '/admin/plugins',
  '/admin/plugins/review/3',
  '/admin/orders',
  '/admin/orders/detail/9',
  '/developer',
  '/developer/plugins',
  '/developer/orchestration',
  '/developer/statistics/7',
  '/developer/member',
  '/knowledge',
  '/knowledge/1/documents',
  '/knowledge/1/upload',
  '/payment?planId=agent-premium',
];

test('every public route of the spec has its screen, inside the shared header', {
  tag: '@both-widths',
}, async ({ page }) => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: heading, exact: true }),
      path,
    ).toBeVisible();
    await expect(page.getByRole('banner'), path).toBeVisible();
    // the documentation is one click away for a visitor too (who has no account menu)
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '文档中心' }),
      path,
    ).toHaveAttribute('href', '/docs');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: '文档中心' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();
});

test('routes that need a session ask a visitor to sign in', { tag: '@both-widths' }, async ({
  page,
}) => {
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    // behind the modal dialog the page is hidden from assistive tech, so find it in the DOM
    await expect(page.locator('h1', { hasText: '请先登录' }), path).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录 Legion' }), path).toBeVisible();
  }
});

test('the server answers /healthz', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
});
