import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TrendChart } from './TrendChart.tsx';

/** thirty days of a small product's figures, from 24 October 2026 */
const SUBSCRIBERS = [
  20, 29, 24, 33, 28, 37, 32, 41, 36, 45, 40, 49, 44, 40, 48, 44, 52, 48, 56, 52, 60, 56, 64, 60,
  68, 64, 59, 68, 63, 72,
];
const ACTIVE_USERS = [
  300, 345, 390, 345, 390, 345, 390, 435, 390, 435, 390, 435, 480, 435, 480, 435, 480, 525, 480,
  525, 480, 525, 480, 525, 570, 525, 570, 525, 570, 615,
];
const ORDERS = [
  3, 8, 6, 4, 9, 7, 5, 3, 8, 6, 4, 9, 7, 5, 3, 8, 6, 4, 9, 7, 5, 3, 8, 6, 4, 9, 7, 5, 3, 8,
];
const trend = SUBSCRIBERS.map((subscribers, day) => ({
  date: new Date(Date.UTC(2026, 9, 24 + day)).toISOString().slice(0, 10),
  subscribers,
  activeUsers: ACTIVE_USERS[day] ?? 0,
  orders: ORDERS[day] ?? 0,
}));

const meta = {
  title: 'Library/TrendChart',
  component: TrendChart,
  args: {
    data: trend,
    label: '近 30 天的新增订阅、活跃用户与订单',
    dateLabel: '日期',
    series: [
      { key: 'subscribers', label: '新增订阅', token: 'primary' },
      { key: 'activeUsers', label: '活跃用户', token: 'success' },
      { key: 'orders', label: '订单', token: 'accent' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart<'subscribers' | 'activeUsers' | 'orders'>>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement) => {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(3),
  );
};

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: '近 30 天的新增订阅、活跃用户与订单' }),
    ).toBeVisible();
    // the same figures as a table, for screen readers
    await expect(
      canvas.getByRole('table', { name: '近 30 天的新增订阅、活跃用户与订单' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await drawn(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => drawn(canvasElement),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => drawn(canvasElement),
};

/** English labels make the screen-reader table wider than a phone: it stays clipped */
export const MobileEnglish: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en' },
  args: {
    label: 'New subscribers, active users and orders over the last 30 days',
    dateLabel: 'Date',
    series: [
      { key: 'subscribers', label: 'New subscribers', token: 'primary' },
      { key: 'activeUsers', label: 'Active users', token: 'success' },
      { key: 'orders', label: 'Orders', token: 'accent' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('table', {
        name: 'New subscribers, active users and orders over the last 30 days',
      }),
    ).toBeInTheDocument();
    await drawn(canvasElement);
  },
};
