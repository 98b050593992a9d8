import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Segmented } from './Segmented.tsx';

type Range = '7' | '30' | '90';

function Ranges() {
  const [value, setValue] = useState<Range>('7');
  return (
    <div className="space-y-3 p-6">
      <Segmented<Range>
        label="时间段"
        value={value}
        onChange={setValue}
        options={[
          { value: '7', label: '近 7 天' },
          { value: '30', label: '近 30 天' },
          { value: '90', label: '近 90 天' },
        ]}
      />
      <p>已选：{value}</p>
    </div>
  );
}

const meta = {
  title: 'Library/Segmented',
  component: Ranges,
} satisfies Meta<typeof Ranges>;
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
