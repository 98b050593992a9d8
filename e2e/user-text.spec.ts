/**
 * What people type is shown as text, never run as markup: a feedback's details as
 * the admin reads them, and an agent's description on the market, both holding an `<img>`
 * with an onerror handler and a `<script>`. The page shows the characters; no such element
 * exists and nothing ran.
 */

import { expect, type Page, test } from '@playwright/test';
import { submitServedDraft } from './support/agents.ts';
import {
  bearer,
  data,
  freshMobile,
  openSignedIn,
  PNG,
  signInAdmin,
  signInByPhone,
} from './support/api.ts';

/** markup that would set window.__xss if the page ever parsed it as HTML */
const markup = (tag: string) =>
  `<img src=x onerror="window.__xss='${tag}'"><script>window.__xss='${tag}'</script>`;

/** a fresh address per test, so the SMS limits per address do not add up across the suite */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function expectShownAsText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // no <script> element came from the text: the app's own are in <head>, but for the state a
  // server-rendered page carries (JSON, never run)
  await expect(page.locator('body script:not(#legion-ssr[type="application/json"])')).toHaveCount(
    0,
  );
  // and nothing ran: the markup's handler and script would have set this
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

test('feedback details with markup are shown to the admin as text', async ({ page, request }) => {
  const mobile = freshMobile();
  const tag = `fb${Date.now()}`;
  const details = `请看这里 ${markup(tag)} 谢谢`;
  const headers = { 'x-forwarded-for': someAddress() };

  await data(await request.post('/api/feedback/sms-code', { data: { mobile }, headers }));
  const outbox = await (await request.get(`/sandbox/sms?mobile=${mobile}`)).text();
  const code = /data-testid="sms-text">[^<]*?(\d{6})/.exec(outbox)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await data(
    await request.post('/api/feedback', {
      headers,
      data: { company: `标记测试${tag}`, contactName: '张三', mobile, smsCode: code, details },
    }),
  );

  // the API hands the text back unchanged: escaping is the page's job, as it should be
  const admin = await signInAdmin(request);
  const list = await data<{ items: Array<{ details: string }> }>(
    await request.get(`/api/admin/feedback?q=${encodeURIComponent(tag)}`, {
      headers: bearer(admin),
    }),
  );
  expect(list.items.map((item) => item.details)).toEqual([details]);

  const me = await data<{ id: string; name: string }>(
    await request.get('/api/user/me', { headers: bearer(admin) }),
  );
  await openSignedIn(page, { token: admin, user: me }, `/admin/feedback?q=${tag}`);
  await expectShownAsText(page, markup(tag));
});

test("an agent's description with markup is shown on the market as text", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = `ag${Date.now()}${Math.floor(Math.random() * 100)}`;
  const developer = await signInByPhone(request, freshMobile());
  const admin = await signInAdmin(request);
  await data(
    await request.post('/api/developer/application', {
      headers: bearer(developer.token),
      data: {
        developerName: '标记测试',
        mobile: '13912345678',
        email: 'markup@example.com',
        companyName: '标记测试科技',
        industry: 'internet',
        legalPersonName: '标记测试',
        idCardNumber: '11010519491231002X',
        socialCreditCode: '91350100M000100Y43',
      },
    }),
  );
  const { application } = await data<{ application: { id: string } }>(
    await request.get('/api/developer/application', { headers: bearer(developer.token) }),
  );
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/review`, {
      headers: bearer(admin),
      data: { decision: 'approve' },
    }),
  );
  const image = async () =>
    (
      await data<{ url: string }>(
        await request.post('/api/developer/images', {
          headers: bearer(developer.token),
          multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
        }),
      )
    ).url;
  const description = `能做很多事 ${markup(tag)}`;
  const served = await submitServedDraft(request, developer.token, {
    nameZh: `标记${tag}`,
    nameEn: `Markup ${tag}`,
    descriptionZh: description,
    descriptionEn: description,
    category: 'data',
    company: '标记测试科技',
    url: 'https://example.com/markup',
    logo: await image(),
    coverZh: await image(),
    coverEn: await image(),
    version: '1.0.0',
    legalPersonName: '标记测试',
    idCardNumber: '11010519491231002X',
    socialCreditCode: '91350100M000100Y43',
  });
  try {
    await data(
      await request.post(`/api/admin/agent-versions/${served.versionId}/review`, {
        headers: bearer(admin),
        data: { decision: 'approve' },
      }),
    );
    const detail = await data<{ descriptionZh: string }>(
      await request.get(`/api/market/agents/${served.agentId}`),
    );
    expect(detail.descriptionZh).toBe(description);

    // a visitor on the agent's page, then on the market list where its card shows the text
    await page.goto(`/plugins/statistics/${served.agentId}`);
    // the server-rendered tabs answer once the browser has taken the page over (a click before
    // that is a person's to repeat, not the journey's)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('tab', { name: '介绍' }).click();
    await expectShownAsText(page, markup(tag));
    await page.goto(`/plugins/market?q=${encodeURIComponent(tag)}`);
    await expect(page.getByText(`标记${tag}`).first()).toBeVisible();
    await expectShownAsText(page, markup(tag));
  } finally {
    await served.close();
  }
});
