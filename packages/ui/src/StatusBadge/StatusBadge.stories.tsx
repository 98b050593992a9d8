import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Library/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  render: () => (
    <div className="lu:flex lu:flex-wrap lu:gap-2 lu:p-6">
      <StatusBadge status="draft" />
      <StatusBadge status="pending" />
      <StatusBadge status="rejected" />
      <StatusBadge status="approved" />
    </div>
  ),
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('草稿')).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('未通过')).toBeVisible();
    await expect(canvas.getByText('已通过')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('In review')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};
