import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const meta = {
  title: 'Library/Card',
  component: Card,
  args: {
    children: (
      <>
        <CardHeader divided={false}>
          <CardTitle>趋势</CardTitle>
        </CardHeader>
        <CardDescription>近 30 天新增 156 位订阅用户，调用 2,340 次。</CardDescription>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '趋势' })).toBeVisible();
    await expect(canvas.getByText(/近 30 天新增 156 位订阅用户/)).toBeVisible();
  },
};

/** a card of rows: a header bar, a list, a footer link */
export const WithRows: Story = {
  args: {
    padding: 'none',
    children: (
      <>
        <CardHeader>
          <CardTitle>我的插件</CardTitle>
          <CardDescription className="lu:text-xs">已通过 2 · 审核中 1 · 未通过 0</CardDescription>
        </CardHeader>
        <ul className="lu:divide-border lu:divide-y lu:text-sm">
          <li className="lu:px-4 lu:py-3">翻译助手</li>
          <li className="lu:px-4 lu:py-3">周报生成器</li>
        </ul>
        <CardFooter>
          <Link href="#all" className="lu:text-primary lu:text-sm lu:hover:underline">
            查看全部插件
          </Link>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '我的插件' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '查看全部插件' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <div className="lu:grid lu:gap-4">
      <Card>默认</Card>
      <Card variant="muted">次要</Card>
      <Card variant="dashed">虚线：这里还没有内容</Card>
      <Card variant="interactive" asChild>
        <a href="#agent">可点击的卡片</a>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('次要')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '可点击的卡片' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    padding: 'lg',
    children: (
      <>
        <CardHeader divided={false}>
          <CardTitle>一个名称非常非常长、在窄屏上需要换行显示的智能体军团的说明卡片</CardTitle>
          <Button size="sm" variant="outline">
            编辑
          </Button>
        </CardHeader>
        <CardDescription>
          {'这是一段很长的描述，用来检查卡片里的文字会正常换行而不会撑破卡片或出现横向滚动条。'.repeat(
            4,
          )}
        </CardDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-60">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '趋势' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: (
      <>
        <CardHeader divided={false}>
          <CardTitle>Trend</CardTitle>
        </CardHeader>
        <CardDescription>156 new subscribers and 2,340 calls in the last 30 days.</CardDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Trend' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...WithRows,
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  ...WithRows,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
