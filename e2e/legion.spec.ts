/**
 * A legion from the editor to a user's run, on the real server with the built-in agents as
 * members: the developer composes a two-agent legion in sequence, test-runs it, submits it;
 * the admin approves it; a user finds it on /legion and runs it to the answer.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';

async function signInAs(page: Page, username: string, path: string, open = false) {
  await page.goto(path);
  // a public page waits for the header's button; a page that needs a session asks at once
  if (open) await page.getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录 Legion' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('用户名', { exact: true }).fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(E2E_SEED_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
}

async function addMember(page: Page, agent: string, role: string, index: number) {
  await page.getByRole('button', { name: '添加成员' }).click();
  const picker = page.getByRole('dialog', { name: '选择成员智能体' });
  await picker
    .getByRole('button', { name: new RegExp(agent) })
    .first()
    .click();
  await expect(picker).toBeHidden();
  const member = page.getByRole('group', { name: `成员 ${index}` });
  await member.getByLabel('角色').fill(role);
}

test('a developer composes and test-runs a legion, the admin publishes it, a user runs it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `算完再讲${String(Date.now()).slice(-6)}`;

  // the developer composes a legion of two built-in agents and test-runs it
  const developer = await browser.newPage();
  await signInAs(developer, 'developer', '/developer/orchestration');
  await expect(developer.getByRole('heading', { level: 1, name: '军团编排' })).toBeVisible();
  const form = developer.getByRole('form', { name: '新建军团' });
  await form.getByLabel('中文名称').fill(name);
  await form.getByLabel('英文名称').fill(`Calculate then explain ${name.slice(-6)}`);
  await form.getByLabel('中文描述').fill('先由计算员算出结果，再由讲解员说明。');
  await form.getByLabel('英文描述').fill('The calculator works it out, then the explainer speaks.');
  await addMember(developer, '计算与换算', '计算员', 1);
  await addMember(developer, '知识问答助手', '讲解员', 2);

  const trial = developer
    .getByRole('region', { name: '试运行' })
    .or(developer.getByRole('form', { name: '试运行' }));
  await trial.getByLabel('测试消息').fill('帮我算一下 (3 + 4) * 5');
  await trial.getByRole('button', { name: '试运行' }).click();
  await expect(developer.getByText('(3 + 4) * 5 = 35').first()).toBeVisible({ timeout: 30_000 });
  await expect(developer.getByText(/最终回答/).first()).toBeVisible({ timeout: 30_000 });

  await developer.getByRole('button', { name: '提交审核' }).click();
  await expect(developer.getByText('已提交审核，审核通过后发布到军团广场')).toBeVisible();
  await developer.close();

  // the admin approves it
  const admin = await browser.newPage();
  await signInAs(admin, 'admin', '/admin/legions');
  const queue = admin.getByRole('table', { name: '军团申请' });
  await queue
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /审核/ })
    .click();
  const review = admin.getByRole('dialog', { name: name });
  await review.getByRole('button', { name: '通过并发布' }).click();
  await expect(review).toBeHidden();
  await expect(admin.getByText('已通过，军团已发布')).toBeVisible();
  await admin.close();

  // a user finds it on /legion and runs it
  const user = await browser.newPage();
  await signInAs(user, 'user', '/legion', true);
  await user.getByRole('searchbox').first().fill(name);
  await user.getByRole('searchbox').first().press('Enter');
  await user.getByRole('link', { name }).first().click();
  await expect(user.getByRole('heading', { level: 1, name })).toBeVisible();
  await user.getByRole('textbox', { name: '你的问题' }).fill('12 / 4 等于几');
  await user.getByRole('button', { name: '运行' }).click();
  const answer = user.getByRole('region', { name: '最终回答' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(user.getByText('12 / 4 = 3').first()).toBeVisible();
  await user.close();
});
