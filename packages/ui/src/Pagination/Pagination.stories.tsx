import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Library/Pagination',
  component: Pagination,
  args: { page: 5, pageSize: 12, total: 120, onPageChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
  },
};

export const SinglePageHidesItself: Story = {
  args: { page: 1, total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
