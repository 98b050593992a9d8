/**
 * Versions people can follow, on the real server: the developer saves a new version of an
 * agent on the market as a draft, which must say what changed, checks it and submits it; once
 * approved, its notes lead the agent's "What's new", its card says it was updated today, and
 * its subscriber is told.
 */
import { expect, test } from '@playwright/test';
import { submitServedDraft } from './support/agents.ts';
import {
  bearer,
  data,
  freshMobile,
  openSignedIn,
  signInByPhone,
  signInSeed,
  uploadAgentImage,
} from './support/api.ts';

/** the developer's service of the journey, stopped after it */
let stopService: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await stopService?.();
});

test('a new version says what changed, and the market and the subscribers follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const developer = await signInSeed(request, 'developer');
  const admin = await signInSeed(request, 'admin');
  const upload = (file: string) => uploadAgentImage(request, developer.token, file);
  const suffix = String(Date.now() % 1e6);
  // an agent on the market, served by the developer's own service
  const served = await submitServedDraft(request, developer.token, {
    nameZh: `版本样例${suffix}`,
    nameEn: `Version Sample ${suffix}`,
    descriptionZh: '把表格整理成报告。',
    descriptionEn: 'Turns tables into reports.',
    category: 'data',
    company: '版本样例科技有限公司',
    url: 'https://example.com/versions',
    logo: await upload('logo.png'),
    coverZh: await upload('zh.png'),
    coverEn: await upload('en.png'),
    version: '1.0.0',
    legalPersonName: '陈开发',
    idCardNumber: '11010519491231002X',
    socialCreditCode: '91350100M000100Y43',
  });
  stopService = served.close;
  const agent = { id: served.agentId };
  await data(
    await request.post(`/api/admin/agent-versions/${served.versionId}/review`, {
      headers: bearer(admin.token),
      data: { decision: 'approve', comment: '通过' },
    }),
  );
  const subscriber = await signInByPhone(request, freshMobile());
  await data(
    await request.post(`/api/market/agents/${agent.id}/subscription`, {
      headers: bearer(subscriber.token),
    }),
  );

  // 1. the editor asks what changed; the version is saved as a draft, checked and submitted
  await openSignedIn(page, developer, `/developer/plugins?edit=${agent.id}`);
  const editor = page.getByRole('form', { name: '编辑插件' });
  const next = `1.${1 + Math.floor(Math.random() * 50)}.0`;
  await editor.getByLabel('版本号').fill(next);
  await editor.getByRole('button', { name: '保存草稿' }).click();
  await expect(editor.getByText('请写明这个版本更新了什么')).toBeVisible();
  const notes = `新增导出为表格 ${suffix}`;
  await editor.getByLabel('中文更新说明').fill(notes);
  await editor.getByRole('button', { name: '保存草稿' }).click();
  const submit = editor.getByRole('button', { name: '提交审核' });
  await expect(submit).toBeVisible();
  // still live as it was while the draft waits
  const live = await data<{ status: string; live: { version: string } }>(
    await request.get(`/api/developer/agents/${agent.id}`, { headers: bearer(developer.token) }),
  );
  expect(live).toMatchObject({ status: 'approved', live: { version: '1.0.0' } });
  const report = page.getByRole('region', { name: /^接入检查报告/ });
  await report.getByRole('button', { name: '开始检查' }).click();
  await expect(report.getByRole('heading', { name: /^接入检查报告/ })).toContainText('通过');
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();

  // 2. approved: "What's new" leads with it, the card says today
  const detail = await data<{ latest: { id: string; version: string } }>(
    await request.get(`/api/developer/agents/${agent.id}`, { headers: bearer(developer.token) }),
  );
  expect(detail.latest.version).toBe(next);
  await data(
    await request.post(`/api/admin/agent-versions/${detail.latest.id}/review`, {
      headers: bearer(admin.token),
      data: { decision: 'approve', comment: '通过' },
    }),
  );
  await page.goto(`/plugins/statistics/${agent.id}?tab=about`);
  const releases = page.getByRole('region', { name: '版本更新' });
  await expect(releases.getByRole('listitem').first()).toContainText(`v${next}`);
  await expect(releases.getByRole('listitem').first()).toContainText(notes);
  await page.goto('/plugins/market?sort=newest');
  await expect(page.getByText('今天更新').first()).toBeVisible();

  // 3. the subscriber was told, and the notification leads to "What's new"
  await openSignedIn(page, subscriber, '/notifications');
  await page
    .getByRole('link', { name: new RegExp(`发布了新版本 v${next.replaceAll('.', '\\.')}$`) })
    .click();
  await expect(page.getByRole('region', { name: '版本更新' })).toContainText(notes);

  // 4. in English, the notes written in Chinese only are shown, and said to be
  await page.goto(`/plugins/statistics/${agent.id}?tab=about&lang=en`);
  const whatsNew = page.getByRole('region', { name: "What's new" }).getByRole('listitem').first();
  await expect(whatsNew).toContainText(notes);
  await expect(whatsNew).toContainText('Written in Chinese only');
});
