import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Segmented } from '../Segmented/Segmented.tsx';
import { ListPanel } from './ListPanel.tsx';

const items = ['第一条', '第二条', '第三条'];
const page = { page: 1, pageSize: 2, total: 3, items: items.slice(0, 2) };

const meta = {
  title: 'Library/ListPanel',
  component: ListPanel,
  args: {
    page,
    loadingLabel: '正在加载',
    empty: <EmptyState title="还没有内容" />,
    onPageChange: fn(),
    onRetry: fn(),
    filter: (
      <Segmented
        label="筛选"
        value="all"
        onChange={() => {}}
        options={[
          { value: 'all', label: '全部' },
          { value: 'open', label: '待处理' },
        ]}
      />
    ),
    children: (
      <ul>
        {page.items.map((item) => (
          <li key={item} className="lu:text-foreground lu:p-4 lu:text-sm">
            {item}
          </li>
        ))}
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The items in one card under the filter, the pages below. */
export const Items: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { page: { page: 1, pageSize: 2, total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有内容')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Failed: Story = {
  args: { page: undefined, error: '加载失败' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
