import { AUTH_MESSAGES, endpoints, LEGION_AGENT_NOT_ALLOWED } from '@legion/api';
import { legionHandlers, userFixtures } from '@legion/api/mocks';
import { toast } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RootLayout } from '../../layouts/RootLayout.tsx';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import OrchestrationPage from './OrchestrationPage.tsx';

const PATH = '/developer/orchestration';
const mobile = { viewport: { value: 'mobile', isRotated: false } };
// the app's root layout above the console, for its toasts
const withToasts = [{ element: <RootLayout />, children: developerRoutes }];

const answer = (status: number, data: unknown) =>
  HttpResponse.json(
    status === 200 ? { code: 0, msg: 'ok', data } : { code: status, msg: data, data: null },
    { status },
  );
const noChoices = http.get(`*${endpoints.legionAgentChoices.path}`, () =>
  answer(200, { items: [] }),
);
const choicesLoading = http.get(`*${endpoints.legionAgentChoices.path}`, async () => {
  await delay('infinite');
  return answer(200, { items: [] });
});
const listLoading = http.get(`*${endpoints.developerLegions.path}`, async () => {
  await delay('infinite');
  return answer(200, { items: [] });
});
const listFails = http.get(`*${endpoints.developerLegions.path}`, () =>
  answer(500, AUTH_MESSAGES.serverError),
);

const meta = {
  title: 'App/Developer/OrchestrationPage',
  component: OrchestrationPage,
  decorators: [withAppRouter(developerRoutes, PATH, userFixtures.developer)],
  beforeEach: () => {
    // sonner keeps toasts of earlier stories and replays them to the next Toaster
    toast.dismiss();
  },
  parameters: {
    msw: {
      handlers: {
        mine: [legionHandlers.mine.ok],
        choices: [legionHandlers.choices.ok],
        create: [legionHandlers.create.ok],
        testRun: [legionHandlers.testRun.ok],
        // never overridden: one legion, and submitting a new version of it
        legion: [legionHandlers.one.ok, legionHandlers.update.ok],
      },
    },
  },
} satisfies Meta<typeof OrchestrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const editor = async (canvas: Canvas, name = '新建军团') =>
  within(await canvas.findByRole('form', { name }));
const member = (form: Canvas, number: number) =>
  within(form.getByRole('group', { name: `成员 ${number}` }));

