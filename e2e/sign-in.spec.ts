import { expect, type Page, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录 Legion' });

async function signInWithPassword(page: Page, username: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor signs in by QR through the sandbox phone page', async ({ page, context }) => {
  await page.goto('/knowledge');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();

  // the "phone": the sandbox page the QR names, opened from the dialog's link
  const [phone] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: '没有 App？用沙箱手机扫码' }).click(),
  ]);
  await phone.getByRole('button', { name: /扫码/ }).click();
  await expect(phone.locator('[data-status="scanned"]')).toBeVisible();
  await expect(dialog.getByText('已扫描，请在手机上确认登录')).toBeVisible();
  const qrSection = phone.getByRole('region', { name: /扫码登录/ });
  await qrSection.getByLabel(/手机号/).fill('13900000003');
  await qrSection.getByRole('button', { name: /确认登录/ }).click();

  // the dialog notices within a poll or two, signs in and closes
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: '账户菜单：林小雨' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '知识库' })).toBeVisible();
  // the session's bearer token (32 random bytes in base64url), not the QR code's shorter one
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
});

test('password sign-in, a reload keeps the session, logout clears it', {
  tag: '@both-widths',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  await signInWithPassword(page, 'developer');
  const menuButton = page.getByRole('button', { name: '账户菜单：陈开发' });
  await expect(menuButton).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '审核管理' }),
  ).toHaveCount(0);

  await page.reload();
  await expect(menuButton).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe(
    'developer',
  );

  await menuButton.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('已退出登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
      localStorage.getItem('userId'),
    ]),
  ).toEqual([null, null, '0']);
});

test('a wrong password is refused with the spec text', { tag: '@both-widths' }, async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill('user');
  await dialog.getByLabel('密码', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('用户名或密码错误');
});

test('admins see review management and reach /admin', async ({ page }) => {
  await page.goto('/admin/orders');
  await signInWithPassword(page, 'admin');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '审核管理' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
});

test('an expired session answers 401, the dialog opens once, and sign-in returns to the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  await signInWithPassword(page, 'user');
  await page.goto('/knowledge?page=2');
  await expect(page.getByRole('heading', { level: 1, name: '知识库' })).toBeVisible();

  // the session ends on the server (as when it expires); the browser still holds the token
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const logout = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);
  const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(loginDialog(page)).toBeVisible();
  // the page's own calls may meet the 401 too, and the first one opens the dialog: the
  // session check's 401 may be read after it (CI saw only /api/knowledge/usage's by then)
  await expect.poll(() => unauthorized).toContain('/api/user/me');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signInWithPassword(page, 'user');
  await expect(page).toHaveURL(/\/knowledge\?page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '知识库' })).toBeVisible();
});

test('closing the dialog on a page that needs a session goes back', {
  tag: '@both-widths',
}, async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/developer');
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the OpenAPI document lists the sign-in calls', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/login/chainPalQRParam', '/api/login/qrLogin', '/api/logout']),
  );
});
