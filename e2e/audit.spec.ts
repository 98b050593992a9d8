/**
 * The audit trail on the real server: an admin reveals an applicant's ID card
 * number and approves them; the trail shows both and the role change, filtered by action, with
 * the address; the filtered trail downloads as a CSV.
 */
import { readFile } from 'node:fs/promises';
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

test('a reveal and a decision are in the trail, filtered and exported', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const applicant = await signInByPhone(request, mobile);
  const application = await applyAsDeveloper(request, applicant, mobile, '审计测试');
  const admin = await signInSeed(request, 'admin');
  const headers = { ...bearer(admin.token), 'x-forwarded-for': '203.0.113.9' };
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/reveal`, {
      headers,
      data: { field: 'idCardNumber' },
    }),
  );
  await data(
    await request.post(`/api/admin/developer-applications/${application.id}/review`, {
      headers,
      data: { decision: 'approve', comment: '资料齐全' },
    }),
  );

  await openSignedIn(page, admin, '/admin/audit?action=reveal');
  await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
  const table = page.getByRole('table', { name: '审计日志' });
  const revealed = table.getByRole('row').filter({ hasText: `开发者申请 #${application.id}` });
  await expect(revealed.first()).toContainText('查看个人信息');
  await expect(revealed.first()).toContainText('身份证号');
  await expect(revealed.first()).toContainText('203.0.113.9');

  // every action of this admin, then the approval alone by choosing it
  await page.getByLabel('操作类型').selectOption('approve');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/action=approve/);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `开发者申请 #${application.id}` })
      .first(),
  ).toContainText('资料齐全');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{8}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('时间（UTC）,操作人,操作,对象,对象编号,对象名称,详情,修改要点,IP 地址');
  expect(lines.slice(1).every((line) => line.includes(',审核通过,'))).toBe(true);
  expect(text).toContain('203.0.113.9');
});
