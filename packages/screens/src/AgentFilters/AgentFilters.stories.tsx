import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentFilters } from './AgentFilters.tsx';

const meta = {
  title: 'Screens/AgentFilters',
  component: AgentFilters,
  args: {
    search: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    sort: 'popular',
    onSortChange: fn(),
    onCategoryChange: fn(),
    total: 12,
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '全部', pressed: true })).toBeVisible();
    await expect(canvas.getByText('共 12 个智能体')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索智能体' }), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: '写作创作' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('writing');
  },
};

/** A search and a category in force. */
export const Filtered: Story = {
  args: { search: '会议', category: 'productivity', sort: 'newest', total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('会议');
    await expect(canvas.getByRole('button', { name: '效率办公', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveTextContent('最新上架');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  },
};

export const Dark: Story = { ...Filtered, globals: { theme: 'dark' } };

/** On a phone the categories scroll sideways in one row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索智能体' })).toBeVisible();
  },
};
