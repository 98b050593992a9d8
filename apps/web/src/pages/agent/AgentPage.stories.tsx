import { chatHandlers, knowledgeHandlers, marketHandlers, userFixtures } from '@legion/api/mocks';
import { toast } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RootLayout } from '../../layouts/RootLayout.tsx';
import { agentRoutes } from '../../testing/agent-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import AgentPage from './AgentPage.tsx';

const meta = {
  title: 'App/Agent/AgentPage',
  component: AgentPage,
  decorators: [withAppRouter(agentRoutes(), '/agent?id=1', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        detail: [marketHandlers.detail.subscribed],
        subscribe: [marketHandlers.subscribe.ok],
        conversation: [chatHandlers.conversation.ok],
        clear: [chatHandlers.clear.ok],
        shareBases: [chatHandlers.shareBases.ok],
        stream: [chatHandlers.stream.ok],
        bases: [knowledgeHandlers.bases.ok],
      },
    },
  },
} satisfies Meta<typeof AgentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** after the play, every picture has loaded, so the screenshot shows them */
function settle(play: NonNullable<Story['play']>): Story['play'] {
  return async (context) => {
    await play(context);
    await waitFor(() =>
      expect(
        context.canvasElement.querySelectorAll(
          '[data-slot="lazy-image"]:not([data-state="loaded"])',
        ),
      ).toHaveLength(0),
    );
    await waitFor(() =>
      expect(
        [...context.canvasElement.querySelectorAll('img')].every((image) => image.complete),
      ).toBe(true),
    );
  };
}

/** writes a message and sends it with Enter */
async function ask(canvas: ReturnType<typeof within>, text: string) {
  const box = await canvas.findByRole('textbox', { name: '消息' });
  await userEvent.type(box, text);
  await userEvent.keyboard('{Enter}');
}

/** opens the knowledge picker, ticks these bases and closes it */
async function chooseBases(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  names: RegExp[],
) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: '知识库' }));
  const dialog = await page.findByRole('dialog', { name: '选择知识库' });
  for (const name of names) {
    await userEvent.click(await within(dialog).findByRole('checkbox', { name }));
  }
  await userEvent.click(within(dialog).getByRole('button', { name: '完成' }));
}

export const HistoryWithCitations: Story = {
  play: settle(async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '知识问答助手' }),
    ).toBeVisible();
    await expect(await canvas.findByText('年假怎么计算？')).toBeVisible();
    await expect(canvas.getByText('入职满一年的员工每年享有 5 天带薪年假。')).toBeVisible();
    const chip = canvas.getByRole('link', { name: '[1] 员工手册.pdf' });
    // a citation opens its document at the passage
    await expect(chip).toHaveAttribute('href', '/knowledge/1/documents?passage=11.4');
    await expect(canvas.getByRole('link', { name: '[2] 休假制度 2026.docx' })).toBeVisible();
    await expect(canvas.getByText('用时 3.2 秒')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回智能体详情' })).toHaveAttribute(
      'href',
      '/plugins/statistics/1',
    );
    // nothing to retry: every reply is complete
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  }),
};

export const Streaming: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.empty] } } },
  play: settle(async ({ canvas }) => {
    await ask(canvas, '年假怎么算？');
    // the question shows at once, and the reply grows while the stop button is offered
    await expect(await canvas.findByText('年假怎么算？')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '停止' })).toBeVisible();
    await expect(await canvas.findByText(/根据员工手册/)).toBeVisible();
    await expect(canvas.queryByText(/最多 15 天/)).toBeNull();
    await expect(await canvas.findByText(/最多 15 天/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '[1] 员工手册.pdf' })).toBeVisible();
    await expect(await canvas.findByText('用时 2.3 秒')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '发送' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '消息' })).toHaveValue('');
  }),
};

export const Stopped: Story = {
  parameters: { msw: { handlers: { stream: [chatHandlers.stream.endless] } } },
  play: settle(async ({ canvas }) => {
    await ask(canvas, '写一份请假申请');
    await expect(await canvas.findByText('好的，先写一个初稿：')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(await canvas.findByText('已停止')).toBeVisible();
    // the partial reply stays, and can be asked for again
    await expect(canvas.getByText('好的，先写一个初稿：')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '发送' })).toBeVisible();
  }),
};

export const AgentDown: Story = {
  parameters: {
    msw: {
      handlers: {
        conversation: [chatHandlers.conversation.empty],
        stream: [chatHandlers.stream.down],
      },
    },
  },
  play: settle(async ({ canvas }) => {
    await ask(canvas, '在吗？');
    await expect(await canvas.findByText('智能体现在没有响应，请稍后重试。')).toBeVisible();
    await expect(canvas.getByText('用时 15 秒')).toBeVisible();
    // asking again replaces the failed reply (the mock answers a retry)
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }));
    await expect(await canvas.findByText(/最多 15 天/)).toBeVisible();
    await expect(canvas.queryByText('智能体现在没有响应，请稍后重试。')).toBeNull();
    await expect(canvas.getAllByText('在吗？')).toHaveLength(1);
  }),
};

export const FailedAndStoppedInHistory: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.interrupted] } } },
  play: settle(async ({ canvas }) => {
    await expect(await canvas.findByText('已停止')).toBeVisible();
    await expect(
      canvas.getByText('智能体无法回答：天气服务暂时不可用，请稍后再问。'),
    ).toBeVisible();
    // only the last reply can be asked for again
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(1);
  }),
};

