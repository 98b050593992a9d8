import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Library/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'light', onModeChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '切换到深色模式' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('dark');
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '切换到浅色模式' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('light');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  },
};
