import { adminHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import ApplicationsPage from './ApplicationsPage.tsx';

const meta = {
  title: 'App/Admin/ApplicationsPage',
  component: ApplicationsPage,
  decorators: [withAppRouter(adminRoutes, '/admin', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        applications: [adminHandlers.applications.ok],
      },
    },
  },
} satisfies Meta<typeof ApplicationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '开发者申请' }))
    .getAllByRole('row')
    .slice(1);

export const PendingOldestFirst: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(4);
    await expect(body[0]).toHaveTextContent('林小雨');
    await expect(within(body[0] as HTMLElement).getByText('已超期')).toBeVisible();
    await expect(
      within(body[1] as HTMLElement).getByText('第 2 次提交', { exact: false }),
    ).toBeVisible();
    // the sidebar's badges count what waits
    const nav = within(canvas.getByRole('navigation', { name: '审核管理' }));
    await waitFor(() =>
      expect(nav.getByRole('link', { name: /开发者审核/ })).toHaveTextContent('4'),
    );
    await expect(nav.getByRole('link', { name: /开发者审核/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交时间' }));
    await waitFor(async () => expect((await rows(canvas))[0]).toHaveTextContent('Jason Wu'));
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await userEvent.type(canvas.getByLabelText('关键词'), '多多');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('钱多多');
  },
};

export const DatesOutOfOrder: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
  },
};

export const NothingWaiting: Story = {
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.none],
        applications: [adminHandlers.applications.empty],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有待处理的申请')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { applications: [adminHandlers.applications.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载申请')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { applications: [adminHandlers.applications.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('申请列表加载失败')).toBeVisible();
  },
};

export const NotAnAdmin: Story = {
  parameters: { user: userFixtures.developer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(4);
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Developer applications' }),
    ).toBeVisible();
    await expect(await canvas.findAllByText('Overdue')).toHaveLength(2);
    // industries are stored as codes and named in the reader's language
    await expect(canvas.getAllByText(/· Software and IT services/)).toHaveLength(2);
    await expect(canvas.getByText(/· Internet/)).toBeVisible();
  },
};
