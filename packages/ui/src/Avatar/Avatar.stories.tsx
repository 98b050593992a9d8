import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { picture } from '../foundations/pictures.ts';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Library/Avatar',
  component: Avatar,
  args: { name: '林小雨', size: 48 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('林')).toBeVisible();
  },
};

export const Portrait: Story = {
  args: { src: picture(3, 48, 48) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
  },
};

export const BrokenPortraitFallsBackToInitial: Story = {
  args: { src: '/media/missing-portrait.png', name: 'amy' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A')).toBeVisible();
  },
};

/** a masked mobile (or "--") starts with no letter: a person icon, not its first digit */
export const NoLetterShowsIcon: Story = {
  args: { name: '135****6789' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('1')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="avatar"] svg')).toBeVisible();
  },
};