async function addMember(form: Canvas, agent: RegExp) {
  await userEvent.click(form.getByRole('button', { name: '添加成员' }));
  const picker = within(await screen.findByRole('dialog', { name: '选择成员智能体' }));
  await userEvent.click(picker.getByRole('button', { name: agent }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function fillBasics(form: Canvas) {
  await userEvent.type(form.getByLabelText('中文名称'), '算完再讲');
  await userEvent.type(form.getByLabelText('英文名称'), 'Calculate, then explain');
  await userEvent.type(form.getByLabelText('中文描述'), '先算出结果，再讲清楚。');
  await userEvent.type(form.getByLabelText('英文描述'), 'Works it out, then explains.');
}

async function testRun(canvas: Canvas, message = '帮我算一下 (3 + 4) * 5') {
  const panel = within(await canvas.findByRole('form', { name: '试运行' }));
  await userEvent.type(panel.getByLabelText('测试消息'), message);
  await userEvent.click(panel.getByRole('button', { name: '试运行' }));
}

export const NewLegion: Story = {
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await expect(form.getByLabelText('中文名称')).toHaveValue('');
    await expect(form.getByRole('radio', { name: /顺序协作/ })).toBeChecked();
    await expect(form.getByText(/成员依次处理/)).toBeVisible();
    await expect(form.getByText(/挑选最合适的一位成员/)).toBeVisible();
    await expect(form.getByText('0 / 5 名成员')).toBeVisible();
    await expect(canvas.getByText('添加成员后，这里会画出请求的流向。')).toBeVisible();
    // the list is there too, nothing selected
    await expect(await canvas.findByRole('link', { name: /算完再讲/ })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const PickerTagsOwnAndMarketAgents: Story = {
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await userEvent.click(form.getByRole('button', { name: '添加成员' }));
    const picker = within(await screen.findByRole('dialog', { name: '选择成员智能体' }));
    const own = picker.getByRole('button', { name: /计算与换算/ });
    await expect(within(own).getByText('自有')).toBeVisible();
    await expect(
      within(picker.getByRole('button', { name: /会议纪要/ })).getByText('市场'),
    ).toBeVisible();
    const draft = picker.getByRole('button', { name: /草稿助手/ });
    await expect(within(draft).getByText('未上架：发布前需上架')).toBeVisible();
    await userEvent.click(draft);
    // an own agent still under review may be in a draft, flagged
    await expect(await member(form, 1).findByText('未上架：发布前需上架')).toBeVisible();
    await expect(member(form, 1).getByLabelText('智能体')).toHaveValue('105');
    await userEvent.click(form.getByRole('button', { name: '添加成员' }));
    const again = within(await screen.findByRole('dialog', { name: '选择成员智能体' }));
    // each agent once
    await expect(again.getByRole('button', { name: /草稿助手/ })).toBeDisabled();
  },
};

export const EditingAnExistingLegion: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await expect(form.getByLabelText('中文名称')).toHaveValue('算完再讲');
    await expect(member(form, 1).getByLabelText('角色')).toHaveValue('计算员');
    await expect(member(form, 1).getByLabelText('指令')).toHaveValue('只做计算，给出算式和结果');
    await expect(member(form, 2).getByLabelText('角色')).toHaveValue('讲解员');
    await expect(canvas.getByRole('link', { name: /算完再讲/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(/线上版本会一直留在军团广场/)).toBeVisible();
    // the chain follows the members, in order
    const chain = within(canvas.getByRole('list', { name: '顺序协作流程' }));
    await expect(chain.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '用户的问题',
      '1计算员 · 计算与换算',
      '2讲解员 · 知识问答助手',
      '回答',
    ]);
    await userEvent.click(member(form, 2).getByRole('button', { name: '上移成员 2' }));
    await expect(member(form, 1).getByLabelText('角色')).toHaveValue('讲解员');
    await expect(chain.getAllByRole('listitem')[1]).toHaveTextContent('1讲解员 · 知识问答助手');
    await userEvent.click(member(form, 2).getByRole('button', { name: '移除成员 2' }));
    await expect(chain.getAllByRole('listitem')).toHaveLength(3);
    await expect(form.getByText('有未提交的修改')).toBeVisible();
  },
};

export const TooFewMembers: Story = {
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await fillBasics(form);
    await addMember(form, /计算与换算/);
    await userEvent.type(member(form, 1).getByLabelText('角色'), '计算员');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await form.findByText('军团至少需要 2 名成员')).toBeVisible();
    // a test run checks the flow first
    await testRun(canvas);
    await expect(await canvas.findByText(/先按提示修正成员和协作方式/)).toBeVisible();
  },
};

export const DuplicateMember: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await userEvent.selectOptions(member(form, 2).getByLabelText('智能体'), '102');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await form.findByText('同一个智能体只能担任一名成员')).toBeVisible();
    // fixing it clears the message at once
    await userEvent.selectOptions(member(form, 2).getByLabelText('智能体'), '104');
    await waitFor(() => expect(form.queryByText('同一个智能体只能担任一名成员')).toBeNull());
  },
};

export const MissingRole: Story = {
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await fillBasics(form);
    await addMember(form, /计算与换算/);
    await addMember(form, /知识问答助手/);
    await userEvent.type(member(form, 1).getByLabelText('角色'), '计算员');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await member(form, 2).findByText('此项必填')).toBeVisible();
    await expect(member(form, 2).getByLabelText('角色')).toHaveAttribute('aria-invalid', 'true');
    await expect(member(form, 1).queryByText('此项必填')).toBeNull();
  },
};

export const RoleTooLong: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    const role = member(form, 1).getByLabelText('角色');
    await userEvent.clear(role);
    await userEvent.type(role, '很长的角色'.repeat(9));
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await member(form, 1).findByText('最多 40 个字符')).toBeVisible();
  },
};

export const RouterMissing: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await userEvent.click(form.getByRole('radio', { name: /分派协作/ }));
    await expect(form.getByLabelText('分派智能体')).toHaveValue('');
    await expect(canvas.getByText('未选择分派智能体', { exact: false })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await form.findByText('请选择负责分派请求的智能体')).toBeVisible();
  },
};

export const RouterFlow: Story = {
  parameters: { path: `${PATH}?legion=24` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await expect(form.getByRole('radio', { name: /分派协作/ })).toBeChecked();
    await expect(form.getByLabelText('分派智能体')).toHaveValue('103');
    await expect(canvas.getByText(/· 任务分派/)).toBeVisible();
    const branches = within(canvas.getByRole('list', { name: '分派给其中一位成员' }));
    await expect(branches.getAllByRole('listitem')).toHaveLength(3);
    await expect(branches.getAllByRole('listitem')[2]).toHaveTextContent('3会议纪要 · 会议纪要');
  },
};

