import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { BackLink } from '../BackLink/BackLink.tsx';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Library/PageHeader',
  component: PageHeader,
  args: {
    title: '我的插件',
    description: '提交插件后，审核通过即会上架插件市场。',
    actions: (
      <Button>
        <Plus aria-hidden="true" />
        创建插件
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();
    await expect(canvas.getByText('提交插件后，审核通过即会上架插件市场。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '创建插件' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithBackLink: Story = {
  args: {
    title: '订单详情',
    description: 'LG20261122000123',
    actions: undefined,
    back: <BackLink href="#orders">返回订单管理</BackLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回订单管理' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: '一个名称非常非常长的智能体的数据统计页面标题，在窄的屏幕上会换行',
    description: '这是一段很长的说明文字，用来检查标题区在空间不够时的换行与按钮的位置是否合适。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '创建插件' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-72">
        <Story />
      </div>
    ),
  ],
  play: Default.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'My agents',
    description: 'Once approved, an agent you submit is listed in the market.',
    actions: (
      <Button>
        <Plus aria-hidden="true" />
        New agent
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My agents' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New agent' })).toBeVisible();
  },
};

export const Dark: Story = { ...WithBackLink, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
