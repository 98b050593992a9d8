/**
 * Authorization failures that do not throw people out: a page the caller may not
 * use says so without asking the API, and a form whose submission meets an ended session
 * keeps what was typed through signing in again.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';
import { data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录 Legion' });

test('a plain user on an agent’s statistics sees "no permission" and stays signed in', {
  tag: '@phone',
}, async ({ page, request }) => {
  const person = await signInByPhone(request, freshMobile());
  const agentCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/developer/agents/')) agentCalls.push(pathname);
  });
  await openSignedIn(page, person, '/developer/statistics/3');

  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await expect(page.getByText(/只有认证开发者和被授权管理插件的团队成员/)).toBeVisible();
  // nothing was asked of the API, so nothing could refuse and sign the person out
  expect(agentCalls).toEqual([]);
  await expect(loginDialog(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(person.token);

  // the way on: the certification application, still signed in
  await page.getByRole('link', { name: '申请开发者认证' }).click();
  await expect(page).toHaveURL(/\/developer\/certification$/);
  await expect(page.getByRole('form', { name: '开发者认证申请' })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
});

test('a form whose submission meets an ended session keeps its text after signing in again', {
  tag: '@phone',
}, async ({ page, request }) => {
  // the seed user (a team member, not a developer) applies for certification
  const login = await data<{ token: string; userInfo: { id: string; name: string } }>(
    await request.post('/api/login/password', {
      data: { username: 'user', password: E2E_SEED_PASSWORD },
    }),
  );
  await openSignedIn(
    page,
    { token: login.token, user: login.userInfo },
    '/developer/certification',
  );
  const form = page.getByRole('form', { name: '开发者认证申请' });
  const typed: [string, string][] = [
    ['开发者姓名', '林小雨'],
    ['手机号', '13912345678'],
    ['邮箱', 'lin@example.com'],
    ['公司名称', '小雨工作室'],
    ['法人姓名', '林小雨'],
    ['法人身份证号', '11010519491231002X'],
    ['统一社会信用代码', '91350100M000100Y43'],
  ];
  for (const [label, value] of typed) await form.getByLabel(label).fill(value);
  await form.getByLabel('所属行业').selectOption({ label: '互联网' });

  // the session ends on the server (as when it expires) while the person types
  const logout = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${login.token}` },
  });
  expect(logout.status()).toBe(200);
  await form.getByRole('button', { name: '提交申请' }).click();

  // the 401 opens the login dialog; the person signs in again
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill('user');
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();

  // the same page, with what was typed
  await expect(page).toHaveURL(/\/developer\/certification$/);
  const again = page.getByRole('form', { name: '开发者认证申请' });
  for (const [label, value] of typed) await expect(again.getByLabel(label)).toHaveValue(value);
  // the industry is kept as its code, named in the page's language
  await expect(again.getByLabel('所属行业')).toHaveValue('internet');
  await expect(again.getByLabel('所属行业').locator('option:checked')).toHaveText('互联网');
});
