import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const TONES = ['neutral', 'primary', 'success', 'warning', 'danger', 'outline'] as const;

const meta = {
  title: 'Library/Badge',
  component: Badge,
  args: { children: '办公效率' },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('办公效率')).toBeVisible();
  },
};

const everyTone = () => (
  <div className="lu:flex lu:flex-wrap lu:gap-2">
    {TONES.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
    <Badge tone="primary">
      <Star aria-hidden="true" />
      4.8
    </Badge>
  </div>
);

export const EveryTone: Story = {
  render: everyTone,
  play: async ({ canvas }) => {
    for (const tone of TONES) await expect(canvas.getByText(tone)).toBeVisible();
    await expect(canvas.getByText('4.8')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { children: '一个很长很长的标签文字不会换行而是保持在一行' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('一个很长很长的标签文字不会换行而是保持在一行')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Productivity', tone: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Productivity')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: everyTone,
  play: EveryTone.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: everyTone,
  play: EveryTone.play,
};
