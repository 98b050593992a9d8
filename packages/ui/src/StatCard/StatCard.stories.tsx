import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Library/StatCard',
  component: StatCard,
  args: {
    label: '订阅用户',
    value: 12840,
    hint: '近 30 天 +156',
    icon: <Users aria-hidden="true" />,
  },
  decorators: [
    (Story) => (
      <div className="lu:w-64 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,840')).toBeVisible();
    await expect(canvas.getByText('近 30 天 +156')).toBeVisible();
  },
};
