/**
 * Keep-alive on the real server: the market list and the admin
 * tables keep their place when the person goes elsewhere and comes back by a link, and
 * signing out drops them.
 */
import { expect, type Page, test } from '@playwright/test';
import { RESTORE_FLAG_KEY } from '../apps/web/src/state/page-state.ts';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';

async function signIn(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: '登录 Legion' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
}

test('the market keeps its sort, a typed search and its scroll when the header link brings the visitor back', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/plugins/market');
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(12);
  const sorted = page.waitForResponse((answer) => answer.url().includes('sort=rating'));
  await page.getByRole('combobox', { name: '排序' }).click();
  await page.getByRole('option', { name: '评分最高' }).click();
  await expect(page).toHaveURL(/sort=rating/);
  await sorted;
  // a typed search runs as the person types and is kept in the address; its few results
  // scroll in a shorter window
  const searched = page.waitForResponse((answer) => answer.url().includes('q='));
  const search = page.getByRole('searchbox', { name: '搜索智能体' });
  await search.fill('助手');
  await searched;
  await expect(page).toHaveURL(/q=/);
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 480 });
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

  // to the home page, then back by the header's link (it has no query)
  await page.getByRole('link', { name: 'Legion 首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '插件市场' })
    .click();
  await expect(page).toHaveURL(/\/plugins\/market\?sort=rating&q=/);
  await expect(page.getByRole('combobox', { name: '排序' })).toHaveText('评分最高');
  await expect(search).toHaveValue('助手');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
});

test('an admin table keeps its filter across a detail page; signing out drops it', async ({
  page,
}) => {
  await page.goto('/admin/orders');
  await signIn(page, 'admin');
  const table = page.getByRole('table', { name: '订单' });
  const number =
    (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  expect(number).toMatch(/\w{6,}/);
  const keyword = page
    .getByRole('searchbox', { name: '关键词' })
    .or(page.getByRole('textbox', { name: '关键词' }));
  await keyword.fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('link', { name: `详情 ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  // back through the console's own menu, not the browser's back button
  await page.getByRole('link', { name: '订单管理', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeHidden();
  await expect(keyword).toHaveValue(number);
  await expect(table.getByRole('row')).toHaveCount(2);

  // signing out drops the cached views: signed in again, the table starts over
  await page.getByRole('link', { name: 'Legion 首页' }).click();
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('已退出登录')).toBeVisible();
  // on a phone the toast covers the header's sign-in button until it goes
  await expect(page.getByText('已退出登录')).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: '登录' }).click();
  await signIn(page, 'admin');
  // 200 ms after signing in the app decides whether to return to the page it saved, and that
  // decision clears the restore flag the sign-in button set: a click before it could be undone
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), RESTORE_FLAG_KEY))
    .toBeNull();
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '审核管理' })
    .click();
  await page.getByRole('link', { name: '订单管理', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(keyword).toHaveValue('');
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
});