export const NotSubscribed: Story = {
  parameters: {
    msw: {
      handlers: {
        detail: [marketHandlers.detail.ok],
        conversation: [chatHandlers.conversation.notSubscribed],
      },
    },
  },
  play: settle(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '订阅后才能对话' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '消息' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    // subscribed: the chat opens
    await expect(await canvas.findByRole('textbox', { name: '消息' })).toBeEnabled();
    await expect(canvas.getByText('试试这样问：')).toBeVisible();
  }),
};

export const SignedOut: Story = {
  parameters: { user: null, msw: { handlers: { detail: [marketHandlers.detail.ok] } } },
  play: settle(async ({ canvas }) => {
    sessionStorage.clear();
    await expect(await canvas.findByRole('heading', { name: '登录后开始对话' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    // the login flow has started, remembering this page to come back to
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('legion:page-state') ?? '{}').path).toBe('/agent'),
    );
  }),
};

export const EmptyHistory: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.empty] } } },
  play: settle(async ({ canvas }) => {
    await expect(await canvas.findByText('你好，我是知识问答助手')).toBeVisible();
    await expect(canvas.getByText('从你的知识库中检索并回答问题，附上引用的段落。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清空对话' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '你能帮我做些什么？' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '举个例子，说说我可以怎样用你' }),
    ).toBeVisible();
  }),
};

export const ExamplePrompt: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.empty] } } },
  play: settle(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '你能帮我做些什么？' }));
    await expect(await canvas.findByText('你能帮我做些什么？')).toBeVisible();
    await expect(await canvas.findByText('用时 2.3 秒')).toBeVisible();
  }),
};

export const SlowReply: Story = {
  parameters: {
    routes: agentRoutes({ slowAfterMs: 300 }),
    msw: { handlers: { stream: [chatHandlers.stream.slow] } },
  },
  play: settle(async ({ canvas }) => {
    await ask(canvas, '帮我整理一下年度总结');
    await expect(await canvas.findByText('智能体正在回复')).toBeInTheDocument();
    await expect(await canvas.findByText('智能体还在思考…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '停止' })).toBeVisible();
  }),
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { stream: [chatHandlers.stream.networkError] } } },
  play: settle(async ({ canvas }) => {
    await ask(canvas, '这条消息发不出去');
    // the words come back to the box, and no bubble is left behind
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '消息' })).toHaveValue('这条消息发不出去'),
    );
    await expect(canvas.queryByText('这条消息发不出去', { selector: 'li *' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeEnabled();
  }),
};

export const ClearConversation: Story = {
  play: settle(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '清空对话' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '清空对话？',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await expect(await canvas.findByText('试试这样问：')).toBeVisible();
    await expect(canvas.queryByText('年假怎么计算？')).toBeNull();
  }),
};

export const KnowledgePicker: Story = {
  play: settle(async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await chooseBases(canvas, canvasElement, [/产品手册/]);
    const chosen = await canvas.findByRole('list', { name: '已选知识库' });
    await expect(within(chosen).getByText('产品手册')).toBeVisible();
    // open again: the choice is kept
    await userEvent.click(canvas.getByRole('button', { name: /知识库/ }));
    const again = await page.findByRole('dialog', { name: '选择知识库' });
    await expect(within(again).getByRole('checkbox', { name: /产品手册/ })).toBeChecked();
    await expect(within(again).getByText('已选 1/5')).toBeVisible();
  }),
};

export const KnowledgeKeptFromAnEarlierVisit: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.sharing] } } },
  play: settle(async ({ canvas }) => {
    const chosen = await canvas.findByRole('list', { name: '已选知识库' });
    await expect(within(chosen).getByText('产品手册')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^知识库\s*1$/ })).toBeVisible();
  }),
};

export const KnowledgeChoiceNotSaved: Story = {
  parameters: {
    // the app's root layout above the page, for its toasts
    routes: [{ element: <RootLayout />, children: agentRoutes() }],
    msw: { handlers: { shareBases: [chatHandlers.shareBases.error] } },
  },
  // sonner keeps toasts of earlier stories and replays them to the next Toaster
  beforeEach: () => {
    toast.dismiss();
  },
  play: settle(async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await chooseBases(canvas, canvasElement, [/产品手册/]);
    await expect(await page.findByText('知识库选择没有保存，本次对话仍会使用')).toBeVisible();
    // kept for this visit all the same
    const chosen = canvas.getByRole('list', { name: '已选知识库' });
    await expect(within(chosen).getByText('产品手册')).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.loading] } } },
  play: settle(async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载对话');
  }),
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { detail: [marketHandlers.detail.notFound] } } },
  play: settle(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '智能体不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去插件市场看看' })).toHaveAttribute(
      'href',
      '/plugins/market',
    );
  }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: HistoryWithCitations.play,
};

export const MobileKnowledgeChosen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: { conversation: [chatHandlers.conversation.empty] } } },
  play: settle(async ({ canvas, canvasElement }) => {
    await chooseBases(canvas, canvasElement, [/产品手册/, /Engineering notes/]);
    await expect(await canvas.findByRole('list', { name: '已选知识库' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '消息' }), '合同模板在哪个文档里？');
  }),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: settle(async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Knowledge Answerer' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Clear chat' })).toBeVisible();
    await expect(canvas.getByText('Took 3.2 s')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  }),
};
