import type { Meta, StoryObj } from '@storybook/react-vite';
import { Library, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const create = fn();

const meta = {
  title: 'Library/EmptyState',
  component: EmptyState,
  args: {
    icon: <Library aria-hidden="true" />,
    title: '还没有知识库',
    description: '新建一个知识库，上传 PDF、Word、Excel、网页或文本文件，就能检索其中的内容。',
    action: (
      <Button onClick={create}>
        <Plus aria-hidden="true" />
        新建知识库
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '还没有知识库' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    await expect(create).toHaveBeenCalled();
  },
};

/** a search that found nothing: one line, no action */
export const NoResults: Story = {
  args: { title: undefined, action: undefined, description: '没有符合“周报”的反馈。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合“周报”的反馈。')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="lu:space-y-4">
      <EmptyState {...args} variant="card" title="卡片" />
      <div className="lu:border-border lu:bg-surface lu:rounded-lg lu:border">
        <EmptyState {...args} variant="plain" title="无边框，在卡片里" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '卡片' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '无边框，在卡片里' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: '还没有可以编入军团的智能体，先提交一个智能体，审核通过后再回来组建军团',
    description: '军团由你自己的智能体或插件市场上的智能体组成。'.repeat(4),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新建知识库' })).toBeVisible();
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
    await expect(canvas.getByRole('heading', { name: '还没有知识库' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'No knowledge bases yet',
    description: 'Create one and upload PDF, Word, Excel, web or text files to search them.',
    action: <Button>New knowledge base</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No knowledge bases yet' })).toBeVisible();
  },
};

export const Dark: Story = { ...Narrow, decorators: [], globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...Narrow,
  decorators: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
