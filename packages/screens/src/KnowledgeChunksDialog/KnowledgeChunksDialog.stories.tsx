import { knowledgeChunkFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { KnowledgeChunksDialog } from './KnowledgeChunksDialog.tsx';

const meta = {
  title: 'Screens/KnowledgeChunksDialog',
  component: KnowledgeChunksDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '产品介绍.pdf',
    chunks: { items: knowledgeChunkFixtures, total: 2, page: 1, pageSize: 20 },
    onPageChange: fn(),
  },
} satisfies Meta<typeof KnowledgeChunksDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '产品介绍.pdf' });
    await expect(within(dialog).getByText('共 2 个文本段，检索时按段返回。')).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByText(/第 1 段/)).toBeVisible();
  },
};

export const ManyPages: Story = {
  args: {
    chunks: { items: knowledgeChunkFixtures, total: 45, page: 1, pageSize: 20 },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { chunks: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('正在加载文本段');
  },
};

export const LoadFailed: Story = {
  args: { chunks: undefined, error: true, onReload: fn() },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('文本段加载失败');
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
