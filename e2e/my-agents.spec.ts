/**
 * A subscriber's home: a new user subscribes to two agents, opens "My Plugins" from the header
 * and finds them there (not a certification form); chats with one from the list, comes back to
 * find it used a moment ago and first, and leaves the other, which asks first.
 */
import { expect, test } from '@playwright/test';
import { bearer, data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

test('a new user finds the agents they subscribed to under My Plugins and chats', {
  tag: '@both-widths',
}, async ({ page, request }) => {
  const session = await signInByPhone(request, freshMobile());
  const market = await data<{ items: Array<{ id: string; nameZh: string }> }>(
    await request.get('/api/market/agents?sort=popular&pageSize=48'),
  );
  const calculator = market.items.find((agent) => agent.nameZh === '计算与换算');
  const other = market.items.find((agent) => agent.nameZh !== '计算与换算');
  if (!calculator || !other) throw new Error('the seed market lacks its calculator');
  for (const agent of [calculator, other]) {
    await data(
      await request.post(`/api/market/agents/${agent.id}/subscription`, {
        headers: bearer(session.token),
      }),
    );
  }

  await openSignedIn(page, session, '/');
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '我的插件' })
    .click();
  await expect(page).toHaveURL(/\/developer$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的智能体' })).toBeVisible();
  await expect(page.getByRole('form', { name: '开发者认证申请' })).toHaveCount(0);
  const list = page.getByRole('region', { name: '我订阅的智能体' });
  await expect(list.getByRole('link', { name: other.nameZh, exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // the quiet way to become a developer
  await expect(page.getByRole('link', { name: '申请开发者认证' })).toBeVisible();

  // chat with the calculator from the list
  await list.getByRole('link', { name: `开始对话 ${calculator.nameZh}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agent\\?id=${calculator.id}$`));
  await page.getByRole('textbox', { name: '消息' }).fill('(3 + 4) * 5');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText(/= 35\b/).first()).toBeVisible({ timeout: 30_000 });

  // back on the list, it was used a moment ago, and comes first
  await page.goto('/developer');
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: calculator.nameZh, exact: true })).toBeVisible();
  await expect(first.getByText('刚刚用过')).toBeVisible();
  await expect(first.getByRole('link', { name: `继续对话 ${calculator.nameZh}` })).toBeVisible();

  // leaving the other asks first
  await list.getByRole('button', { name: `取消订阅 ${other.nameZh}` }).click();
  const confirm = page.getByRole('dialog', { name: `取消订阅 ${other.nameZh}？` });
  await confirm.getByRole('button', { name: '取消订阅', exact: true }).click();
  await expect(page.getByText('已取消订阅')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: other.nameZh, exact: true })).toHaveCount(0);
});
