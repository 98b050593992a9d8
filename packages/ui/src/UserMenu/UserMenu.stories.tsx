import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Gift, LogOut, Moon } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserMenuItem } from './items.ts';
import { LoginDialogProvider, UserMenu } from './UserMenu.tsx';

const openLoginDialog = fn();
const onSignOut = fn();
const AMY_PORTRAIT =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%23f59e0b"/><circle cx="16" cy="13" r="6" fill="%23fff"/><rect x="6" y="21" width="20" height="11" rx="5" fill="%23fff"/></svg>';
const items: UserMenuItem[] = [
  {
    key: 'bookings',
    label: 'Bookings',
    icon: <CalendarDays aria-hidden="true" />,
    href: '/bookings',
  },
  { key: 'invite', label: 'Invite a friend', icon: <Gift aria-hidden="true" />, onSelect: fn() },
  { key: 'line', separator: true },
  {
    key: 'out',
    label: 'Sign out',
    icon: <LogOut aria-hidden="true" />,
    onSelect: onSignOut,
    destructive: true,
  },
];

const meta = {
  title: 'Library/UserMenu',
  component: UserMenu,
  args: { user: { name: 'Amy Zhou', avatarUrl: AMY_PORTRAIT }, items },
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

const menu = () => screen.findByRole('menu');

export const LoggedOut: Story = {
  args: { user: null, onLogin: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const LoggedOutOpensDialog: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    openLoginDialog.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(openLoginDialog).toHaveBeenCalledOnce();
  },
};

export const LoggedOutHiddenOnMobile: Story = {
  args: { user: null, hideLoginOnMobile: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
  },
};

/** Another product's menu: its own entries, an action and a destructive one after a line. */
export const OtherProductItems: Story = {
  args: { user: { name: 'Amy Zhou', avatarUrl: AMY_PORTRAIT }, items },
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu: Amy Zhou' }));
    const list = within(await menu());
    await expect(list.getByRole('menuitem', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await expect(list.getByRole('menuitem', { name: 'Invite a friend' })).toBeVisible();
    await expect(list.queryByRole('menuitem', { name: 'My Plugins' })).toBeNull();
    await expect(list.getAllByRole('separator')).toHaveLength(2);
  },
};

export const OtherProductSignOut: Story = {
  ...OtherProductItems,
  play: async () => {
    onSignOut.mockClear();
    const button = await screen.findByRole('button', { name: 'Account menu: Amy Zhou' });
    await userEvent.hover(button);
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Another product's person: only a name and its own tag; no picture, no role of ours */
export const OtherProductPerson: Story = {
  args: {
    user: { name: 'Ada Lovelace', badge: { label: 'Pro plan' } },
    items: OtherProductItems.args?.items ?? [],
  },
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.hover(
      await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' }),
    );
    const list = within(await menu());
    await expect(list.getByText('Ada Lovelace')).toBeVisible();
    await expect(list.getByText('Pro plan')).toBeVisible();
    await expect(list.queryByText('Developer')).toBeNull();
  },
};

const onDarkChange = fn();
/** a toggle entry: choosing it keeps the menu open */
const withToggle: UserMenuItem[] = [
  {
    key: 'dark',
    label: 'Dark mode',
    icon: <Moon aria-hidden="true" />,
    onSelect: onDarkChange,
    closeOnSelect: false,
  },
  ...items,
];

/** the avatar's button, found again each time: it is replaced once the menu's code has loaded */
const avatar = () => screen.findByRole('button', { name: 'Account menu: Amy Zhou' });

/** On a phone the avatar is tapped: a tap opens, a tap outside closes, a tap opens again. */
export const PhoneTap: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await avatar());
    await expect(within(await menu()).getByText('Amy Zhou')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(await avatar());
    await menu();
  },
};

/** From the keyboard: focus the avatar, Enter opens the menu, Escape closes it. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async () => {
    (await avatar()).focus();
    await userEvent.keyboard('{Enter}');
    const list = within(await menu());
    await expect(list.getByRole('menuitem', { name: 'Bookings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // focus goes back to the avatar
    await expect(await avatar()).toHaveFocus();
  },
};

/** A toggle entry (`closeOnSelect: false`) runs and leaves the menu open. */
export const ToggleKeepsOpen: Story = {
  args: { items: withToggle },
  globals: { locale: 'en' },
  play: async () => {
    onDarkChange.mockClear();
    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu: Amy Zhou' }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Dark mode' }));
    await expect(onDarkChange).toHaveBeenCalledOnce();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { user: { name: 'Amy Zhou', avatarUrl: AMY_PORTRAIT, badge: { label: 'Pro plan' } } },
  globals: { locale: 'en', theme: 'dark' },
  play: async () => {
    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu: Amy Zhou' }));
    await expect(within(await menu()).getByText('Pro plan')).toBeVisible();
  },
};
