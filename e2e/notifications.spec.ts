/**
 * The notification centre on the real server: an admin is told a new application
 * waits and follows the link to it; the applicant, once it is rejected, sees the bell's count,
 * reads the decision with its reason, marks all read, and also got the SMS (the sandbox outbox).
 */
import { expect, test } from '@playwright/test';
import {
  applyAsDeveloper,
  bearer,
  data,
  freshMobile,
  openSignedIn,
  signInByPhone,
  signInSeed,
} from './support/api.ts';

test('an application waits for the admins, and its rejection reaches the applicant', {
  tag: '@phone',
}, async ({ page, request }) => {
  const mobile = freshMobile();
  const applicant = await signInByPhone(request, mobile);
  const application = await applyAsDeveloper(request, applicant, mobile, '通知测试');

  // 1. the admin's bell leads to the waiting application
  const admin = await signInSeed(request, 'admin');
  await openSignedIn(page, admin, '/plugins/market');
  await page.getByRole('link', { name: /^通知，\d+\+? 条未读$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
  await page.locator(`a[href="/admin/dev/review/${application.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/dev/review/${application.id}$`));

  // 2. rejected with a reason
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/review`, {
      headers: bearer(admin.token),
      data: { decision: 'reject', comment: '营业执照照片不清晰，请重新上传。' },
    }),
  );

  // 3. the applicant's bell, the notification and its reason, then all read
  await openSignedIn(page, applicant, '/plugins/market');
  await page.getByRole('link', { name: '通知，1 条未读' }).click();
  const list = page.getByRole('list', { name: '通知列表' });
  await expect(list.getByRole('link', { name: '你的开发者认证申请未通过' })).toBeVisible();
  await expect(list.getByText('原因：营业执照照片不清晰，请重新上传。')).toBeVisible();
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByRole('link', { name: '通知', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  // 4. the SMS went out too, within seconds
  await expect(async () => {
    await page.goto(`/sandbox/sms?mobile=${mobile}`);
    await expect(page.getByText(/开发者认证申请未通过/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
