import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSpinner, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Library/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="lu:flex lu:items-center lu:gap-6">
      <Spinner size="sm" label="小" />
      <Spinner size="md" label="中" />
      <Spinner size="lg" label="大" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** Standing in for a panel's content: as wide as the panel, with room above and below */
export const InASection: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="lu:border-border lu:rounded-lg lu:border">
      <Spinner area="section" label="正在加载列表" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载列表');
  },
};

export const Page: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <PageSpinner label="正在加载页面" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('正在加载页面');
  },
};
