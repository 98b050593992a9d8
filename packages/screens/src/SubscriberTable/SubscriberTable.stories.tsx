import { agentUserFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SubscriberTable } from './SubscriberTable.tsx';

const meta = {
  title: 'Screens/SubscriberTable',
  component: SubscriberTable,
  args: {
    users: agentUserFixtures.slice(0, 10),
    total: agentUserFixtures.length,
    formatDate: (iso: string) => iso.slice(0, 10),
    pagination: { page: 1, pageSize: 10, total: agentUserFixtures.length, onPageChange: fn() },
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriberTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /^用户列表/ })).toHaveTextContent('共 23 位');
    await expect(canvas.getByRole('table', { name: '订阅用户' })).toBeVisible();
    await expect(canvas.getAllByText('未使用').length).toBeGreaterThan(0);
  },
};

export const LoadFailed: Story = {
  args: {
    users: [],
    total: undefined,
    error: '用户列表加载失败',
    onRetry: fn(),
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户列表加载失败');
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Subscribers' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
