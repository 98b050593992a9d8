import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsageMeter } from './UsageMeter.tsx';

const GB = 1024 ** 3;

const meta = {
  title: 'Screens/UsageMeter',
  component: UsageMeter,
  args: { label: '知识库空间', plan: '免费版', used: 1_482_113, quota: GB },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roomy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.4 MB')).toBeVisible();
    await expect(canvas.getByText(/1 GB · 0\.1%/)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '已用 1.4 MB，共 1 GB',
    );
  },
};

export const NearlyFull: Story = {
  args: { used: 0.86 * GB },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

export const Full: Story = {
  args: {
    used: GB,
    action: <a href="/pricing">空间已满，升级套餐可获得 10 GB</a>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText(/100%/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /升级套餐/ })).toBeVisible();
  },
};
