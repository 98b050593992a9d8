/**
 * Agents from anywhere, in the browser on the real server: a developer lists an
 * OpenAI-compatible service and an A2A agent they already run by URL, with no code of their
 * own for Legion (the reference agents in examples/agents stand in for them), and tries each in
 * the test console before submitting; the saved keys never come back to the page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { a2aAgent } from '../examples/agents/a2a.ts';
import { openAiChatAgent } from '../examples/agents/openai-chat.ts';
import { openSignedIn, png, signInSeed } from './support/api.ts';

const services: Server[] = [];
test.afterAll(async () => {
  for (const service of services) {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  }
});

async function listen(service: Server): Promise<string> {
  services.push(service);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
}

/** the form's fields that do not depend on the protocol, those already filled left as they are */
async function fillTheRest(form: Locator, name: string) {
  const fill = async (label: string, value: string) => {
    const field = form.getByLabel(label, { exact: true });
    if (!(await field.inputValue())) await field.fill(value);
  };
  await fill('中文名称', name);
  await fill('英文名称', name);
  await fill('公司', '示例科技有限公司');
  await fill('中文描述', '一个已经在别处运行的智能体。');
  await fill('英文描述', 'An agent already running elsewhere.');
  for (const [label, file] of [
    ['Logo', 'logo.png'],
    ['中文封面', 'cover-zh.png'],
    ['英文封面', 'cover-en.png'],
  ] as const) {
    if (await form.getByRole('img', { name: label }).count()) continue;
    await form.getByLabel(label).setInputFiles(png(file));
    await expect(form.getByRole('img', { name: label })).toBeVisible();
  }
  await form.getByLabel('法人姓名').fill('陈开发');
  await form.getByLabel('法人身份证号').fill('11010519491231002X');
  await form.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
}

/** saves the new agent as a draft, closes its credentials, and tries it in the console */
async function saveAndTry(page: Page, form: Locator, message: string) {
  await form.getByRole('button', { name: '保存草稿' }).click();
  const credentials = page.getByRole('dialog', { name: '智能体凭证' });
  await credentials.getByRole('button', { name: '我已保存' }).click();
  const draft = page.getByRole('form', { name: '编辑插件' });
  // the key was kept, and is never shown again
  await expect(draft.getByLabel('API 密钥')).toHaveValue('');
  await expect(draft.getByLabel('API 密钥')).toHaveAttribute('placeholder', '已保存，留空则不变');
  const console = page.getByRole('region', { name: '测试台' });
  await console.getByLabel('测试消息').fill(message);
  await console.getByRole('button', { name: '发送' }).click();
  await expect(console.getByText('调用成功')).toBeVisible();
  return console;
}

test('a developer lists an OpenAI-compatible service and an A2A agent by URL, and tries each', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const developer = await signInSeed(request, 'developer');
  const suffix = String(Date.now() % 1e6);
  // services of their own, already running: nothing written for Legion
  const openAiBase = `${await listen(openAiChatAgent('sk-own-key'))}/v1`;
  const front = createServer();
  const a2aUrl = await listen(front);
  const a2a = a2aAgent({ url: a2aUrl, apiKey: 'a2a-own-key' });
  front.on('request', (req, res) => a2a.emit('request', req, res));

  // 1. an OpenAI-compatible service: its base URL, model and key
  await openSignedIn(page, developer, '/developer/plugins?edit=new');
  const openAiForm = page.getByRole('form', { name: '创建插件' });
  await openAiForm.getByLabel('接入协议').selectOption('openai-chat');
  await openAiForm.getByLabel('API 地址（Base URL）').fill(openAiBase);
  await openAiForm.getByLabel('模型').fill('reference');
  await openAiForm.getByLabel('API 密钥').fill('sk-own-key');
  await fillTheRest(openAiForm, `兼容服务${suffix}`);
  const openAiConsole = await saveAndTry(page, openAiForm, '你好，兼容服务');
  // its Markdown, rendered
  await expect(openAiConsole.locator('strong', { hasText: 'OpenAI-compatible' })).toBeVisible();
  await expect(openAiConsole.getByText(/agent heard: 你好，兼容服务/)).toBeVisible();

  // 2. an A2A agent: its card fills the form, its key goes where the card says
  await page.goto('/developer/plugins?edit=new');
  const a2aForm = page.getByRole('form', { name: '创建插件' });
  // a new form, not the agent just saved
  await expect(a2aForm.getByLabel('中文名称')).toHaveValue('');
  await expect(a2aForm.getByLabel('公司')).toHaveValue('');
  await a2aForm.getByLabel('接入协议').selectOption('a2a');
  await a2aForm.getByLabel('智能体地址').fill(a2aUrl);
  await a2aForm.getByRole('button', { name: '从智能体名片读取' }).click();
  await expect(a2aForm.getByLabel('英文名称')).toHaveValue('Echo');
  await expect(a2aForm.getByLabel('公司')).toHaveValue('Example Co');
  await expect(a2aForm.getByLabel('英文描述')).toHaveValue(/Echo: Says back what it heard\./);
  // renamed, so that this run's agent is its own
  await a2aForm.getByLabel('中文名称').fill(`名片智能体${suffix}`);
  await a2aForm.getByLabel('API 密钥').fill('a2a-own-key');
  await fillTheRest(a2aForm, `名片智能体${suffix}`);
  const a2aConsole = await saveAndTry(page, a2aForm, '你好，名片智能体');
  await expect(a2aConsole.locator('strong', { hasText: 'A2A' })).toBeVisible();
  await expect(a2aConsole.getByText(/agent heard: 你好，名片智能体/)).toBeVisible();
});
