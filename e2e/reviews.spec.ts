/**
 * Reviews from the host app, on the real server: a subscriber writes one on the
 * sandbox phone (signed like the provider service), the agent's page shows it with its version
 * as a verified subscriber's, the developer answers it in the console, another person reports
 * it, an admin hides it with a reason, and it leaves the page while its author is told why.
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

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

test('a review written in the app is shown, answered, reported and hidden', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  // one of the seed developer's agents on the market: they answer its reviews below
  const developer = await signInSeed(request, 'developer');
  const mine = await data<{ items: { id: string; published: boolean }[] }>(
    await request.get('/api/developer/agents?pageSize=50', { headers: bearer(developer.token) }),
  );
  const agent = mine.items.find((item) => item.published);
  if (!agent) throw new Error('the seed developer has no agent on the market');
  const detail = await data<{ version: string }>(
    await request.get(`/api/market/agents/${agent.id}`),
  );
  const mobile = freshMobile();
  const author = await signInByPhone(request, mobile);
  await data(
    await request.post(`/api/market/agents/${agent.id}/subscription`, {
      headers: bearer(author.token),
    }),
  );
  const text = `表格识别不准 ${Date.now() % 1e6}`;

  // 1. the host app: the sandbox phone's review screen
  await page.goto('/sandbox/phone');
  const screen = page.getByRole('region', { name: /写评价/ });
  await screen.getByLabel(/手机号/).fill(mobile);
  await screen.getByLabel(/智能体/).selectOption(agent.id);
  await screen.getByLabel('2★').check();
  await screen.getByLabel(/评价内容/).fill(text);
  await screen.getByRole('button', { name: /提交评价/ }).click();
  await expect(page.getByRole('status')).toContainText('评价已提交');
  await expect(page.getByTestId('review-saved')).toContainText(detail.version);

  // 2. the agent's page shows it as a verified subscriber's, with the version
  await page.goto(`/plugins/statistics/${agent.id}?tab=comments`);
  const review = page.getByRole('article', { name: `${masked(mobile)} 的评价` });
  await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByText('已验证订阅者')).toBeVisible();
  await expect(review.getByText(`评价于 v${detail.version}`)).toBeVisible();

  // 3. the developer answers it in the console
  await openSignedIn(
    page,
    await signInSeed(request, 'developer'),
    `/developer/reviews/${agent.id}`,
  );
  await page.getByRole('button', { name: `回复 ${masked(mobile)} 的评价` }).click();
  await page.getByLabel('公开回复').fill('已在新版本中改进，请升级后再试。');
  await page.getByRole('button', { name: '发布回复' }).click();
  const answered = page.getByRole('article', { name: `${masked(mobile)} 的评价` });
  await expect(answered.getByRole('figure', { name: /开发者回复/ })).toContainText(
    '已在新版本中改进',
  );

  // 4. someone else reports it
  const reporter = await signInByPhone(request, freshMobile());
  await openSignedIn(page, reporter, `/plugins/statistics/${agent.id}?tab=comments`);
  await page.getByRole('button', { name: `举报 ${masked(mobile)} 的评价` }).click();
  const dialog = page.getByRole('dialog', { name: '举报评价' });
  await dialog.getByRole('radio', { name: /与智能体无关/ }).check();
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(
    page.getByRole('button', { name: `已举报 ${masked(mobile)} 的评价` }),
  ).toBeDisabled();

  // 5. an admin hides it with a reason
  await openSignedIn(page, await signInSeed(request, 'admin'), '/admin/reviews');
  const queued = page.locator('li', {
    has: page.getByRole('article', { name: `${masked(mobile)} 的评价` }),
  });
  await expect(queued.getByText('与智能体无关')).toBeVisible();
  await queued.getByRole('button', { name: '隐藏' }).click();
  await queued.getByLabel('隐藏原因').fill('与该智能体的功能无关');
  await queued.getByRole('button', { name: '确认隐藏' }).click();
  await expect(page.getByRole('article', { name: `${masked(mobile)} 的评价` })).toHaveCount(0);

  // 6. it has left the agent's page, and its author is told why in the app
  await page.goto(`/plugins/statistics/${agent.id}?tab=comments`);
  await expect(page.getByText('评价只能在')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await page.goto('/sandbox/phone');
  const lookup = page.getByRole('region', { name: /写评价/ });
  await lookup.getByLabel(/手机号/).fill(mobile);
  await lookup.getByLabel(/智能体/).selectOption(agent.id);
  await lookup.getByRole('button', { name: /查看我的评价/ }).click();
  await expect(page.getByTestId('review-saved')).toHaveAttribute('data-state', 'hidden');
  await expect(page.getByTestId('review-saved')).toContainText('与该智能体的功能无关');
});
