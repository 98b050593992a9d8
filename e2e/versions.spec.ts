/**
 * Versions people can follow, on the real server: the developer submits a new version
 * of an agent on the market, which must say what changed; once approved, its notes lead the
 * agent's "What's new", its card says it was updated today, and its subscriber is told.
 */
import { expect, test } from '@playwright/test';
import {
  bearer,
  data,
  freshMobile,
  openSignedIn,
  signInByPhone,
  signInSeed,
} from './support/api.ts';

test('a new version says what changed, and the market and the subscribers follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const developer = await signInSeed(request, 'developer');
  const mine = await data<{
    items: { id: string; published: boolean; latest: { status: string; version: string } }[];
  }>(await request.get('/api/developer/agents?pageSize=50', { headers: bearer(developer.token) }));
  // an agent on the market with nothing under review
  const agent = mine.items.find((item) => item.published && item.latest.status !== 'pending');
  if (!agent) throw new Error('the seed developer has no agent to update');
  const subscriber = await signInByPhone(request, freshMobile());
  await data(
    await request.post(`/api/market/agents/${agent.id}/subscription`, {
      headers: bearer(subscriber.token),
    }),
  );

  // 1. the editor asks what changed
  await openSignedIn(page, developer, `/developer/plugins?edit=${agent.id}`);
  const editor = page.getByRole('form', { name: '编辑插件' });
  const [major, minor, patch] = agent.latest.version.split('.').map(Number);
  const next = `${major}.${minor}.${(patch ?? 0) + 1 + Math.floor(Math.random() * 50)}`;
  await editor.getByLabel('版本号').fill(next);
  await editor.getByRole('button', { name: /提交审核|修改并重新提交/ }).click();
  await expect(editor.getByText('请写明这个版本更新了什么')).toBeVisible();
  const notes = `新增导出为表格 ${Date.now() % 1e6}`;
  await editor.getByLabel('中文更新说明').fill(notes);
  await editor.getByRole('button', { name: /提交审核|修改并重新提交/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();

  // 2. approved: "What's new" leads with it, the card says today
  const admin = await signInSeed(request, 'admin');
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