export const TestRunStreamsToTheAnswer: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    await editor(canvas, '编辑军团');
    await testRun(canvas);
    const steps = await canvas.findByRole('list', { name: '运行过程' });
    // a step shows while it runs, then the next one
    await expect(await within(steps).findByText('运行中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '停止' })).toBeVisible();
    const answer = await canvas.findByRole('region', { name: '最终回答' });
    await expect(answer).toHaveTextContent('结果是 35：先算括号里的 3 + 4 = 7，再乘以 5。');
    const first = within(canvas.getByRole('listitem', { name: '第 1 步：计算员 · 计算与换算' }));
    await expect(first.getByText('计算与换算')).toBeVisible();
    await expect(first.getByText('完成')).toBeVisible();
    await expect(first.getByText('(3 + 4) * 5 = 35')).toBeVisible();
    await expect(first.getByText('用时 0.4 秒')).toBeVisible();
    // the input is there, folded
    const input = first.getByText('帮我算一下 (3 + 4) * 5');
    await expect(input).not.toBeVisible();
    await userEvent.click(first.getByText('收到的输入'));
    await expect(input).toBeVisible();
    await expect(
      canvas.getByRole('listitem', { name: '第 2 步：讲解员 · 知识问答助手' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '停止' })).toBeNull();
    answer.scrollIntoView({ block: 'center' });
  },
};

export const TestRunWithAFailingStep: Story = {
  parameters: {
    path: `${PATH}?legion=21`,
    msw: { handlers: { testRun: [legionHandlers.testRun.failedStep] } },
  },
  play: async ({ canvas }) => {
    await editor(canvas, '编辑军团');
    await testRun(canvas);
    const alert = await canvas.findByText('有成员没能完成，军团没有给出回答。');
    await expect(alert).toBeVisible();
    const failed = within(canvas.getByRole('listitem', { name: '第 2 步：讲解员 · 知识问答助手' }));
    await expect(failed.getByText('失败')).toBeVisible();
    await expect(failed.getByText('智能体现在没有响应，请稍后重试。')).toBeVisible();
    await expect(failed.getByText('用时 15 秒')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '最终回答' })).toBeNull();
    alert.scrollIntoView({ block: 'center' });
  },
};

export const TestRunStopped: Story = {
  parameters: {
    path: `${PATH}?legion=21`,
    msw: { handlers: { testRun: [legionHandlers.testRun.held] } },
  },
  play: async ({ canvas }) => {
    await editor(canvas, '编辑军团');
    await testRun(canvas);
    const steps = within(await canvas.findByRole('list', { name: '运行过程' }));
    await steps.findByText('运行中');
    // the mock holds the run after the first step's first words: it stops at the same point
    await steps.findByText('(3 + 4) * 5');
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(await canvas.findByText('已停止运行。')).toBeVisible();
    await expect(canvas.getAllByText('已停止')[0]).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '最终回答' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '试运行' })).toBeEnabled();
  },
};

export const TestRunRefused: Story = {
  parameters: {
    path: `${PATH}?legion=21`,
    msw: { handlers: { testRun: [legionHandlers.testRun.notAllowed] } },
  },
  play: async ({ canvas }) => {
    await editor(canvas, '编辑军团');
    await testRun(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LEGION_AGENT_NOT_ALLOWED);
  },
};

export const SubmitSuccess: Story = {
  parameters: { routes: withToasts },
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await fillBasics(form);
    await addMember(form, /计算与换算/);
    await addMember(form, /草稿助手/);
    await userEvent.type(member(form, 1).getByLabelText('角色'), '计算员');
    await userEvent.type(member(form, 2).getByLabelText('角色'), '讲解员');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await screen.findByText('已提交审核，审核通过后发布到军团广场')).toBeVisible();
    // the editor moves to the submitted legion, under review; nothing asks before leaving
    const submitted = await editor(canvas, '编辑军团');
    await expect(await submitted.findByText(/最新版本正在审核/)).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const SubmitNewVersion: Story = {
  parameters: { path: `${PATH}?legion=23`, routes: withToasts },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await expect(form.getByText(/请写清楚每个成员负责什么/)).toBeVisible();
    await userEvent.type(form.getByLabelText('中文描述'), '计算员负责算，讲解员负责讲。');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await screen.findByText('已提交审核，审核通过后发布到军团广场')).toBeVisible();
  },
};

