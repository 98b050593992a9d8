import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Library/Button',
  component: Button,
  args: { children: '立即订阅', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '立即订阅' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-3 lu:p-6">
      <Button {...args} variant="primary">
        主要操作
      </Button>
      <Button {...args} variant="secondary">
        次要操作
      </Button>
      <Button {...args} variant="outline">
        描边按钮
      </Button>
      <Button {...args} variant="ghost">
        幽灵按钮
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
      <Button {...args} variant="link">
        查看详情
      </Button>
      <Button {...args} size="sm">
        小号
      </Button>
      <Button {...args} size="lg">
        大号 <ArrowRight />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '立即订阅' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/pricing">查看价格</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看价格' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};
