import { agentCallFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentCallLog } from './AgentCallLog.tsx';

const meta = {
  title: 'Screens/AgentCallLog',
  component: AgentCallLog,
  args: {
    calls: agentCallFixtures,
    total: agentCallFixtures.length,
    kind: null,
    onKindChange: fn(),
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
    pagination: { page: 1, pageSize: 20, total: agentCallFixtures.length, onPageChange: fn() },
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCallLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** people's calls and the developer's own tests, how each ended and how long it took */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: /^调用记录/ })).toHaveTextContent('共 5 次');
    const table = within(canvas.getByRole('table', { name: '调用记录' }));
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(table.getByText('测试消息：付款条款有什么风险？')).toBeVisible();
    await expect(table.getByText('超时')).toBeVisible();
    await expect(table.getByText('the agent took too long')).toBeVisible();
    await expect(table.getByText('凭证被拒绝')).toBeVisible();
    await expect(table.getByText('已停止')).toBeVisible();
    await expect(table.getByText('412 毫秒')).toBeVisible();
    await expect(table.getByText('15,000 毫秒')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('类型'), 'test');
    await expect(args.onKindChange).toHaveBeenCalledWith('test');
  },
};

export const OneKind: Story = {
  args: {
    kind: 'test',
    calls: agentCallFixtures.filter((call) => call.kind === 'test'),
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('类型')).toHaveValue('test');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { calls: [], total: 0, pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('近 30 天还没有调用')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    calls: [],
    total: undefined,
    error: '调用记录加载失败',
    onRetry: fn(),
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('调用记录加载失败');
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Call log' })).toBeVisible();
    await expect(canvas.getByText('Timed out')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
