import { agentTestFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentTestConsole } from './AgentTestConsole.tsx';

const meta = {
  title: 'Screens/AgentTestConsole',
  component: AgentTestConsole,
  args: {
    result: null,
    pending: false,
    error: null,
    protocol: 'openai-chat',
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentTestConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** before any call: what the console does, the protocol, and nothing tested yet */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '测试台' })).toBeVisible();
    await expect(canvas.getByText('接入协议：OpenAI 兼容')).toBeVisible();
    await expect(canvas.getByText(/每个智能体每小时可测试 30 次。$/)).toBeVisible();
    await expect(canvas.getByText('还没有测试过。发送一条消息试试。')).toBeVisible();
    const box = canvas.getByLabelText('测试消息');
    await userEvent.type(box, '  这份合同的付款条款有什么风险？ ');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('这份合同的付款条款有什么风险？');
    // nothing a person typed is lost
    await expect(box).toHaveValue('  这份合同的付款条款有什么风险？ ');
    // Ctrl+Enter sends too
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** a call is running: no second one */
export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '正在调用智能体…' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('测试消息'), '你好{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** an OpenAI-compatible service answered in Markdown: the reply, its events, the request */
export const Complete: Story = {
  args: { result: agentTestFixtures.complete },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('调用成功')).toBeVisible();
    await expect(canvas.getByText('首个事件 412 毫秒')).toBeVisible();
    await expect(canvas.getByText('共 515 毫秒')).toBeVisible();
    await expect(canvas.getByText('本小时还可测试 27 次')).toBeVisible();
    const reply = within(canvas.getByRole('tabpanel', { name: '回复' }));
    await expect(reply.getByText('付款条款', { selector: 'strong' })).toBeVisible();
    await expect(reply.getAllByRole('listitem')).toHaveLength(3);
    await expect(reply.getByText('逾期付款无违约金。')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '事件' }));
    const events = within(canvas.getByRole('tabpanel', { name: '事件' }));
    // a header row and the four events
    await expect(events.getAllByRole('row')).toHaveLength(5);
    await expect(events.getByRole('cell', { name: '412' })).toBeVisible();
    await expect(events.getByRole('cell', { name: 'done' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '请求' }));
    const request = within(canvas.getByRole('tabpanel', { name: '请求' }));
    await expect(
      request.getByRole('heading', {
        name: 'POST https://api.contracts.example.com/v1/chat/completions',
      }),
    ).toBeVisible();
    await expect(request.getByText('Bearer ••••9f2c')).toBeVisible();
    // the body pretty-printed
    await expect(request.getByText(/"model": "contract-reviewer-pro",/)).toBeVisible();
    await expect(request.getByRole('button', { name: '复制请求体' })).toBeVisible();
    await expect(request.queryByText('签名字符串')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** an agent on the Legion protocol: the signed headers and the string they sign */
export const Signed: Story = {
  args: { result: agentTestFixtures.signed, protocol: 'legion' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('接入协议：Legion')).toBeVisible();
    await expect(canvas.getByText('首个事件 96 毫秒')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '请求' }));
    const request = within(canvas.getByRole('tabpanel', { name: '请求' }));
    await expect(request.getByText('agt_0036a1b2c3d4e5f6')).toBeVisible();
    const block = request.getByRole('region', { name: '签名字符串' });
    // the screenshot shows the block
    block.scrollIntoView({ block: 'end' });
    const signed = within(block);
    await expect(signed.getByText(/^conversationId=test-36&history=\[\]/)).toBeVisible();
    await expect(
      signed.getByText('签名 = SHA-256(签名字符串)，其中签名密钥为智能体密钥的 SHA-256。'),
    ).toBeVisible();
    await expect(signed.getByRole('button', { name: '复制签名字符串' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** the service refused the key: the failure in words, and no event came */
export const Refused: Story = {
  args: { result: agentTestFixtures.refused },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('凭证被拒绝')).toBeVisible();
    await expect(canvas.getByText('401 Incorrect API key provided')).toBeVisible();
    await expect(canvas.getByText('没有收到事件')).toBeVisible();
    await expect(canvas.getByText('共 188 毫秒')).toBeVisible();
    await expect(canvas.getByText('没有回复内容')).toBeVisible();
  },
};

/** the server refused the call (429): the reason, and the last result still below */
export const Limited: Story = {
  args: { result: agentTestFixtures.complete, error: '测试次数过多，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('测试次数过多，请稍后再试');
    await expect(canvas.getByRole('button', { name: '发送' })).toBeEnabled();
    await expect(canvas.getByText('调用成功')).toBeVisible();
  },
};

/** sending nothing: the field says what is missing and nothing is sent */
export const EmptyMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(canvas.getByText('请输入测试消息')).toBeVisible();
    await expect(canvas.getByLabelText('测试消息')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  args: { result: agentTestFixtures.complete },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Test console' })).toBeVisible();
    await expect(canvas.getByText('Protocol: OpenAI-compatible')).toBeVisible();
    await expect(canvas.getByText('Succeeded')).toBeVisible();
    await expect(canvas.getByText('First event 412 ms')).toBeVisible();
    await expect(canvas.getByText('515 ms in all')).toBeVisible();
    await expect(canvas.getByText('27 test calls left this hour')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Events' }));
    await expect(canvas.getByRole('columnheader', { name: 'Time (ms)' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = {
  args: { result: agentTestFixtures.complete },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('付款条款', { selector: 'strong' })).toBeVisible();
  },
};

/** at 375 px the long URL, headers, body and signed string stay inside their own boxes */
export const Phone: Story = {
  args: { result: agentTestFixtures.signed, protocol: 'legion' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '请求' }));
    const block = canvas.getByRole('region', { name: '签名字符串' });
    await expect(block).toBeVisible();
    // the screenshot shows the body and the signed string in their boxes
    block.scrollIntoView({ block: 'end' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** the Phone story in English: the same boxes at 375 px, with English labels */
export const PhoneEnglish: Story = {
  args: { result: agentTestFixtures.signed, protocol: 'legion' },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Test console' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Request' }));
    const block = await canvas.findByRole('region', { name: 'Signed string' });
    await expect(block).toBeVisible();
    // the screenshot shows the body and the signed string in their boxes
    block.scrollIntoView({ block: 'end' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
