import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Foundations } from './Foundations.tsx';

const meta = {
  title: 'Foundations',
  component: Foundations,
  tags: ['!autodocs'],
} satisfies Meta<typeof Foundations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '颜色 Colour' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '字号 Type scale' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '间距 Spacing (4 px rhythm)' })).toBeVisible();
    await expect(canvas.getByText('primary', { exact: true })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Light.play };
