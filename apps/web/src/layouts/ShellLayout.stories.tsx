import { authHandlers, notificationHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAppRouter } from '../testing/StoryRouter.tsx';
import NotFound from './NotFound.tsx';
import { RootLayout } from './RootLayout.tsx';
import { ShellLayout } from './ShellLayout.tsx';

const routes = [
  {
    element: <ShellLayout />,
    children: [{ path: '*', element: <NotFound /> }],
  },
];

const meta = {
  title: 'App/ShellLayout',
  component: ShellLayout,
  decorators: [withAppRouter(routes, '/knowledge/missing')],
  parameters: { msw: { handlers: { unread: [notificationHandlers.unread.ok] } } },
} satisfies Meta<typeof ShellLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '知识库' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
    await userEvent.click(canvas.getByRole('button', { name: '中文' }));
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('zh-CN');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Knowledge Base' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};

export const MobileEnglishDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en', theme: 'dark' },
  play: English.play,
};

export const SignedInAdmin: Story = {
  parameters: { path: '/admin/orders/detail/1', user: userFixtures.admin },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '审核管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('button', { name: '账户菜单：周立' })).toBeVisible();
  },
};

/** Signed in: the bell says how many notifications are unread and leads to them. */
export const SignedInWithNotifications: Story = {
  parameters: { path: '/plugins/market/x', user: userFixtures.developer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '通知，3 条未读' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};

/** Past 99 the badge and the name say 99+. */
export const ManyNotificationsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    path: '/plugins/market/x',
    user: userFixtures.developer,
    msw: { handlers: { unread: [notificationHandlers.unread.many] } },
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: '通知，99+ 条未读' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const SignedInUserMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { path: '/plugins/market/x', user: userFixtures.user },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '账户菜单：林小雨' })).toBeVisible();
  },
};

const withRoot = [
  {
    element: <RootLayout />,
    children: [{ element: <ShellLayout />, children: [{ path: '*', element: <NotFound /> }] }],
  },
];

/** The server's logout fails: the person is signed out all the same. */
export const LogoutWhenTheServerFails: Story = {
  parameters: {
    routes: withRoot,
    path: '/plugins/market/x',
    user: userFixtures.developer,
    msw: { handlers: { logout: [authHandlers.logout.error] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '账户菜单：陈开发' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await expect(await screen.findByText('已退出登录')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '登录' })).toBeVisible());
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('userId')).toBe('0');
  },
};
