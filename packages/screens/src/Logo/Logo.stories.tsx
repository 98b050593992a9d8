import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Screens/Logo',
  component: Logo,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Legion')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
