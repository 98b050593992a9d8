import { agentCardFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentGrid } from './AgentGrid.tsx';

const meta = {
  title: 'Screens/AgentGrid',
  component: AgentGrid,
  args: {
    agents: agentCardFixtures.slice(0, 6),
    hrefOf: (agent) => `/plugins/statistics/${agent.id}`,
    onRetry: fn(),
    onClearFilters: fn(),
    pagination: { page: 1, pageSize: 6, total: 12, onPageChange: fn() },
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: '知识问答助手' })).toHaveAttribute(
      'href',
      '/plugins/statistics/1',
    );
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { agents: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载智能体' })).toBeInTheDocument();
  },
};

/** Nothing in the market yet. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '市场里还没有智能体' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A search or a category found nothing: clearing it is one press away. */
export const NoMatch: Story = {
  args: { agents: [], filtered: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '没有找到匹配的智能体' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { agents: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '智能体列表加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Knowledge Answerer' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Mobile.play };
