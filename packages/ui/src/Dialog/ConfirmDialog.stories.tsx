import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Library/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: '删除知识库“产品手册”？',
    description: '其中的 3 个文档、文件和索引会一并删除，无法恢复。',
    confirmLabel: (
      <>
        <Trash2 aria-hidden="true" />
        删除
      </>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asks: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '删除知识库“产品手册”？' });
    await expect(dialog).toHaveAccessibleDescription(
      '其中的 3 个文档、文件和索引会一并删除，无法恢复。',
    );
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WhileItRuns: Story = {
  args: { pending: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: '删除' })).toBeDisabled();
  },
};

export const InEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Delete the knowledge base “Handbook”?',
    description: 'Its 3 documents, files and index are deleted with it. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
