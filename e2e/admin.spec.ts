/**
 * The admin console end to end, on the real server and through its screens: approve a
 * developer application, reject an agent with a reason and a point to fix, approve its
 * resubmission, find an order by its number and export what was found as CSV; and people who
 * are not admins are sent away.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';
import { checkAndSubmit, submitServedDraft } from './support/agents.ts';
import { bearer, data, freshMobile, signInByPhone, uploadAgentImage } from './support/api.ts';

/** the developer's service of the journey, stopped after it */
let stopService: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await stopService?.();
});

async function signInAs(page: Page, username: string, path: string) {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: '登录 Legion' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
}

const application = (name: string) => ({
  developerName: name,
  mobile: '13912345678',
  email: 'applicant@example.com',
  companyName: `${name}科技有限公司`,
  industry: 'internet',
  legalPersonName: name,
  idCardNumber: '11010519491231002X',
  socialCreditCode: '91350100M000100Y43',
});

test('an admin approves a developer, rejects an agent with a point to fix, approves the fix', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6) + Math.floor(Math.random() * 100);
  const name = `审核员测${suffix}`;
  const developer = await signInByPhone(request, freshMobile());
  await data(
    await request.post('/api/developer/application', {
      headers: bearer(developer.token),
      data: application(name),
    }),
  );

  // 1. the application waits in the queue; the admin approves it
  await signInAs(page, 'admin', '/admin');
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const queue = page.getByRole('table', { name: '开发者申请' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  await queue.getByRole('link', { name: `审核 ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `审核：${name}` })).toBeVisible();
  const decision = page.getByRole('form', { name: '审核决定' });
  await decision.getByRole('button', { name: '通过' }).last().click();
  await expect(page.getByRole('heading', { name: '审核结果' })).toBeVisible();
  const me = await data<{ role: string }>(
    await request.get('/api/user/me', { headers: bearer(developer.token) }),
  );
  expect(me.role).toBe('developer');

  // 2. the new developer submits an agent
  const upload = (file: string) => uploadAgentImage(request, developer.token, file);
  const form = {
    nameZh: `审核样例${suffix}`,
    nameEn: `Review Sample ${suffix}`,
    descriptionZh: '稳赚不赔的投资建议。',
    descriptionEn: 'Investment advice.',
    category: 'data',
    company: `${name}科技有限公司`,
    url: 'https://example.com/sample',
    logo: await upload('logo.png'),
    coverZh: await upload('zh.png'),
    coverEn: await upload('en.png'),
    version: '1.0.0',
    legalPersonName: name,
    idCardNumber: '11010519491231002X',
    socialCreditCode: '91350100M000100Y43',
  };
  // saved as a draft, served by the developer's own service, checked, then submitted
  const served = await submitServedDraft(request, developer.token, form);
  stopService = served.close;
  const { agentId } = served;

  // 3. the admin rejects it with a reason and a point tied to a field
  await page.goto('/admin/plugins');
  await page.getByLabel('关键词').fill(form.nameZh);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: `审核 ${form.nameZh}` }).click();
  await expect(page.getByText('这是第一次提交。')).toBeVisible();
  // the report the developer made, and a message of the admin's own
  const report = page.getByRole('region', { name: /^接入检查报告/ });
  await expect(report.getByRole('heading', { name: /^接入检查报告/ })).toContainText('通过');
  await expect(report.getByText(/版本 1.0.0 · 检查于/)).toBeVisible();
  const tryIt = page.getByRole('region', { name: '试用' });
  await tryIt.getByLabel('测试消息').fill('你能做什么？');
  await tryIt.getByRole('button', { name: '发送' }).click();
  await expect(tryIt.getByText('调用成功')).toBeVisible();
  await expect(tryIt.getByText('Legion agent heard: 你能做什么？')).toBeVisible();
  await decision.getByRole('button', { name: '驳回' }).first().click();
  await decision.getByLabel('驳回原因（必填）').fill('描述含收益承诺');
  await decision.getByRole('button', { name: '添加一处' }).click();
  await decision.getByLabel('字段').selectOption('descriptionZh');
  await decision.getByLabel('怎样修改').fill('删除“稳赚不赔”');
  await decision.getByRole('button', { name: '驳回' }).last().click();
  await expect(page.getByRole('heading', { name: '审核结果' })).toBeVisible();

  // 4. the developer sees the point, fixes it and says so in a draft, checks it and submits it
  const rejected = await data<{ latest: { points: Array<{ id: string; action: string }> } }>(
    await request.get(`/api/developer/agents/${agentId}`, { headers: bearer(developer.token) }),
  );
  expect(rejected.latest.points.map((point) => point.action)).toEqual(['删除“稳赚不赔”']);
  await data(
    await request.put(`/api/developer/agents/${agentId}`, {
      headers: bearer(developer.token),
      data: {
        ...form,
        url: served.url,
        descriptionZh: '按你的数据给出分析。',
        addressedPoints: rejected.latest.points.map((point) => point.id),
      },
    }),
  );
  await checkAndSubmit(request, developer.token, agentId);

  // 5. the admin sees what changed and what was addressed, and approves
  await page.goto('/admin/plugins');
  await page.getByLabel('关键词').fill(form.nameZh);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: `审核 ${form.nameZh}` }).click();
  const points = page.getByRole('region', { name: '上次驳回要求修改的地方' });
  await expect(points.getByText('已修改')).toBeVisible();
  await expect(page.getByRole('region', { name: '与上次提交相比的修改' })).toContainText(
    '按你的数据给出分析。',
  );
  // the report the developer made for the fix
  const fixReport = page.getByRole('region', { name: /^接入检查报告/ });
  await expect(fixReport.getByRole('heading', { name: /^接入检查报告/ })).toContainText('通过');
  await expect(fixReport.getByText(/版本 1.0.0 · 检查于/)).toBeVisible();
  await decision.getByRole('button', { name: '通过' }).last().click();
  await expect(page.getByRole('heading', { name: '审核结果' })).toBeVisible();
  const market = await data<{ items: Array<{ id: string }> }>(
    await request.get(`/api/market/agents?q=${encodeURIComponent(form.nameEn)}`),
  );
  expect(market.items.map((item) => item.id)).toEqual([agentId]);
});

test('an admin finds an order by its number and opens it', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/orders');
  const table = page.getByRole('table', { name: '订单' });
  const number =
    (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  expect(number).toMatch(/\w{6,}/);
  await page.getByLabel('关键词').fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `详情 ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByText(number).filter({ visible: true }).first()).toBeVisible();
});

test('an admin exports the orders they filtered as a CSV file', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/orders');
  const table = page.getByRole('table', { name: '订单' });
  const number =
    (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  expect(number).toMatch(/\w{6,}/);
  await page.getByLabel('关键词').fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-[\d-]+\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  // a BOM, so spreadsheet apps read the Chinese; the header, then the one order found
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toContain('订单号');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(number);
});

test('a developer is sent away from the admin console', async ({ page }) => {
  await signInAs(page, 'developer', '/admin');
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
