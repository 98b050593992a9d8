import { adminNotificationFixtures, notificationHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellLayout } from '../../layouts/ShellLayout.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import NotificationsPage from './NotificationsPage.tsx';

const routes = [
  {
    element: <ShellLayout />,
    children: [{ path: '/notifications', element: <NotificationsPage /> }],
  },
];

const meta = {
  title: 'App/NotificationsPage',
  component: NotificationsPage,
  decorators: [withAppRouter(routes, '/notifications', userFixtures.developer)],
  parameters: {
    msw: {
      handlers: {
        list: [notificationHandlers.list.ok],
        unread: [notificationHandlers.unread.ok],
        mark: [notificationHandlers.markRead.ok],
      },
    },
  },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A developer's notifications: decisions, a hidden review, a new version, team changes. */
export const Developer: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: '通知列表' }));
    await expect(
      list.getByRole('link', { name: '插件「会议纪要」v1.3.0 未通过审核' }),
    ).toHaveAttribute('href', '/developer/plugins?edit=31');
    await expect(
      list.getByText('原因：封面图中的文字与描述不符，请更换封面后重新提交。'),
    ).toBeVisible();
    await expect(
      list.getByRole('link', { name: '你对「知识问答助手」的评价已被管理员隐藏' }),
    ).toBeVisible();
    await expect(list.getByText('Legion 实验室 把你加入了团队')).toBeVisible();
    await expect(list.getByText('周立 已把你移出团队')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '未读 3' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '通知，3 条未读' })).toBeVisible();
  },
};

/** Marking all read: the bell empties at once. */
export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '通知列表' });
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: '通知' })).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The filter is in the address: only the unread. */
export const Unread: Story = {
  parameters: { path: '/notifications?filter=unread' },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: '通知列表' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An admin is told what waits for review. */
export const Admin: Story = {
  parameters: {
    user: userFixtures.admin,
    msw: { handlers: { list: [notificationHandlers.list.of(adminNotificationFixtures)] } },
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: '通知列表' }));
    await expect(
      list.getByRole('link', { name: '插件「会议纪要」有新的提交待审核' }),
    ).toHaveAttribute('href', '/admin/plugins/review/41');
    await expect(list.getByRole('link', { name: '有新的开发者认证申请待审核' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [notificationHandlers.list.empty],
        unread: [notificationHandlers.unread.none],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有通知')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [notificationHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '正在加载通知' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { list: [notificationHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('通知加载失败')).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Notifications' }));
    await expect(
      list.getByRole('link', { name: 'Your review of “Knowledge Q&A” was hidden by an admin' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
