import { developerHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import StatisticsPage from './StatisticsPage.tsx';

const meta = {
  title: 'App/Developer/StatisticsPage',
  component: StatisticsPage,
  decorators: [
    withAppRouter(developerRoutes, '/developer/statistics/31?days=7', userFixtures.developer),
  ],
  parameters: {
    // a fixed today, so the ranges (and the screenshots) are the same every day
    clock: { at: '2026-11-22T08:00:00Z', still: true },
    msw: {
      handlers: {
        agent: [developerHandlers.agent.ok],
        statistics: [developerHandlers.statistics.ok],
        users: [developerHandlers.users.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof StatisticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '会议纪要 · 数据统计' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '近 7 天' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('2026-11-16 至 2026-11-22')).toBeVisible();
    // 7 days of the fixture: 2+4+6+3+5+2+4 new users
    await expect(await canvas.findByText('26')).toBeVisible();
    // 0+3+2+1+0+3+2 paid orders at ¥18.80 each
    await expect(canvas.getByText('收入')).toBeVisible();
    await expect(canvas.getByText('¥206.80')).toBeVisible();
    // the call quality: 9 of the 412 people's calls failed, first events at 640 and 2,310 ms
    await expect(canvas.getByText('错误率')).toBeVisible();
    await expect(canvas.getByText('2.2%')).toBeVisible();
    await expect(canvas.getByText('412 次调用中 9 次失败')).toBeVisible();
    await expect(canvas.getByText('640 毫秒 / 2,310 毫秒')).toBeVisible();
    await expect(canvas.getByText(/只统计用户的对话与军团步骤.*最多为最近 30 天/)).toBeVisible();
    await expect(
      await canvas.findByRole(
        'img',
        { name: '所选时间段的新增用户、活跃用户与订单' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(3),
    );
    const table = within(await canvas.findByRole('table', { name: '订阅用户' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('共 23 位')).toBeVisible();
  },
};

export const UsersNextPage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '订阅用户' });
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    const table = within(await canvas.findByRole('table', { name: '订阅用户' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
  },
};

export const CustomRangeChecked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '自定义' }));
    const start = await canvas.findByLabelText('开始日期');
    await userEvent.clear(start);
    await userEvent.type(start, '2030-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
  },
};

/** the range may not end after today, in the form or in the address */
export const CustomRangeNotInTheFuture: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '自定义' }));
    const end = await canvas.findByLabelText('结束日期');
    await expect(end).toHaveAttribute('max', '2026-11-22');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('结束日期不能晚于今天');
    await expect(canvas.getByText('2026-11-16 至 2026-11-22')).toBeVisible();
  },
};

export const FutureRangeInTheAddress: Story = {
  parameters: { path: '/developer/statistics/31?from=2026-11-20&to=2026-12-31' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026-11-20 至 2026-11-22')).toBeVisible();
  },
};

export const NoActivity: Story = {
  parameters: {
    msw: {
      handlers: {
        statistics: [developerHandlers.statistics.empty],
        users: [developerHandlers.users.empty],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('这段时间还没有数据')).toBeVisible();
    await expect(canvas.getByText('0 次调用中 0 次失败')).toBeVisible();
    await expect(canvas.getByText('— / —')).toBeVisible();
    await expect(await canvas.findByText('还没有订阅用户')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { statistics: [developerHandlers.statistics.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText('正在加载数据统计')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { statistics: [developerHandlers.statistics.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('数据统计加载失败')).toBeVisible();
  },
};

export const NotYours: Story = {
  parameters: { msw: { handlers: { agent: [developerHandlers.agent.forbidden] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '没有权限查看这个插件的数据' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: LastSevenDays.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await expect((await canvas.findAllByText('New users'))[0]).toBeVisible();
    await expect(await canvas.findByText('Revenue')).toBeVisible();
    await expect(canvas.getByText('CN¥206.80')).toBeVisible();
    await expect(canvas.getByText('9 of 412 failed')).toBeVisible();
    await expect(canvas.getByText('640 ms / 2,310 ms')).toBeVisible();
  },
};
