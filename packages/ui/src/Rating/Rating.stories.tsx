import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './Rating.tsx';

const meta = {
  title: 'Library/Rating',
  component: Rating,
  args: { value: 4.5, count: 88 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 4.5，共 88 条评价' })).toBeVisible();
  },
};

export const Alone: Story = {
  args: { value: 3, count: undefined, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 3.0' })).toBeVisible();
  },
};

/** a new agent: nobody has rated it, so no stars and no 0.0 */
export const NoRatingsYet: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无评分')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const NoRatingsYetInEnglish: Story = {
  args: { value: 0, count: 0 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
  },
};
