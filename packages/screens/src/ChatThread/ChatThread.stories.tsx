import { chatMessageFixture, conversationFixtures, svgImage } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatThread, ChatThreadSkeleton } from './ChatThread.tsx';

const agent = {
  name: '知识问答助手',
  logo: svgImage('K', 1),
  description: '从你的知识库中检索并回答问题，附上引用的段落。',
};

const meta = {
  title: 'Screens/ChatThread',
  component: ChatThread,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', height: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    agent,
    messages: conversationFixtures.history.messages,
    citationHref: (citation) => `/knowledge/${citation.knowledgeBaseId}/documents`,
    onAsk: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '对话' })).toBeVisible();
    await expect(canvas.getByText('年假怎么计算？')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '[1] 员工手册.pdf' })).toHaveAttribute(
      'href',
      '/knowledge/1/documents',
    );
    await expect(canvas.getByText('用时 3.2 秒')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** the agent has not written yet: dots, and after a while a word that it is still thinking */
export const Waiting: Story = {
  args: {
    busy: true,
    slowAfterMs: 50,
    messages: [chatMessageFixture({ id: '1', role: 'user', content: '帮我整理一下年度总结' })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('智能体正在回复');
    await expect(await canvas.findByText('智能体还在思考…')).toBeVisible();
  },
};

export const Streaming: Story = {
  args: {
    busy: true,
    messages: [
      chatMessageFixture({ id: '1', role: 'user', content: '年假怎么算？' }),
      chatMessageFixture({
        id: '2',
        role: 'assistant',
        status: 'streaming',
        content: '根据员工手册，入职满一年',
        durationMs: null,
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('根据员工手册，入职满一年')).toBeVisible();
    // no time and no retry until the reply has ended
    await expect(canvas.queryByText(/用时/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** a stopped reply, then a failed one: only the last may be asked again */
export const FailedAndStopped: Story = {
  args: { messages: conversationFixtures.interrupted.messages },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已停止')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('天气服务暂时不可用，请稍后再问。');
    const retry = canvas.getAllByRole('button', { name: '重试' });
    await expect(retry).toHaveLength(1);
    await userEvent.click(retry[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '你好，我是知识问答助手' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '你能帮我做些什么？' }));
    await expect(args.onAsk).toHaveBeenCalledWith('你能帮我做些什么？');
  },
};

/** an agent that does not read knowledge bases is not asked to summarise them */
export const EmptyWithoutKnowledge: Story = {
  args: { messages: [], knowledgeSuggestion: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '你能帮我做些什么？' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByText('根据我选的知识库，总结一下要点')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <ChatThreadSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载对话');
  },
};

const long = `${'这是一段很长的回复，用来看换行和引用。'.repeat(12)}\n> 引用的一行：${'长'.repeat(80)}\n最后一行`;
export const LongText: Story = {
  args: {
    messages: [
      chatMessageFixture({ id: '1', role: 'user', content: 'https://example.com/'.repeat(8) }),
      chatMessageFixture({ id: '2', role: 'assistant', content: long, durationMs: 12_345 }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('最后一行', { exact: false })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('用时 12.3 秒')).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { messages: conversationFixtures.interrupted.messages },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { messages: conversationFixtures.interrupted.messages },
  play: FailedAndStopped.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};

const markdownReply = chatMessageFixture({
  id: '2',
  role: 'assistant',
  durationMs: 2_400,
  content: `退款会在 **3 到 5 个工作日**内原路退回。步骤：

1. 在订单页点击“申请退货”
2. 填写原因，上传照片

| 类别 | 期限 |
| --- | --- |
| 数码 | 7 天 |
| 服装 | 15 天 |

\`\`\`bash
curl https://shop.example.com/orders/1001
\`\`\`

详见[售后政策](https://shop.example.com/help)。<img src=x onerror="window.__chatRan=true">`,
});

/** an agent's Markdown, formatted: emphasis, a list, a table, code to copy, a link beside */
export const MarkdownReply: Story = {
  args: {
    messages: [
      chatMessageFixture({ id: '1', role: 'user', content: '怎么退货？**急**' }),
      markdownReply,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3 到 5 个工作日').tagName).toBe('STRONG');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制代码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '售后政策' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // the person's own words stay as typed
    await expect(canvas.getByText('怎么退货？**急**')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect((window as { __chatRan?: boolean }).__chatRan).toBeUndefined();
  },
};

export const MarkdownReplyPhone: Story = {
  ...MarkdownReply,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MarkdownReplyEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  args: MarkdownReply.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** the Markdown reply at 375 px in English (light): the list, the strong text, the code */
export const MarkdownReplyPhoneEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  args: MarkdownReply.args,
  play: async ({ canvas }) => {
    await expect((await canvas.findByText('3 到 5 个工作日')).tagName).toBe('STRONG');
    await expect(
      await canvas.findByText('在订单页点击“申请退货”', { selector: 'li' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};
