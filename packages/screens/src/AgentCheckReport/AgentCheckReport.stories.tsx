import { agentCheckFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentCheckReport } from './AgentCheckReport.tsx';

const meta = {
  title: 'Screens/AgentCheckReport',
  component: AgentCheckReport,
  args: {
    report: agentCheckFixtures.passed,
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
    onRun: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCheckReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** every blocking check passed; the context check is a warning */
export const Passed: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: /^接入检查报告/ });
    await expect(within(heading).getByText('通过')).toBeVisible();
    await expect(canvas.getByText(/版本 1.0.0 · 检查于 2026-11-24 01:30/)).toBeVisible();
    await expect(canvas.getByText('· 1 项提醒')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: '检查项' }));
    await expect(table.getAllByRole('row')).toHaveLength(10);
    const context = within(table.getByRole('row', { name: /记住上下文/ }));
    await expect(context.getByText('提醒')).toBeVisible();
    await expect(
      context.getByText('the second turn did not give back the number 4821'),
    ).toBeVisible();
    await expect(table.getAllByText('首个事件 640 毫秒 · 总用时 2,310 毫秒')).toHaveLength(2);
    await expect(table.getByText('the answer came as an event stream')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新检查' }));
    await expect(args.onRun).toHaveBeenCalledOnce();
  },
};

/** a blocking failure: what was seen, in the platform's words */
export const Failed: Story = {
  args: { report: agentCheckFixtures.failed },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: /^接入检查报告/ });
    await expect(within(heading).getByText('未通过')).toBeVisible();
    await expect(canvas.getByText('· 2 项未通过')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: '检查项' }));
    const unsigned = within(table.getByRole('row', { name: /拒绝未签名的请求/ }));
    await expect(unsigned.getByText('未通过')).toBeVisible();
    await expect(
      unsigned.getByText('a call without a signature was answered HTTP 200, not refused (401)'),
    ).toBeVisible();
    await expect(table.getAllByText('未检查')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '重新检查' })).toBeEnabled();
  },
};

export const NotYetChecked: Story = {
  args: { report: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有检查过。提交审核前，请先检查一次。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始检查' })).toBeVisible();
  },
};

export const Running: Story = {
  args: { report: null, running: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在检查');
    await expect(canvas.getByRole('button', { name: '正在检查…' })).toBeDisabled();
  },
};

/** saved after the report: it must be made again before submitting */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('这份报告已过期或早于最近一次保存，提交前请重新检查。'),
    ).toBeVisible();
  },
};

export const RunFailed: Story = {
  args: { report: null, error: '测试次数过多，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('测试次数过多，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** as a reviewer reads it: made when the version was opened, no button */
export const ForReview: Story = {
  args: {
    report: { ...agentCheckFixtures.passed, requestedBy: 'review' },
    onRun: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/审核打开时检查于/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const EnglishDark: Story = {
  args: { report: agentCheckFixtures.failed },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /^Conformance report/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Checks' })).toBeVisible();
    await expect(canvas.getByText('Refuses unsigned calls')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Passed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
