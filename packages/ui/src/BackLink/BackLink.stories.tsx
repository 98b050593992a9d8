import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from './BackLink.tsx';

const meta = {
  title: 'Library/BackLink',
  component: BackLink,
  args: { href: '#plugins', children: '返回我的插件' },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回我的插件' })).toHaveAttribute(
      'href',
      '#plugins',
    );
  },
};

export const LongText: Story = {
  args: {
    children: '返回一个名字很长很长的知识库“2026 年第四季度产品手册与常见问题汇总”的文档列表',
  },
  decorators: [
    (Story) => (
      <div className="lu:w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Back to my agents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to my agents' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
