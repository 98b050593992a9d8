import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DocsSidebar, DocsToc } from './DocsNav.tsx';

const categories = [
  {
    id: 'getting-started',
    title: '入门指南',
    articles: [
      { id: 'introduction', title: '项目介绍', path: '/docs/getting-started/introduction' },
      {
        id: 'becoming-a-developer',
        title: '成为开发者',
        path: '/docs/getting-started/becoming-a-developer',
      },
    ],
  },
  {
    id: 'api',
    title: 'API 参考',
    articles: [{ id: 'api-introduction', title: 'API 概述', path: '/docs/api/api-introduction' }],
  },
];

const meta = {
  title: 'Library/DocsSidebar',
  component: DocsSidebar,
  args: { categories, currentPath: '/docs/getting-started/introduction' },
  decorators: [
    (Story) => (
      <div className="lu:w-64 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocsSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarExpanded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '文档目录' })).toBeVisible();
    // every category starts expanded
    for (const name of ['入门指南', 'API 参考'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '项目介绍' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '成为开发者' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const SidebarCategoryCollapsed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '入门指南' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '项目介绍' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'API 概述' })).toBeVisible();
  },
};

export const TableOfContents: Story = {
  render: () => (
    <DocsToc
      entries={[
        { id: 'how-to-apply', text: '如何申请', level: 2 },
        { id: 'fields', text: '需要填写的信息', level: 3 },
        { id: 'review', text: '审核', level: 2 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '本页目录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '需要填写的信息' })).toHaveAttribute(
      'href',
      '#fields',
    );
  },
};

export const TableOfContentsEmpty: Story = {
  render: () => (
    <div>
      <p>正文没有标题</p>
      <DocsToc entries={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '本页目录' })).toBeNull();
  },
};
