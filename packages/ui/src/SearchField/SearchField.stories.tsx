import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Library/SearchField',
  component: SearchField,
  args: { label: '搜索文档名称', value: '', onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索文档名称' });
    await expect(box).toHaveAttribute('placeholder', '搜索文档名称');
  },
};

/** typing searches once, a moment after the last key */
export const SearchesAsOneTypes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '  手册 ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('手册'));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const SearchesAtOnceOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '周报{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('周报');
  },
};

/** a search in force shows in the box; emptying it searches for everything */
export const Filled: Story = {
  args: { value: '产品手册' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('产品手册');
    await userEvent.clear(box);
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(''));
  },
};

export const LongText: Story = {
  args: { value: '2026年第四季度产品手册与常见问题汇总（最终版-修订3）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue(
      '2026年第四季度产品手册与常见问题汇总（最终版-修订3）',
    );
  },
};

export const Narrow: Story = {
  ...LongText,
  decorators: [
    (Story) => (
      <div className="lu:w-48">
        <Story />
      </div>
    ),
  ],
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search documents', value: 'handbook' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search documents' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('handbook');
  },
};

export const Dark: Story = { ...LongText, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...English,
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
};
