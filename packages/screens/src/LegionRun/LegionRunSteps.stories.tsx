import type { LegionStep } from '@legion/api';
import { legionRunStepFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LegionRunSteps } from './LegionRunSteps.tsx';

const [first, second] = legionRunStepFixtures as [LegionStep, LegionStep];

const meta = {
  title: 'Screens/LegionRunSteps',
  component: LegionRunSteps,
  args: {
    phase: 'complete',
    steps: [first, second],
    answer: second.output,
    durationMs: 1730,
    error: null,
    describeFailure: fn(() => '智能体现在没有响应，请稍后重试。'),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-2xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegionRunSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A finished run: every step with its time, then the answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: '运行过程' }));
    await expect(
      steps.getByRole('listitem', { name: '第 1 步：计算员 · 计算与换算' }),
    ).toBeVisible();
    await expect(steps.getAllByText('完成')).toHaveLength(2);
    await expect(steps.getByText('用时 0.4 秒')).toBeVisible();
    const answer = within(canvas.getByRole('region', { name: '最终回答' }));
    await expect(answer.getByText(second.output)).toBeVisible();
    await expect(answer.getByText('全程用时 1.7 秒')).toBeVisible();
  },
};

/** Streaming: the second member is still writing, the first is done. */
export const Running: Story = {
  args: {
    phase: 'running',
    steps: [first, { ...second, status: 'running', output: '', durationMs: null }],
    answer: '',
    durationMs: null,
  },
  play: async ({ canvas }) => {
    const running = canvas.getByRole('listitem', { name: /第 2 步/ });
    await expect(running).toHaveAttribute('aria-busy', 'true');
    await expect(within(running).getByText('运行中')).toBeVisible();
    await expect(within(running).getByText('等待输出…')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '最终回答' })).toBeNull();
  },
};

/** Before the first step arrives. */
export const Starting: Story = {
  args: { phase: 'running', steps: [], answer: '', durationMs: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在启动军团');
  },
};

/** A member failed: why, in words, and no answer. */
export const FailedStep: Story = {
  args: {
    phase: 'failed',
    steps: [first, { ...second, status: 'failed', output: '', failure: 'down' }],
    answer: '',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('智能体现在没有响应，请稍后重试。')).toBeVisible();
    await expect(args.describeFailure).toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('有成员没能完成，军团没有给出回答。');
  },
};

export const Stopped: Story = {
  args: {
    phase: 'stopped',
    steps: [first, { ...second, status: 'stopped', output: '结果是 35：先算', durationMs: null }],
    answer: '',
    durationMs: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已停止运行。');
    await expect(canvas.getByText('结果是 35：先算')).toBeVisible();
  },
};

/** The request itself failed (the network, the session). */
export const RequestError: Story = {
  args: { phase: 'error', steps: [], answer: '', error: '网络连接失败，请检查网络后重试。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试。');
  },
};

/** A long output wraps inside its card. */
export const LongText: Story = {
  args: { answer: `${'很长的回答，'.repeat(40)}https://example.com/${'a'.repeat(120)}` },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('region', { name: '最终回答' });
    await expect(answer.scrollWidth).toBeLessThanOrEqual(answer.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Answer' })).toBeVisible();
    await expect(canvas.getByText('Calculator & Converter')).toBeVisible();
  },
};

export const Dark: Story = { ...FailedStep, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
