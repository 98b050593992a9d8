import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Library/ErrorState',
  component: ErrorState,
  args: { message: '订单加载失败', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    message:
      '服务暂时不可用，文档列表没能加载出来。请检查网络连接后重试；如果问题持续存在，请联系管理员。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-56">
        <Story />
      </div>
    ),
  ],
  play: LongText.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { message: 'The orders could not be loaded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  args: { message: 'The orders could not be loaded' },
  play: English.play,
};
