import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewClockNote } from './ReviewClockNote.tsx';
import { ReviewWait } from './ReviewWait.tsx';

const meta = {
  title: 'Library/ReviewClockNote',
  component: ReviewClockNote,
  args: { status: 'pending', ageWorkingDays: 3, overdue: false, dueAt: '2026年11月27日' },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewClockNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('已等待 3 个工作日，应于 2026年11月27日 前处理')).toBeVisible();
  },
};

export const Overdue: Story = {
  args: { ageWorkingDays: 9, overdue: true, dueAt: '2026年11月20日' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('已等待 9 个工作日，超过 7 个工作日的承诺（应于 2026年11月20日 前处理）'),
    ).toBeVisible();
  },
};

export const OtherPromise: Story = {
  args: { ageWorkingDays: 4, overdue: true, dueAt: '2026年11月23日', promisedDays: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/超过 3 个工作日的承诺/)).toBeVisible();
  },
};

export const Decided: Story = {
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已通过')).toBeVisible();
    await expect(canvas.queryByText(/已等待/)).toBeNull();
  },
};

/** ReviewWait, the same clock in a queue's wait column: waiting, overdue, decided */
export const QueueWait: Story = {
  render: () => (
    <div className="lu:flex lu:gap-10">
      <ReviewWait status="pending" ageWorkingDays={3} overdue={false} dueAt="2026年11月27日" />
      <ReviewWait status="pending" ageWorkingDays={9} overdue dueAt="2026年11月20日" />
      <ReviewWait status="approved" ageWorkingDays={2} overdue={false} dueAt="2026年11月27日" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026年11月27日 前')).toBeVisible();
    await expect(canvas.getByText('9 个工作日')).toBeVisible();
    await expect(canvas.getByText('已超期')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ageWorkingDays: 1, overdue: false, dueAt: 'Nov 27, 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting 1 working day; due by Nov 27, 2026')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ageWorkingDays: 9, overdue: true, dueAt: '2026年11月20日' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/超过 7 个工作日的承诺/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ageWorkingDays: 9, overdue: true, dueAt: '2026年11月20日' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/超过 7 个工作日的承诺/)).toBeVisible();
  },
};
