import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Library/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { href: '/docs', label: '文档中心' },
      { href: '/docs/developer', label: '开发者指南' },
      { href: '/docs/developer/submit', label: '提交智能体' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: '当前位置' });
    await expect(trail).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开发者指南' })).toHaveAttribute(
      'href',
      '/docs/developer',
    );
    // the page itself is not a link
    await expect(canvas.queryByRole('link', { name: '提交智能体' })).toBeNull();
    await expect(canvas.getByText('提交智能体')).toHaveAttribute('aria-current', 'page');
  },
};

/** long labels wrap onto a second line in a narrow column */
export const LongTextNarrow: Story = {
  args: {
    items: [
      { href: '/docs', label: 'Documentation' },
      { href: '/docs/knowledge', label: 'Knowledge bases and retrieval' },
      { href: '/docs/knowledge/ingest', label: 'How uploaded documents are split and indexed' },
    ],
  },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'You are here' })).toBeVisible();
    await expect(canvas.getByText('How uploaded documents are split and indexed')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
