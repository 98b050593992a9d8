/**
 * The documentation on the real server: a visitor reads an article (on a phone through the
 * drawer, on a desktop beside the sidebar and the table of contents), follows a link to another
 * article, reads the API reference generated from the server's OpenAPI document, and an
 * unknown docs path is the not-found page.
 */
import { expect, test } from '@playwright/test';

test('a visitor reads an article, uses the contents and follows a link', { tag: '@phone' }, async ({
  page,
}) => {
  const narrow = (page.viewportSize()?.width ?? 1280) <= 1024;
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();

  if (narrow) {
    // the sidebar is a drawer: open it, close it with its button, open it again and choose
    const toggle = page.getByRole('button', { name: '文档目录' });
    await expect(page.getByRole('navigation', { name: '文档目录' })).toBeHidden();
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: '文档目录' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '关闭文档目录' }).click();
    await expect(drawer).toBeHidden();
    await toggle.click();
    await page
      .getByRole('dialog', { name: '文档目录' })
      .getByRole('link', { name: '项目介绍' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    const sidebar = page.getByRole('navigation', { name: '文档目录' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: '项目介绍' }).click();
  }

  await expect(page).toHaveURL(/\/docs\/getting-started\/introduction$/);
  await expect(page.getByRole('heading', { level: 1, name: '项目介绍' })).toBeVisible();
  await expect(page).toHaveTitle('项目介绍 · Legion');
  await expect(page.getByText(/Legion 是一个多智能体平台/)).toBeVisible();
  // an article without headings has no table of contents
  await expect(page.getByRole('navigation', { name: '本页目录' })).toHaveCount(0);

  await page.getByRole('link', { name: '申请成为开发者' }).click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/becoming-a-developer$/);
  await expect(page.getByRole('heading', { level: 1, name: '成为开发者' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '审核', exact: true })).toBeVisible();

  if (narrow) {
    await expect(page.getByRole('navigation', { name: '本页目录' })).toBeHidden();
    // Escape closes the drawer too, and the current article is marked in it
    await page.getByRole('button', { name: '文档目录' }).click();
    const drawer = page.getByRole('dialog', { name: '文档目录' });
    await expect(drawer.getByRole('link', { name: '成为开发者' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    const toc = page.getByRole('navigation', { name: '本页目录' });
    await expect(toc).toBeVisible();
    await toc.getByRole('link', { name: '审核结果' }).click();
    await expect(page).toHaveURL(/#审核结果$|#%E5%AE%A1%E6%A0%B8%E7%BB%93%E6%9E%9C$/);
    await expect(page.getByRole('heading', { level: 2, name: '审核结果' })).toBeInViewport();
    await expect(
      page.getByRole('navigation', { name: '文档目录' }).getByRole('link', { name: '成为开发者' }),
    ).toHaveAttribute('aria-current', 'page');
  }
});

test('the API reference lists the server endpoints', async ({ page }) => {
  await page.goto('/docs/api/api-reference');
  await expect(page.getByRole('heading', { level: 1, name: '接口列表' })).toBeVisible();
  const login = page.getByRole('region', { name: '/api/login' });
  const qrLogin = login.getByRole('listitem').filter({ hasText: '/api/login/qrLogin' });
  await expect(qrLogin).toBeVisible();
  await expect(qrLogin.getByText('POST', { exact: true })).toBeVisible();
  await expect(qrLogin.getByText('公开', { exact: true })).toBeVisible();
});

test("the catalogue's link loads the server's page, not the app's", async ({ page }) => {
  await page.goto('/docs/api/api-introduction');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('link', { name: '/storybook/' }).click();
  await expect(page).toHaveURL(/\/storybook\/$/);
  // the server's own answer while the catalogue is not built, not the app's "page not found"
  await expect(page.getByText('组件目录尚未构建。')).toBeVisible();
});

test('each article and category names the tab, in the interface language', async ({ page }) => {
  await page.goto('/docs/getting-started?lang=en');
  await expect(page).toHaveTitle('Getting started · Legion');
  await page.goto('/docs/getting-started/introduction');
  await expect(page).toHaveTitle('Introduction · Legion');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page).toHaveTitle('项目介绍 · Legion');
});

test('an unknown docs path is the not-found page', async ({ page }) => {
  for (const path of ['/docs/no-such-category', '/docs/getting-started/no-such-article']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 · Legion');
  }
});
