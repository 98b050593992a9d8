/**
 * The home page's feedback form on the real server: a visitor asks for an SMS code, reads it
 * from the sandbox outbox (as a phone would receive it), sends the form, and an admin finds
 * the feedback in the list with the phone masked.
 */
import { expect, test } from '@playwright/test';
import { bearer, data, freshMobile, signInAdmin } from './support/api.ts';

test('a visitor sends feedback with the sandbox SMS code', { tag: '@phone' }, async ({
  page,
  context,
  request,
}) => {
  const mobile = freshMobile();
  const company = `回声科技${String(Date.now()).slice(-5)}`;
  await page.goto('/');
  // the form loads as its section nears the screen
  await page.locator('#home-feedback').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: '意见反馈' });
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('请完整填写必填项')).toBeVisible();

  await form.getByLabel('公司名称').fill(company);
  await form.getByLabel('联系人').fill('张回声');
  await form.getByLabel('手机号').fill(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  // the "phone": the sandbox outbox shows the message sent to this number
  const phone = await context.newPage();
  await phone.goto(`/sandbox/sms?mobile=${mobile}`);
  const text = (await phone.getByTestId('sms-text').first().textContent()) ?? '';
  const code = /\d{6}/.exec(text)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.bringToFront();

  await form.getByLabel('短信验证码').fill(code);
  await form.getByLabel('详细内容').fill('想为 200 名员工开通企业版，需要发票。');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('感谢你的反馈，我们会在 1-3 个工作日内回复。')).toBeVisible();

  const admin = await signInAdmin(request);
  const list = await data<{ items: Array<{ company: string; mobile: string }> }>(
    await request.get(`/api/admin/feedback?q=${encodeURIComponent(company)}`, {
      headers: bearer(admin),
    }),
  );
  expect(list.items).toEqual([
    expect.objectContaining({ company, mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` }),
  ]);
});
