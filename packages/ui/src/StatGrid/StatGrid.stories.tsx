import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Banknote, Receipt, UserPlus, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from '../StatCard/StatCard.tsx';
import { StatGrid } from './StatGrid.tsx';

const cards = (
  <>
    <StatCard label="新增用户" value={156} icon={<UserPlus aria-hidden="true" />} />
    <StatCard label="活跃用户" value={1204} icon={<Users aria-hidden="true" />} />
    <StatCard label="调用次数" value={23400} icon={<Activity aria-hidden="true" />} />
    <StatCard label="订单" value={87} icon={<Receipt aria-hidden="true" />} />
    <StatCard label="收入" value="¥12,345.00" icon={<Banknote aria-hidden="true" />} />
  </>
);

const meta = {
  title: 'Library/StatGrid',
  component: StatGrid,
  args: { columns: 5, children: cards },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('新增用户')).toBeVisible();
    await expect(canvas.getByText('23,400')).toBeVisible();
    await expect(canvas.getByText('¥12,345.00')).toBeVisible();
  },
};

export const FourColumns: Story = {
  args: {
    columns: 4,
    children: (
      <>
        <StatCard label="插件" value={3} />
        <StatCard label="订阅用户" value={12840} />
        <StatCard label="近 30 天调用" value={2340} />
        <StatCard label="近 30 天订单" value={12} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,840')).toBeVisible();
  },
};

export const ThreeWideFigures: Story = {
  args: {
    columns: 3,
    children: (
      <>
        <StatCard label="订单数" value={1024} />
        <StatCard label="已支付金额" value="¥1,234,567.89" />
        <StatCard label="退款金额" value="¥2,345.00" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥1,234,567.89')).toBeVisible();
  },
};

/** in a narrow side panel the grid takes two columns, whatever the window's width */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-80">
        <Story />
      </div>
    ),
  ],
  play: Default.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: (
      <>
        <StatCard label="New users" value={156} />
        <StatCard label="Active users" value={1204} />
        <StatCard label="Calls" value={23400} />
        <StatCard label="Orders" value={87} />
        <StatCard label="Revenue" value="¥12,345.00" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Revenue')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
