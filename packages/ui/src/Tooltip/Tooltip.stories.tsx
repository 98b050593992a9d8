import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Library/Tooltip',
  component: Tooltip,
  args: {
    content: '命中 3 个词中的 2 个：退款、政策；未命中：节假日。覆盖问题的 72%。',
    children: (
      <button type="button" className="lu:rounded-full">
        <Badge tone="warning">中相关</Badge>
      </button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '中相关' }));
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('覆盖问题的 72%');
  },
};

export const OnTap: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '中相关' }));
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};

export const OnFocus: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '中相关' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};
