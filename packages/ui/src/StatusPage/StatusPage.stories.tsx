import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StatusPage } from './StatusPage.tsx';

const meta = {
  title: 'Library/StatusPage',
  component: StatusPage,
  args: {
    code: '404',
    title: '页面不存在',
    description: '你访问的页面不存在，或者已经被移走了。',
    actions: <Button>返回首页</Button>,
  },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    code: undefined,
    icon: <SearchX aria-hidden="true" />,
    title: '没有找到结果',
    description: '换个关键词试试。',
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '没有找到结果' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Inside a list or a panel: no minimum height, less room around it */
export const InASection: Story = {
  args: { ...WithIcon.args, size: 'section' },
  decorators: [
    (Story) => (
      <div className="lu:border-border lu:m-4 lu:rounded-lg lu:border">
        <Story />
      </div>
    ),
  ],
  play: WithIcon.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: NotFound.play,
};