export const SubmitRefused: Story = {
  parameters: { msw: { handlers: { create: [legionHandlers.create.notAllowed] } } },
  play: async ({ canvas }) => {
    const form = await editor(canvas);
    await fillBasics(form);
    await addMember(form, /计算与换算/);
    await addMember(form, /会议纪要/);
    await userEvent.type(member(form, 1).getByLabelText('角色'), '计算员');
    await userEvent.type(member(form, 2).getByLabelText('角色'), '纪要员');
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(LEGION_AGENT_NOT_ALLOWED);
    await expect(form.getByText('有未提交的修改')).toBeVisible();
    // the screenshot waits for the button to leave its sending state (it raced the alert), and
    // whether Chromium's focus fix-up had moved focus off the briefly disabled button differed
    // from run to run: the story leaves nothing focused
    const submit = await waitFor(() => form.getByRole('button', { name: '提交审核' }));
    await expect(submit).toBeEnabled();
    submit.blur();
  },
};

export const LeavingWithUnsavedChangesAsks: Story = {
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await userEvent.type(form.getByLabelText('中文名称'), '（改）');
    await userEvent.click(canvas.getByRole('link', { name: /行政小队/ }));
    const ask = within(await screen.findByRole('dialog', { name: '放弃未提交的修改？' }));
    await userEvent.click(ask.getByRole('button', { name: '继续编辑' }));
    // the page is hidden from assistive technology until the closing dialog has left
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '放弃未提交的修改？' })).toBeNull(),
    );
    await expect(form.getByLabelText('中文名称')).toHaveValue('算完再讲（改）');
    await userEvent.click(await canvas.findByRole('link', { name: /行政小队/ }));
    const again = within(await screen.findByRole('dialog', { name: '放弃未提交的修改？' }));
    await userEvent.click(again.getByRole('button', { name: '放弃修改' }));
    await expect(await canvas.findByRole('link', { name: /行政小队/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByDisplayValue('行政小队')).toBeVisible();
  },
};

export const MyLegions: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('region', { name: '我的军团' }));
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const published = within(list.getByRole('link', { name: /算完再讲/ }));
    await expect(published.getByText('已通过')).toBeVisible();
    await expect(published.getByText('已发布')).toBeVisible();
    await expect(published.getByText(/运行 128 次/)).toBeVisible();
    const pending = within(list.getByRole('link', { name: /双语纪要/ }));
    await expect(pending.getByText('审核中')).toBeVisible();
    const rejected = within(list.getByRole('link', { name: /随便问问/ }));
    await expect(rejected.getByText('未通过')).toBeVisible();
    await expect(
      rejected.getByText('未通过原因：请写清楚每个成员负责什么，描述不要只写一句话。'),
    ).toBeVisible();
    await expect(list.getByRole('link', { name: /行政小队/ })).toHaveTextContent('分派协作');
  },
};

export const NoLegionsYet: Story = {
  parameters: { msw: { handlers: { mine: [legionHandlers.mine.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有军团')).toBeVisible();
    const form = await canvas.findByRole('form', { name: '新建军团' });
    await expect(form).toBeVisible();
    await expect(form).toHaveTextContent('0 / 5 名成员');
  },
};

export const NoAgentsToChoose: Story = {
  parameters: { msw: { handlers: { choices: [noChoices] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有可以编入军团的智能体')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去提交智能体' })).toHaveAttribute(
      'href',
      '/developer/plugins',
    );
    await expect(canvas.queryByRole('form', { name: '新建军团' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mine: [listLoading], choices: [choicesLoading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载军团')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载编辑器')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { mine: [listFails] } } },
  play: async ({ canvas }) => {
    // a server error is asked twice more before it shows
    await expect(await canvas.findByText('军团列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const UncertifiedUser: Story = {
  parameters: { user: userFixtures.user },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('认证开发者才能编排军团')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申请开发者认证' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { path: `${PATH}?legion=21` },
  play: async ({ canvas }) => {
    const form = await editor(canvas, '编辑军团');
    await expect(member(form, 1).getByLabelText('角色')).toHaveValue('计算员');
    await expect(await canvas.findByRole('link', { name: /算完再讲/ })).toBeVisible();
  },
};

export const MobileTestRun: Story = {
  globals: mobile,
  parameters: { path: `${PATH}?legion=21` },
  play: TestRunStreamsToTheAnswer.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  parameters: { path: `${PATH}?legion=24` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Legion orchestration' }),
    ).toBeVisible();
    const form = await editor(canvas, 'Edit legion');
    await expect(form.getByRole('radio', { name: /Routed/ })).toBeChecked();
    await expect(form.getByLabelText('Router agent')).toHaveValue('103');
    await expect(canvas.getByRole('link', { name: /Office Squad/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const form = await editor(canvas, 'New legion');
    await userEvent.click(form.getByRole('button', { name: 'Submit for review' }));
    await expect(await form.findByText('A legion needs at least 2 members')).toBeVisible();
    await expect(form.getAllByText('Required').length).toBeGreaterThan(0);
  },
};
