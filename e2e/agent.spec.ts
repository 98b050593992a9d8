/**
 * An agent in use, on the real server with its built-in knowledge answerer (a real HTTP
 * service speaking the agent protocol): a new user uploads a document, subscribes to the
 * answerer, shares the base, asks in Chinese and gets an answer quoting the document; after a
 * reload the conversation and the shared base are still there, and the next answer quotes it.
 */
import { expect, test } from '@playwright/test';
import { freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

test('a user asks the knowledge answerer about their own document and gets it quoted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signInByPhone(request, freshMobile());
  const baseName = `员工手册${String(Date.now()).slice(-5)}`;

  // a base with one document
  await openSignedIn(page, session, '/knowledge');
  await page.getByRole('button', { name: '新建知识库' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新建知识库' });
  await dialog.getByLabel('名称').fill(baseName);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('link', { name: baseName })).toBeVisible();
  await page.getByRole('link', { name: '上传文档' }).click();
  const picker = page.getByLabel('选择要上传的文档', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles({
    name: '休假制度.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      '休假制度\n\n员工入职满一年后，每年享有十天带薪年假。年假需要提前三个工作日在系统中申请。\n\n病假需要提供医院证明。\n',
      'utf8',
    ),
  });
  await expect(
    page.getByRole('listitem', { name: '休假制度.txt' }).getByText(/^可用 · [\d,]+ 字符$/),
  ).toBeVisible({ timeout: 60_000 });

  // the knowledge answerer in the market: subscribe, then chat
  await page.goto('/plugins/market?q=知识问答');
  await page.getByRole('link', { name: '知识问答助手' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '知识问答助手' })).toBeVisible();
  await page.getByRole('button', { name: '订阅', exact: true }).click();
  await expect(page.getByText('订阅成功')).toBeVisible();
  // the notice leaves the header's links uncovered, once it has slid into place
  const header = await page.getByRole('banner').boundingBox();
  const notice = page.getByRole('listitem').filter({ hasText: '订阅成功' });
  await expect
    .poll(async () => (await notice.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await page.getByRole('link', { name: '开始对话' }).click();
  await expect(page).toHaveURL(/\/agent\?id=\d+/);
  // its own layout: no shared header
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);

  // share the base, ask in Chinese
  await page.getByRole('button', { name: '知识库', exact: true }).click();
  const choose = page.getByRole('dialog', { name: '选择知识库' });
  await choose.getByRole('checkbox', { name: new RegExp(baseName) }).check();
  await choose.getByRole('button', { name: '完成' }).click();
  await page.getByRole('textbox', { name: '消息' }).fill('年假有几天？');
  await page.getByRole('button', { name: '发送' }).click();

  // the answer streams in, quoting the document, with the document as its source
  const citations = page.getByRole('list', { name: '引用' });
  await expect(citations.getByRole('link', { name: /休假制度\.txt/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/每年享有十天带薪年假/).first()).toBeVisible();
  await expect(page.getByText(/用时 [\d.]+ 秒/)).toBeVisible();

  // the conversation is kept: it is there after a reload
  await page.reload();
  await expect(page.getByText('年假有几天？')).toBeVisible();
  await expect(citations.getByRole('link', { name: /休假制度\.txt/ })).toBeVisible();
  // and so is the choice of base: the next question is answered from it again
  await expect(page.getByRole('list', { name: '已选知识库' }).getByText(baseName)).toBeVisible();
  await page.getByRole('textbox', { name: '消息' }).fill('病假需要什么证明？');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(citations).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('你还没有与我共享知识库')).toHaveCount(0);
});
