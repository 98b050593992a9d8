/**
 * The developer console end to end, on the real server: a new user applies, an admin approves
 * (through the API until the admin console exists), the developer saves an agent as a draft,
 * points it at a service of their own started with the agent ID and secret it was given, tests
 * it in the console and submits it, the admin
 * rejects it with a reason, the developer edits and resubmits, the admin approves, the agent is
 * found in the market in both languages, another user subscribes, and the developer's
 * statistics count that one new user.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { legionAgent } from '../examples/agents/legion.ts';
import {
  bearer,
  data,
  freshMobile,
  openSignedIn,
  png,
  signInAdmin,
  signInByPhone,
} from './support/api.ts';

let agent: Server | undefined;
test.afterEach(async () => {
  agent?.closeAllConnections();
  await new Promise((resolve) => agent?.close(resolve) ?? resolve(undefined));
  agent = undefined;
});

test('apply, get approved, draft and test, submit, get rejected, resubmit, get published, count a subscriber', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6) + Math.floor(Math.random() * 100);
  const nameZh = `速记员${suffix}`;
  const nameEn = `Minute Taker ${suffix}`;
  const applicant = await signInByPhone(request, freshMobile());
  const admin = await signInAdmin(request);

  // 1. the user applies for certification
  await openSignedIn(page, applicant, '/developer/certification');
  const form = page.getByRole('form', { name: '开发者认证申请' });
  await form.getByLabel('开发者姓名').fill('测试开发者');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('邮箱').fill(`dev${suffix}@example.com`);
  await form.getByLabel('公司名称').fill('测试科技有限公司');
  await form.getByLabel('所属行业').selectOption({ label: '互联网' });
  await form.getByLabel('法人姓名').fill('测试开发者');
  await form.getByLabel('法人身份证号').fill('11010519491231002X');
  await form.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '申请已提交，正在审核' })).toBeVisible();

  // 2. an admin approves it
  const { application } = await data<{ application: { id: string } }>(
    await request.get('/api/developer/application', { headers: bearer(applicant.token) }),
  );
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'approve', comment: '资料齐全' },
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: '你已成为认证开发者' })).toBeVisible();
  await page.goto('/developer');
  await expect(page.getByRole('heading', { level: 1, name: '开发者中心' })).toBeVisible();

  // 3. the new developer saves an agent as a draft: its agent ID and secret come at once
  await page.goto('/developer/plugins?edit=new');
  const editor = page.getByRole('form', { name: '创建插件' });
  await editor.getByLabel('中文名称').fill(nameZh);
  await editor.getByLabel('英文名称').fill(nameEn);
  await editor.getByLabel('公司').fill('测试科技有限公司');
  await editor.getByLabel('服务地址').fill('https://example.com/minutes');
  await editor.getByLabel('中文描述').fill('把会议录音整理成纪要。');
  await editor.getByLabel('英文描述').fill('Turns recordings into minutes.');
  await editor.getByLabel('Logo').setInputFiles(png('logo.png'));
  await expect(editor.getByRole('img', { name: 'Logo' })).toBeVisible();
  await editor.getByLabel('中文封面').setInputFiles(png('cover-zh.png'));
  await expect(editor.getByRole('img', { name: '中文封面' })).toBeVisible();
  await editor.getByLabel('英文封面').setInputFiles(png('cover-en.png'));
  await expect(editor.getByRole('img', { name: '英文封面' })).toBeVisible();
  await editor.getByLabel('法人姓名').fill('测试开发者');
  await editor.getByLabel('法人身份证号').fill('11010519491231002X');
  await editor.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await editor.getByRole('button', { name: '保存草稿' }).click();
  const credentials = page.getByRole('dialog', { name: '智能体凭证' });
  const secret = (await credentials.getByText(/^lgs_/).textContent()) ?? '';
  const agentKey = (await credentials.getByText(/^agt_/).textContent()) ?? '';
  await credentials.getByRole('button', { name: '我已保存' }).click();

  // the developer's own service, started with them (the reference agent of our protocol)
  agent = legionAgent(agentKey, secret);
  await new Promise<void>((resolve) => agent?.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(agent.address() as AddressInfo).port}/`;

  // the draft's own page: its URL changed, then tested in the console
  const draft = page.getByRole('form', { name: '编辑插件' });
  await draft.getByLabel('服务地址').fill(serviceUrl);
  await draft.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存').first()).toBeVisible();
  const console = page.getByRole('region', { name: '测试台' });
  await console.getByLabel('测试消息').fill('整理一下今天的会议');
  await console.getByRole('button', { name: '发送' }).click();
  await expect(console.getByText('调用成功')).toBeVisible();
  // the agent's Markdown, rendered
  await expect(console.locator('strong', { hasText: 'Legion' })).toBeVisible();
  await expect(console.getByText('Legion agent heard: 整理一下今天的会议')).toBeVisible();

  // checked as the platform checks every agent before review: a submission needs it
  const report = page.getByRole('region', { name: /^接入检查报告/ });
  await report.getByRole('button', { name: '开始检查' }).click();
  await expect(report.getByRole('table', { name: '检查项' })).toBeVisible();
  await expect(report.getByRole('heading', { name: /^接入检查报告/ })).toContainText('通过');
  await expect(
    report.getByRole('row', { name: /拒绝签名错误的请求/ }).getByText('通过'),
  ).toBeVisible();

  // then submitted for review
  await draft.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { level: 2, name: nameZh })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: nameZh }).getByText('审核中'),
  ).toBeVisible();

  const developerToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const latestVersion = async () => {
    const agents = await data<{ items: Array<{ id: string; latest: { id: string } }> }>(
      await request.get('/api/developer/agents', { headers: bearer(developerToken) }),
    );
    return agents.items[0] as { id: string; latest: { id: string } };
  };

  // 4. the admin rejects it with a reason
  const submitted = await latestVersion();
  await data(
    await request.post(`/api/admin/agent-versions/${submitted.latest.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'reject', comment: '英文描述太简略，请补充功能说明。' },
    }),
  );

  // 5. the developer reads the reason, saves the fix as a draft, checks it and resubmits
  await page.reload();
  await expect(page.getByText('未通过原因：英文描述太简略，请补充功能说明。')).toBeVisible();
  await page.getByRole('link', { name: `修改并重新提交 ${nameZh}` }).click();
  const edit = page.getByRole('form', { name: '编辑插件' });
  await edit
    .getByLabel('英文描述')
    .fill('Turns meeting recordings into minutes with decisions and to-dos.');
  await edit.getByRole('button', { name: '保存草稿' }).click();
  // the fix is a draft of its own, not checked yet
  await expect(report.getByText('还没有检查过。提交审核前，请先检查一次。')).toBeVisible();
  await report.getByRole('button', { name: '开始检查' }).click();
  await expect(report.getByRole('heading', { name: /^接入检查报告/ })).toContainText('通过');
  await edit.getByRole('button', { name: '修改并重新提交' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: nameZh });
  await expect(item.getByText('审核中')).toBeVisible();

  // 6. the admin approves the new submission
  const resubmitted = await latestVersion();
  expect(resubmitted.latest.id).not.toBe(submitted.latest.id);
  await data(
    await request.post(`/api/admin/agent-versions/${resubmitted.latest.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'approve' },
    }),
  );

  // 7. it is found in the market in Chinese and in English
  await page.goto('/plugins/market');
  const search = page.getByRole('searchbox', { name: '搜索智能体' });
  await search.fill(nameZh);
  await search.press('Enter');
  await expect(page.getByRole('article').getByRole('link', { name: nameZh })).toBeVisible();
  await page.goto('/plugins/market?lang=en');
  const searchEn = page.getByRole('searchbox', { name: 'Search agents' });
  await searchEn.fill(nameEn);
  await searchEn.press('Enter');
  await expect(page.getByRole('article').getByRole('link', { name: nameEn })).toBeVisible();

  // 8. another user subscribes
  const subscriber = await signInByPhone(request, freshMobile());
  await data(
    await request.post(`/api/market/agents/${resubmitted.id}/subscription`, {
      headers: bearer(subscriber.token),
    }),
  );

  // 9. the developer's statistics show that one new user
  await page.goto(`/developer/statistics/${resubmitted.id}?lang=zh-CN`);
  const newUsers = page.locator('[data-slot="stat-card"]').filter({ hasText: '新增用户' });
  await expect(newUsers).toContainText('1');
  const users = page.getByRole('table', { name: '订阅用户' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('共 1 位')).toBeVisible();
});

test("a developer cannot read or change another developer's agent", async ({ request }) => {
  // the seeded developer owns the seeded agents; a newly certified one owns none of them
  const stranger = await signInByPhone(request, freshMobile());
  const admin = await signInAdmin(request);
  const market = await data<{ items: Array<{ id: string }> }>(
    await request.get('/api/market/agents'),
  );
  const theirs = market.items[0]?.id ?? '';
  await data(
    await request.post('/api/developer/application', {
      headers: bearer(stranger.token),
      data: {
        developerName: '旁人',
        mobile: '13912345678',
        email: 'stranger@example.com',
        companyName: '旁人科技',
        industry: 'internet',
        legalPersonName: '旁人',
        idCardNumber: '11010519491231002X',
        socialCreditCode: '91350100M000100Y43',
      },
    }),
  );
  const { application } = await data<{ application: { id: string } }>(
    await request.get('/api/developer/application', { headers: bearer(stranger.token) }),
  );
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'approve' },
    }),
  );
  // another developer's agent answers as one that does not exist: a 403 would sign them out
  const read = await request.get(`/api/developer/agents/${theirs}`, {
    headers: bearer(stranger.token),
  });
  expect(read.status()).toBe(404);
  const change = await request.post(`/api/developer/agents/${theirs}/secret`, {
    headers: bearer(stranger.token),
  });
  expect(change.status()).toBe(404);
  const statistics = await request.get(
    `/api/developer/agents/${theirs}/statistics?from=2026-01-01&to=2026-01-07`,
    { headers: bearer(stranger.token) },
  );
  expect(statistics.status()).toBe(404);
});
