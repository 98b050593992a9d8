import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Segmented } from './Segmented.tsx';

type Range = '7' | '30' | '90';

const RANGES: { value: Range; label: string }[] = [
  { value: '7', label: '近 7 天' },
  { value: '30', label: '近 30 天' },
  { value: '90', label: '近 90 天' },
];

/** Segmented holds no state: the story keeps the choice, as a page would */
function Ranges({ label }: { label: string }) {
  const [value, setValue] = useState<Range>('7');
  return (
    <div className="lu:space-y-3 lu:p-6">
      <Segmented<Range> label={label} value={value} onChange={setValue} options={RANGES} />
      <p>已选：{value}</p>
    </div>
  );
}

const meta = {
  title: 'Library/Segmented',
  // the prop table documents Segmented; the stories render it with a page's state around it
  component: Segmented<Range>,
  args: { label: '时间段', value: '7', options: RANGES, onChange: fn() },
  render: ({ label }) => <Ranges label={label} />,
} satisfies Meta<typeof Segmented<Range>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesOne: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '时间段' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '近 30 天' }));
    await expect(canvas.getByRole('button', { name: '近 30 天' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '近 7 天' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByText('已选：30')).toBeVisible();
  },
};
