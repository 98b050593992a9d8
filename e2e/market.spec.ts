import { expect, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';

test('the seeded market lists agents, searches both languages and keeps its place', {
  tag: '@both-widths',
}, async ({ page }) => {
  await page.goto('/plugins/market');
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(12);
  await expect(page.getByText(/共 \d+ 个智能体/)).toBeVisible();

  // an English word finds the agent in Chinese too, as it is typed (no Enter), kept in the URL
  await page.getByRole('searchbox', { name: '搜索智能体' }).pressSequentially('spreadsheet');
  await expect(page).toHaveURL(/q=spreadsheet/);
  await expect(list.getByRole('link', { name: '表格助手' })).toBeVisible();

  // clearing the box shows every agent again and leaves the URL
  await page.getByRole('searchbox', { name: '搜索智能体' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(list.getByRole('article')).toHaveCount(12);

  // and a Chinese word (Enter still searches at once)
  await page.getByRole('searchbox', { name: '搜索智能体' }).fill('会议');
  await page.getByRole('searchbox', { name: '搜索智能体' }).press('Enter');
  await expect(list.getByRole('link', { name: '会议纪要' })).toBeVisible();

  // open it and come back: the search is still there
  await list.getByRole('link', { name: '会议纪要' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '会议纪要' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/q=%E4%BC%9A%E8%AE%AE/);
  await expect(page.getByRole('searchbox', { name: '搜索智能体' })).toHaveValue('会议');
});

test('a visitor subscribes: sign in, come back to the agent, subscribe, unsubscribe', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/plugins/market?sort=rating');
  const first = page.getByRole('article').first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const url = page.url();

  await page.getByRole('button', { name: '订阅', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录 Legion' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill('user');
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(url);

  await page.getByRole('button', { name: '订阅', exact: true }).click();
  await expect(page.getByText('订阅成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消订阅' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '取消订阅' })).toBeVisible();
  await page.getByRole('button', { name: '取消订阅' }).click();
  await expect(page.getByRole('button', { name: '订阅', exact: true })).toBeVisible();
});

test('an agent page shows its overview chart, about and reviews; unknown agents say so', async ({
  page,
}) => {
  await page.goto('/plugins/market');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByText('订阅用户')).toBeVisible();
  await expect(page.locator('.recharts-line-curve')).toHaveCount(3);
  await page.getByRole('tab', { name: '介绍' }).click();
  await expect(page.getByText('开发者', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '评论' }).click();
  await expect(page.getByText(/评价只能在 .+ 内/)).toBeVisible();
  // the tab is in the address, so comments can be linked and survive a reload
  await expect(page).toHaveURL(/[?&]tab=comments/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '评论' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/评价只能在 .+ 内/)).toBeVisible();
  await page.getByRole('tab', { name: '数据概览' }).click();
  await expect(page).not.toHaveURL(/tab=/);

  await page.goto('/plugins/statistics/999999');
  await expect(page.getByRole('heading', { name: '智能体不存在' })).toBeVisible();
});

test('a visitor follows the market to the legions and finds the published one', async ({
  page,
}) => {
  await page.goto('/plugins/market');
  await page.getByRole('link', { name: /看看由多个智能体组成的军团/ }).click();
  await expect(page).toHaveURL(/\/legion$/);
  // the seeded legion of the built-in agents, not "no legions yet"
  await expect(page.getByRole('link', { name: '服务台' })).toBeVisible();
});
