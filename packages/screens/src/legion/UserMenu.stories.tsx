/** Legion's account menu (its person, entries and theme switch) on the library's UserMenu. */
import { userFixtures } from '@legion/api/mocks';
import { LoginDialogProvider, UserMenu } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { legionMenuUser, legionUserMenuItems } from './legion.tsx';

const openLoginDialog = fn();
const onLogout = fn(async () => {});
const onThemeModeChange = fn();

const meta = {
  title: 'Screens/LegionUserMenu',
  component: UserMenu,
  args: { user: legionMenuUser(userFixtures.user), items: legionUserMenuItems({ onLogout }) },
  decorators: [
    (Story) => (
      <LoginDialogProvider openLoginDialog={openLoginDialog}>
        <div className="lu:border-border lu:bg-surface lu:flex lu:h-16 lu:items-center lu:justify-end lu:border-b lu:px-6">
          <Story />
        </div>
      </LoginDialogProvider>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the account menu loads once someone is signed in: wait for its trigger */
const trigger = () => screen.findByRole('button', { name: /^账户菜单/ });
const menu = () => screen.findByRole('menu');

export const UserDesktopHover: Story = {
  play: async () => {
    await expect(await trigger()).toHaveAccessibleName('账户菜单：林小雨');
    await userEvent.hover(await trigger());
    const list = within(await menu());
    await expect(list.getByText('林小雨')).toBeVisible();
    await expect(list.queryByText('管理员')).toBeNull();
    await expect(list.queryByText('开发者')).toBeNull();
    await expect(list.getByRole('menuitem', { name: '我的插件' })).toHaveAttribute(
      'href',
      '/developer',
    );
    await expect(list.getByRole('menuitem', { name: '帮助' })).toHaveAttribute('href', '/docs');
    await expect(list.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};

export const ClosesWhenPointerLeaves: Story = {
  play: async () => {
    await userEvent.hover(await trigger());
    await menu();
    await userEvent.unhover(await trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Developer: Story = {
  args: { user: legionMenuUser(userFixtures.developer) },
  play: async () => {
    await userEvent.hover(await trigger());
    const list = within(await menu());
    await expect(list.getByText('陈开发')).toBeVisible();
    await expect(list.getByText('开发者')).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: legionMenuUser(userFixtures.admin) },
  play: async () => {
    await userEvent.hover(await trigger());
    await expect(within(await menu()).getByText('管理员')).toBeVisible();
  },
};

export const WithPortrait: Story = {
  args: { user: legionMenuUser(userFixtures.withPortrait) },
  play: async () => {
    await expect(await trigger()).toHaveAccessibleName('账户菜单：Amy Zhou');
  },
};

export const NameFallsBackToMobile: Story = {
  args: { user: legionMenuUser(userFixtures.mobileOnly) },
  play: async () => {
    await expect(await trigger()).toHaveAccessibleName('账户菜单：135****6789');
    // no "1" for an initial: the masked mobile has no letter to show
    await expect(within(await trigger()).queryByText('1')).toBeNull();
    await userEvent.hover(await trigger());
    await expect(within(await menu()).getByText('135****6789')).toBeVisible();
    await expect(within(await menu()).queryByText('1')).toBeNull();
  },
};

/** a phone sign-in without a name, on a phone in English: the masked mobile and an icon */
export const NameFallsBackToMobileOnPhone: Story = {
  args: { user: legionMenuUser(userFixtures.mobileOnly) },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en' },
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Account menu: 135****6789' });
    await expect(within(button).queryByText('1')).toBeNull();
    await userEvent.click(button);
    await expect(within(await menu()).getByText('135****6789')).toBeVisible();
  },
};

export const NameFallsBackToEmail: Story = {
  args: { user: legionMenuUser(userFixtures.emailOnly) },
  play: async () => {
    await expect(await trigger()).toHaveAccessibleName('账户菜单：only@example.com');
  },
};

export const NameFallsBackToDashes: Story = {
  args: { user: legionMenuUser(userFixtures.anonymous) },
  play: async () => {
    await expect(await trigger()).toHaveAccessibleName('账户菜单：--');
  },
};

export const MobileClick: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await trigger());
    await expect(within(await menu()).getByText('林小雨')).toBeVisible();
    // a click outside closes it
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // and a click on the avatar toggles it
    await userEvent.click(await trigger());
    await menu();
  },
};

export const Logout: Story = {
  play: async () => {
    onLogout.mockClear();
    await userEvent.hover(await trigger());
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: '退出登录' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await userEvent.unhover(await trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const English: Story = {
  args: { user: legionMenuUser(userFixtures.developer) },
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.hover(screen.getByRole('button', { name: /^Account menu/ }));
    const list = within(await menu());
    await expect(list.getByText('Developer')).toBeVisible();
    await expect(list.getByRole('menuitem', { name: 'My Plugins' })).toBeVisible();
    await expect(list.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { user: legionMenuUser(userFixtures.admin) },
  globals: { theme: 'dark' },
  play: Admin.play,
};

export const SwitchesTheme: Story = {
  args: { items: legionUserMenuItems({ onLogout, themeMode: 'light', onThemeModeChange }) },
  play: async () => {
    onThemeModeChange.mockClear();
    await userEvent.hover(await trigger());
    const list = within(await menu());
    await userEvent.click(list.getByRole('menuitem', { name: '深色模式' }));
    await expect(onThemeModeChange).toHaveBeenCalledWith('dark');
    // a toggle keeps the menu open
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};
