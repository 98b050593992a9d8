/**
 * Knowledge bases end to end, on the real server and its ingest: a new user creates a base,
 * uploads a PDF, a DOCX and a Chinese text file, waits until each is available, runs a Chinese
 * and an English retrieval test, sees the match counts rise, disables a document and sees it
 * stop matching, deletes one and sees it gone. A base's dictionary makes a synonym find a passage
 * once the base is indexed again by it, and the hit says which word matched.
 */
import { expect, type Page, test } from '@playwright/test';
import { bearer, data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';
import { docx, pdf } from './support/documents.ts';

const FILES = [
  {
    name: 'guide.pdf',
    mimeType: 'application/pdf',
    buffer: pdf([
      'Legion knowledge bases turn uploaded documents into searchable passages.',
      'Each retrieval test ranks the passages by relevance to the question.',
    ]),
  },
  {
    name: 'policy.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx([
      '售后服务政策',
      '购买后七天内可以申请退货，退款在三个工作日内原路返回。',
      'Refunds reach the original payment method within three working days.',
    ]),
  },
  {
    name: '客服问答.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      '问：知识库支持哪些格式？\n答：支持 PDF、DOCX、TXT 等十三种格式。\n\n问：怎样办理退货？\n答：七天内联系客服即可办理退货。\n',
      'utf8',
    ),
  },
];

async function retrieve(page: Page, query: string) {
  await page.getByRole('tab', { name: '命中测试' }).click();
  await page.getByLabel('输入一个问题或关键词').fill(query);
  await page.getByRole('button', { name: '检索', exact: true }).click();
  const results = page.getByRole('region', { name: '检索结果' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByText(/找到 \d+ 个匹配的文本段|没有匹配的文本段/)).toBeVisible();
  return results;
}

async function matchCount(page: Page, name: string) {
  await page.getByRole('tab', { name: '文档列表' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  return row.getByRole('cell').nth(5);
}

test('create a base, upload three formats, retrieve in Chinese and English, disable, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signInByPhone(request, freshMobile());
  const baseName = `客服资料${String(Date.now()).slice(-5)}`;

  // 1. an empty list, then a new base
  await openSignedIn(page, session, '/knowledge');
  await expect(page.getByRole('heading', { name: '还没有知识库' })).toBeVisible();
  await page.getByRole('button', { name: '新建知识库' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新建知识库' });
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('请输入名称')).toBeVisible();
  await dialog.getByLabel('名称').fill(baseName);
  await dialog.getByLabel('描述').fill('售后与常见问题');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('link', { name: baseName })).toBeVisible();

  // 2. upload: a wrong type is refused in the browser, the three documents go through
  await page.getByRole('link', { name: '上传文档' }).click();
  await expect(page).toHaveURL(/\/knowledge\/\d+\/upload$/);
  const picker = page.getByLabel('选择要上传的文档', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles([
    ...FILES,
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(
    page.getByRole('listitem', { name: 'setup.exe' }).getByText(/不支持 \.exe 文件/),
  ).toBeVisible();
  for (const file of FILES) {
    await expect(
      page.getByRole('listitem', { name: file.name }).getByText(/^可用 · [\d,]+ 字符$/),
    ).toBeVisible({ timeout: 60_000 });
  }
  await expect(page.getByText('3/4 个已可用')).toBeVisible();

  // 3. the documents, all available, none matched yet
  await page.getByRole('link', { name: '查看文档列表' }).click();
  await expect(page.getByRole('heading', { name: baseName })).toBeVisible();
  for (const file of FILES) {
    const row = page.getByRole('row').filter({ hasText: file.name });
    await expect(row.getByText('可用', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(5)).toHaveText('0');
  }

  // 4. a Chinese query finds both documents that speak of returns
  let results = await retrieve(page, '退货');
  await expect(results.getByText('客服问答.txt')).toBeVisible();
  await expect(results.getByText('policy.docx')).toBeVisible();
  await expect(results.getByText('guide.pdf')).toHaveCount(0);

  // 5. an English query finds the PDF
  results = await retrieve(page, 'searchable passages');
  await expect(results.getByText('guide.pdf')).toBeVisible();

  // 6. the match counts rose by one for each query that returned the document
  await expect(await matchCount(page, '客服问答.txt')).toHaveText('1');
  await expect(await matchCount(page, 'policy.docx')).toHaveText('1');
  await expect(await matchCount(page, 'guide.pdf')).toHaveText('1');

  // 7. a disabled document stops matching
  const faq = page.getByRole('row').filter({ hasText: '客服问答.txt' });
  await faq.getByRole('switch', { name: '启用“客服问答.txt”' }).click();
  await expect(faq.getByText('已禁用')).toBeVisible();
  results = await retrieve(page, '退货');
  await expect(results.getByText('policy.docx')).toBeVisible();
  await expect(results.getByText('客服问答.txt')).toHaveCount(0);

  // 8. a deleted document is gone from the list and from retrieval
  await page.getByRole('tab', { name: '文档列表' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'policy.docx' })
    .getByRole('button', { name: '删除“policy.docx”' })
    .click();
  await page
    .getByRole('dialog', { name: '删除“policy.docx”？' })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'policy.docx' })).toHaveCount(0);
  results = await retrieve(page, '退货');
  await expect(results.getByText('没有匹配的文本段')).toBeVisible();
});

test("a base's dictionary: a synonym finds a passage, and why shows on the hit, without uploading again", {
  tag: '@phone',
}, async ({ page, request }) => {
  const session = await signInByPhone(request, freshMobile());
  const headers = bearer(session.token);
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', { headers, data: { name: `词典${Date.now() % 1e5}` } }),
  );
  const uploaded = await request.post(`/api/knowledge/${base.id}/documents/upload`, {
    headers,
    multipart: {
      file: {
        name: '退款.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('退款政策：七天内可以申请退款，财务审核后原路退回。', 'utf8'),
      },
    },
  });
  expect(uploaded.ok()).toBe(true);

  await openSignedIn(page, session, `/knowledge/${base.id}/documents`);
  await expect(page.getByRole('row').filter({ hasText: '退款.txt' }).getByText('可用')).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  // nothing holds 退钱 yet
  let results = await retrieve(page, '怎么退钱');
  await expect(results.getByText('没有匹配的文本段')).toBeVisible();

  await page.getByRole('tab', { name: '词典' }).click();
  await page.getByLabel('每行一组，词之间用“=”或逗号隔开').fill('退款 = 退钱');
  await page.getByRole('button', { name: '保存并重建索引' }).click();
  await expect(page.getByText('全部 1 个文档已按当前词典建立索引。')).toBeVisible({
    timeout: 30_000,
  });

  results = await retrieve(page, '怎么退钱');
  await expect(results.getByText('退款.txt')).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText('退款');
  await results.getByRole('button', { name: '高相关' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('命中 1 个词中的 1 个：退钱');
});
