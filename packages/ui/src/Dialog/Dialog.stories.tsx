import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Library/Dialog',
  component: Dialog,
  parameters: { layout: 'centered' },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>删除知识库</Button>
      </DialogTrigger>
      <DialogContent closeLabel="关闭" className="lu:max-w-sm">
        <DialogTitle>删除知识库？</DialogTitle>
        <DialogDescription className="lu:mt-2">删除后其中的文档无法恢复。</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除知识库' }));
    const dialog = await screen.findByRole('dialog', { name: '删除知识库？' });
    await expect(dialog).toHaveAccessibleDescription('删除后其中的文档无法恢复。');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: '关闭' })).toBeVisible();
  },
};
