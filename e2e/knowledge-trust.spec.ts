/**
 * Knowledge a person can check, on the real server: a retrieval hit says where it is
 * and opens its document at the passage (a spreadsheet's row under its headers), the address
 * keeps it open across a reload; the search is saved as a test question that passes, and when
 * its document is disabled the question runs again by itself and shows as a regression.
 */
import { expect, test } from '@playwright/test';
import { bearer, data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

const PRICES = '套餐,每月价格,席位\n基础版,免费,1 人\n专业版,¥299,10 人\n企业版,¥999,不限\n';

test('a hit opens its document at the row, and a saved question regresses when it is disabled', {
  tag: '@both-widths',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await signInByPhone(request, freshMobile());
  const headers = bearer(session.token);
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', { headers, data: { name: `价格${Date.now() % 1e5}` } }),
  );
  const uploaded = await data<{ id: string }>(
    await request.post(`/api/knowledge/${base.id}/documents/upload`, {
      headers,
      multipart: {
        file: { name: '价格表.csv', mimeType: 'text/csv', buffer: Buffer.from(PRICES, 'utf8') },
      },
    }),
  );

  await openSignedIn(page, session, `/knowledge/${base.id}/documents?tab=retrieval`);
  const questions = page.getByRole('region', { name: '测试问题' });
  await expect(questions.getByText('还没有测试问题')).toBeVisible();
  // the document is processed in a moment: search until it answers
  const results = page.getByRole('region', { name: '检索结果' });
  await expect(async () => {
    await page.getByLabel('输入一个问题或关键词').fill('企业版每月多少钱');
    await page.getByRole('button', { name: '检索', exact: true }).click();
    await expect(results.getByText('价格表.csv').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // the hit says where it is, and opens its document there
  const first = results.getByRole('listitem').first();
  await expect(first.getByText(/第 4 行/)).toBeVisible();
  await first.getByRole('button', { name: /^查看原文/ }).click();
  const dialog = page.getByRole('dialog', { name: /价格表\.csv/ });
  await expect(dialog.getByText('第 4 行').first()).toBeVisible();
  const marked = dialog.locator('tr[aria-current="true"]');
  await expect(marked).toContainText('企业版');
  await expect(marked).toContainText('¥999');
  await expect(dialog.getByRole('columnheader', { name: '每月价格' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`passage=${uploaded.id}\\.`));
  // the address keeps it open
  await page.reload();
  await expect(page.getByRole('dialog', { name: /价格表\.csv/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/passage=/);

  // the search saved as a test question with the row it should find: it passes
  await page.getByLabel('输入一个问题或关键词').fill('企业版每月多少钱');
  await page.getByRole('button', { name: '检索', exact: true }).click();
  await results
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^应找到此段/ })
    .click();
  await results.getByRole('button', { name: '保存测试问题（已选 1 段）' }).click();
  await expect(questions.getByText('通过 1/1（100%）')).toBeVisible();

  // its document disabled, the question runs again by itself and no longer finds the row
  const disabled = await request.post(`/api/knowledge/${base.id}/documents/${uploaded.id}/status`, {
    headers,
    data: { enabled: false },
  });
  expect(disabled.ok()).toBe(true);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: '测试问题' }).getByText('回归', { exact: true }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: '测试问题' }).getByText('通过 0/1（0%）'),
  ).toBeVisible();
});

test('closing a passage leaves no step in the history: Back goes where the person came from', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await signInByPhone(request, freshMobile());
  const headers = bearer(session.token);
  const base = await data<{ id: string }>(
    await request.post('/api/knowledge', { headers, data: { name: `返回${Date.now() % 1e5}` } }),
  );
  const uploaded = await data<{ id: string }>(
    await request.post(`/api/knowledge/${base.id}/documents/upload`, {
      headers,
      multipart: {
        file: { name: '价格表.csv', mimeType: 'text/csv', buffer: Buffer.from(PRICES, 'utf8') },
      },
    }),
  );
  const documents = `/knowledge/${base.id}/documents`;
  await expect(async () => {
    const list = await data<{ items: { status: string }[] }>(
      await request.get(`/api/knowledge/${base.id}/documents`, { headers }),
    );
    expect(list.items[0]?.status).toBe('available');
  }).toPass({ timeout: 30_000 });

  // arrived at a passage by a link (a citation in a chat): closing takes it off the address in
  // place, and Back returns to the page before
  await openSignedIn(page, session, '/knowledge');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${documents}?passage=${uploaded.id}.0`);
  await expect(page.getByRole('dialog', { name: /价格表\.csv/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/passage=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/knowledge$/);

  // opened on the page itself (a search hit): closing goes back to the search, no step left
  await page.goto(`${documents}?tab=retrieval`);
  const results = page.getByRole('region', { name: '检索结果' });
  await page.getByLabel('输入一个问题或关键词').fill('企业版每月多少钱');
  await page.getByRole('button', { name: '检索', exact: true }).click();
  await results
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^查看原文/ })
    .click();
  await expect(page.getByRole('dialog', { name: /价格表\.csv/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/tab=retrieval$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/knowledge$/);
});
