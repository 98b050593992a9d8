import {
  adminNotificationFixtures,
  agentHealthNotificationFixtures,
  notificationFixtures,
} from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationList } from './NotificationList.tsx';

const page = (items = notificationFixtures) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  unread: items.filter((item) => !item.readAt).length,
});

const meta = {
  title: 'Screens/NotificationList',
  component: NotificationList,
  args: {
    notifications: page(),
    filter: 'all',
    onFilterChange: fn(),
    onPageChange: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind a developer gets; the unread first three are marked, each can be marked read. */
export const Everything: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // the links lead nowhere in a story: stay on the page
    canvasElement.addEventListener('click', (event) => event.preventDefault());
    const list = within(canvas.getByRole('list', { name: '通知列表' }));
    await expect(
      list.getByRole('link', { name: '军团「研究小组」已通过审核并发布' }),
    ).toBeVisible();
    await expect(list.getByRole('link', { name: '你的开发者认证申请已通过' })).toBeVisible();
    await expect(
      list.getByRole('link', { name: '你订阅的「知识问答助手」发布了新版本 v1.2.0' }),
    ).toBeVisible();
    await userEvent.click(
      list.getByRole('button', { name: '标为已读 你对「知识问答助手」的评价已被管理员隐藏' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(['7']);
    // opening an unread one marks it read
    await userEvent.click(list.getByRole('link', { name: '插件「会议纪要」v1.3.0 未通过审核' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(['8']);
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '未读 3' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unread');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An admin's: what waits for review. */
export const ForAnAdmin: Story = {
  args: { notifications: page(adminNotificationFixtures) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: '军团「研究小组」有新的提交待审核' }),
    ).toBeVisible();
  },
};

/** A developer's agent stopped answering the platform's probes, and answers again. */
export const AgentHealth: Story = {
  args: { notifications: page(agentHealthNotificationFixtures) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: '插件「会议纪要」不再响应平台的探测' }),
    ).toHaveAttribute('href', '/developer/plugins?edit=31');
    await expect(canvas.getByText(/市场上已标为无响应/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '插件「会议纪要」已恢复响应' })).toBeVisible();
  },
};

export const AgentHealthEnglish: Story = {
  ...AgentHealth,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Plugin “Meeting Minutes” answers again' }),
    ).toBeVisible();
  },
};

export const NothingUnread: Story = {
  args: { filter: 'unread', notifications: page([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读通知')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { notifications: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载通知' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { notifications: undefined, error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Agent “Meeting Minutes” v1.3.0 was not approved' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  },
};

/** The header's bell: nothing unread, a few, and past 99. */
export const Bell: Story = {
  render: () => (
    <div className="lu:flex lu:items-center lu:gap-4">
      <NotificationBell href="/notifications" unread={0} />
      <NotificationBell href="/notifications" unread={3} />
      <NotificationBell href="/notifications" unread={128} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '通知' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '通知，3 条未读' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: '通知，99+ 条未读' })).toHaveTextContent('99+');
  },
};
