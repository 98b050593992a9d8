import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Library/ProgressBar',
  component: ProgressBar,
  args: { label: '上传进度', value: 42 },
  decorators: [
    (Story) => (
      <div className="lu:w-80 lu:space-y-4 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '上传进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

export const Tones: Story = {
  render: () => (
    <>
      <ProgressBar label="进行中" value={30} />
      <ProgressBar label="完成" value={100} tone="success" />
      <ProgressBar label="将满" value={86} tone="warning" />
      <ProgressBar label="失败" value={100} tone="danger" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 180, valueText: '超出配额' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '上传进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '超出配额');
  },
};
