import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RevealValue } from './RevealValue.tsx';

const meta = {
  title: 'Library/RevealValue',
  component: RevealValue,
  args: {
    masked: '137****1207',
    label: '手机号',
    onReveal: fn(async () => '13700001207'),
    onError: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RevealValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('137****1207')).toBeVisible();
    const show = canvas.getByRole('button', { name: '显示完整的手机号' });
    // the person is told before they look that looking is recorded
    await expect(show).toHaveAttribute('title', '查看会记入审计日志');
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const Revealed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整的手机号' }));
    await expect(await canvas.findByText('13700001207')).toBeVisible();
    await expect(canvas.queryByText('137****1207')).toBeNull();
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { onReveal: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: '显示完整的手机号' });
    await userEvent.click(show);
    await expect(show).toBeDisabled();
  },
};

export const RevealFails: Story = {
  args: { onReveal: fn(async () => Promise.reject(new Error('没有权限查看'))) },
  play: async ({ canvas, args }) => {
    const show = canvas.getByRole('button', { name: '显示完整的手机号' });
    await userEvent.click(show);
    await expect(args.onError).toHaveBeenCalledWith(new Error('没有权限查看'));
    // still masked, and the person may try again
    await expect(canvas.getByText('137****1207')).toBeVisible();
    await expect(show).toBeEnabled();
  },
};

export const LongText: Story = {
  args: { masked: '110105********002X', label: '法人身份证号（中华人民共和国居民身份证）' },
  decorators: [
    (Story) => (
      <div className="lu:w-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '显示完整的法人身份证号（中华人民共和国居民身份证）' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'mobile number' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Show the full mobile number' }),
    ).toHaveTextContent('Show');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '显示完整的手机号' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('137****1207')).toBeVisible();
  },
};
