import { legionHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { legionRoutes } from '../../testing/legion-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import LegionDetailPage from './LegionDetailPage.tsx';

const meta = {
  title: 'App/Legion/LegionDetailPage',
  component: LegionDetailPage,
  decorators: [withAppRouter(legionRoutes, '/legion/21', userFixtures.user)],
  parameters: {
    msw: { handlers: { detail: [legionHandlers.detail.ok], run: [legionHandlers.run.ok] } },
  },
} satisfies Meta<typeof LegionDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** writes the question and presses Run */
async function ask(canvas: Canvas, text = '帮我算一下 (3 + 4) * 5') {
  await userEvent.type(await canvas.findByRole('textbox', { name: '你的问题' }), text);
  await userEvent.click(canvas.getByRole('button', { name: '运行' }));
}

export const Sequence: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '算完再讲' })).toBeVisible();
    await expect(canvas.getByText('顺序协作')).toBeVisible();
    const chain = canvas.getByRole('list', { name: '成员（按顺序）' });
    const [first, second] = within(chain).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('第 1 步 · 计算员');
    await expect(within(first).getByRole('link', { name: '计算与换算' })).toHaveAttribute(
      'href',
      '/plugins/statistics/102',
    );
    await expect(second).toHaveTextContent('第 2 步 · 讲解员');
    await expect(within(second).getByRole('link', { name: '知识问答助手' })).toHaveAttribute(
      'href',
      '/plugins/statistics/101',
    );
    await expect(canvas.getByRole('textbox', { name: '你的问题' })).toBeVisible();
  },
};

export const Router: Story = {
  parameters: { path: '/legion/24' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '行政小队' })).toBeVisible();
    await expect(canvas.getByText('分派协作')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '任务分派' })).toHaveAttribute(
      'href',
      '/plugins/statistics/103',
    );
    const members = canvas.getByRole('list', { name: '可被选中的成员' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(members).getByRole('link', { name: '会议纪要' })).toHaveAttribute(
      'href',
      '/plugins/statistics/104',
    );
  },
};

export const RunToTheAnswer: Story = {
  play: async ({ canvas }) => {
    await ask(canvas);
    // the first step streams, with Stop offered meanwhile
    await expect(await canvas.findByText('运行中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '停止' })).toBeVisible();
    const steps = canvas.getByRole('list', { name: '运行过程' });
    const answer = await canvas.findByRole('region', { name: '最终回答' });
    await expect(answer).toHaveTextContent('结果是 35：先算括号里的 3 + 4 = 7，再乘以 5。');
    await expect(answer).toHaveTextContent('全程用时 1.7 秒');
    const [first, second] = within(steps).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(first).toHaveAccessibleName('第 1 步：计算员 · 计算与换算');
    await expect(first).toHaveTextContent('(3 + 4) * 5 = 35');
    await expect(first).toHaveTextContent('完成');
    await expect(first).toHaveTextContent('用时 0.4 秒');
    await expect(second).toHaveTextContent('用时 1.3 秒');
    // the input each member got, folded until asked for
    const input = within(second).getByText(/上一步（计算员）的结果/);
    await expect(input).not.toBeVisible();
    await userEvent.click(within(second).getByText('收到的输入'));
    await expect(input).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '停止' })).toBeNull();
    // the screenshot shows the answer
    answer.scrollIntoView({ block: 'center' });
  },
};

export const FailingStep: Story = {
  parameters: { msw: { handlers: { run: [legionHandlers.run.failedStep] } } },
  play: async ({ canvas }) => {
    await ask(canvas);
    await expect(await canvas.findByText('有成员没能完成，军团没有给出回答。')).toBeVisible();
    const [, second] = within(canvas.getByRole('list', { name: '运行过程' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    await expect(second).toHaveTextContent('失败');
    await expect(second).toHaveTextContent('智能体现在没有响应，请稍后重试。');
    await expect(canvas.queryByRole('region', { name: '最终回答' })).toBeNull();
    // the screenshot shows the failed step
    second.scrollIntoView({ block: 'center' });
  },
};

/** a member that answers 401 refused the platform's credentials: said so, not "not responding" */
export const RefusedMember: Story = {
  parameters: { msw: { handlers: { run: [legionHandlers.run.refusedStep] } } },
  play: async ({ canvas }) => {
    await ask(canvas);
    await expect(await canvas.findByText('有成员没能完成，军团没有给出回答。')).toBeVisible();
    const [, second] = within(canvas.getByRole('list', { name: '运行过程' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    await expect(second).toHaveTextContent(
      '智能体拒绝了平台的身份凭证，无法回复。请联系它的开发者。',
    );
    await expect(second).not.toHaveTextContent('没有响应');
    second.scrollIntoView({ block: 'center' });
  },
};

export const Stopped: Story = {
  parameters: { msw: { handlers: { run: [legionHandlers.run.held] } } },
  play: async ({ canvas }) => {
    await ask(canvas);
    await canvas.findByText('运行中');
    // the mock holds the run after the first step's first words: it stops at the same point
    await canvas.findByText('(3 + 4) * 5');
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    const note = await canvas.findByText('已停止运行。');
    await expect(note).toBeVisible();
    await expect(canvas.getByText('已停止')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '最终回答' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '运行' })).toBeEnabled();
    note.scrollIntoView({ block: 'center' });
  },
};

export const MessageRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '运行' }));
    await expect(canvas.getByText('请输入要交给军团的问题')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '你的问题' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const MessageTooLong: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: '你的问题' }));
    await userEvent.paste('长'.repeat(4001));
    await expect(canvas.getByText('4,001 / 4,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '运行' }));
    await expect(canvas.getByText('最多 4,000 个字符')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '运行过程' })).toBeNull();
  },
};

export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvas }) => {
    sessionStorage.clear();
    await expect(await canvas.findByText('登录后就能试一试这个军团')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '你的问题' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    // the login flow has started, remembering this page to come back to
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('legion:page-state') ?? '{}').path).toBe(
        '/legion/21',
      ),
    );
  },
};

export const NotFound: Story = {
  parameters: {
    path: '/legion/99',
    msw: { handlers: { detail: [legionHandlers.detail.notFound] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '军团不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回军团列表' })).toHaveAttribute(
      'href',
      '/legion',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/legion/24' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Office Squad' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dispatcher' })).toBeVisible();
    await expect(canvas.getByText('Routed')).toBeVisible();
  },
};

export const EnglishRun: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your question' }),
      'What is (3 + 4) * 5?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByRole('region', { name: 'Answer' })).toBeVisible();
    await expect(
      canvas.getByRole('listitem', { name: 'Step 1: 计算员 · Calculator & Converter' }),
    ).toBeVisible();
  },
};

export const MobileRun: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: RunToTheAnswer.play,
};

export const MobileFailingStepDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
  parameters: { msw: { handlers: { run: [legionHandlers.run.failedStep] } } },
  play: FailingStep.play,
};
