import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { PageContainer } from './PageContainer.tsx';

const meta = {
  title: 'Library/PageContainer',
  component: PageContainer,
  args: {
    children: (
      <>
        <PageHeader title="订单管理" description="全部套餐订单，按下单时间倒序。" />
        <p className="lu:text-muted-foreground lu:text-sm">页面内容</p>
      </>
    ),
  },
} satisfies Meta<typeof PageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
  },
};

export const AsMain: Story = {
  args: {
    asChild: true,
    children: (
      <main>
        <PageHeader title="订单管理" />
      </main>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: <PageHeader title="Orders" description="Every plan order, newest first." /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
