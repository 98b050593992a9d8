/**
 * Files chosen on the upload page must not be lost when the person leaves it. A new
 * user chooses every file of the shared document corpus (../shared/corpus) on a base's upload
 * page and clicks "知识库" in the header at once; the app's upload queue carries on in the
 * tray, and every file the browser accepts ends listed in the base's document list (the
 * encrypted and corrupt ones too, as failed documents: they were uploaded). The one 0-byte file
 * is refused in the browser, as an empty file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bearer, data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

const corpusDir =
  process.env.KNOWLEDGE_CORPUS_DIR ??
  fileURLToPath(new URL('../../shared/corpus', import.meta.url));
const hasCorpus = existsSync(join(corpusDir, 'manifest.json'));
const corpus: { name: string; bytes: number }[] = hasCorpus
  ? JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')).files
  : [];
/** the browser refuses an empty file before sending it: there is nothing in it to read */
const empty = corpus.filter((file) => file.bytes === 0).map((file) => file.name);
const sent = corpus.filter((file) => file.bytes > 0).map((file) => file.name);

test('every corpus file chosen on the upload page lands, though the person leaves at once', async ({
  page,
  request,
}) => {
  test.skip(!hasCorpus, 'the shared document corpus is not here');
  test.setTimeout(150_000);
  const session = await signInByPhone(request, freshMobile());
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', {
      headers: bearer(session.token),
      data: { name: '语料库', description: '' },
    }),
  );

  await openSignedIn(page, session, `/knowledge/${base.id}/upload`);
  await expect(page.getByRole('heading', { name: '上传文档' })).toBeVisible();
  const picker = page.getByLabel('选择要上传的文档', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles(corpus.map((file) => join(corpusDir, 'docs', file.name)));
  // leave at once
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '知识库' })
    .click();
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();

  // the queue goes on in the tray, and asks before the tab closes meanwhile
  const uploading = page.getByRole('region', { name: /^正在上传 \d+ 个文件$/ });
  await expect(uploading).toBeVisible();
  const asks = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(asks).toBe(true);
  for (const name of empty) {
    await expect(
      page.getByRole('listitem', { name }).getByText('这是一个空文件，没有可以读取的内容。'),
    ).toBeVisible();
  }

  // every file is up: nothing is going up any more, nothing failed to go up
  const tray = page.getByRole('region', { name: /^(正在处理 \d+ 个文件|上传完成)$/ });
  await expect(tray).toBeVisible({ timeout: 120_000 });
  // once nothing is going on the tray folds to its summary, maybe while this looks at it
  const unfold = tray.getByRole('button', { name: '展开上传列表' });
  const toList = tray.getByRole('link', { name: '查看文档列表' });
  await expect(async () => {
    if (await unfold.isVisible()) await unfold.click();
    await expect(toList).toBeVisible({ timeout: 1_000 });
    await expect(tray.getByText('上传失败', { exact: true })).toHaveCount(0);
    // every one is listed in the base's documents (20 to a page)
    await toList.click({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '语料库' })).toBeVisible();
  const listed = new Set<string>();
  const pages = page.getByRole('navigation', { name: '分页' });
  for (let number = 1; number <= Math.ceil(sent.length / 20); number += 1) {
    if (number > 1) await pages.getByRole('button', { name: '下一页' }).click();
    // each page brings names not seen on the pages before it
    await expect
      .poll(async () => {
        const names = (await page.getByRole('row').allTextContents()).flatMap((text) =>
          sent.filter((name) => text.includes(name)),
        );
        const fresh = names.filter((name) => !listed.has(name));
        if (fresh.length > 0) for (const name of names) listed.add(name);
        return fresh.length;
      })
      .toBeGreaterThan(0);
  }
  expect([...sent].filter((name) => !listed.has(name))).toEqual([]);
  for (const name of empty) expect(listed.has(name)).toBe(false);
});

test('a file whose content is already in the base is asked about, and sent when the person says so', async ({
  page,
  request,
}) => {
  const session = await signInByPhone(request, freshMobile());
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', {
      headers: bearer(session.token),
      data: { name: '售后资料', description: '' },
    }),
  );
  const content = Buffer.from('退货政策：收到商品 7 天内可以无理由退货，运费由卖家承担。');
  const first = await request.post(`/api/knowledge/${base.id}/documents/upload`, {
    headers: bearer(session.token),
    multipart: { file: { name: '退货政策.txt', mimeType: 'text/plain', buffer: content } },
  });
  expect(first.status()).toBe(200);

  await openSignedIn(page, session, `/knowledge/${base.id}/upload`);
  const picker = page.getByLabel('选择要上传的文档', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles({
    name: '退货政策（副本）.txt',
    mimeType: 'text/plain',
    buffer: content,
  });
  const item = page.getByRole('listitem', { name: '退货政策（副本）.txt' });
  await expect(item.getByText(/已有内容相同的文档“退货政策.txt”/)).toBeVisible();
  // nothing was stored while the person is asked
  const listed = async () =>
    (
      await data<{ total: number }>(
        await request.get(`/api/knowledge/${base.id}/documents`, {
          headers: bearer(session.token),
        }),
      )
    ).total;
  expect(await listed()).toBe(1);
  await item.getByRole('button', { name: '仍然上传 退货政策（副本）.txt' }).click();
  await expect(item.getByText(/^可用/)).toBeVisible({ timeout: 30_000 });
  expect(await listed()).toBe(2);
});
