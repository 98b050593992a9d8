/** Legion's header: its navigation, mark, pricing link and account menu on the library's Header. */
import type { User } from '@legion/api';
import { userFixtures } from '@legion/api/mocks';
import { Header, UserMenu } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LegionPricingLink, legionHeader, legionMenuUser, legionUserMenuItems } from './legion.tsx';

const legionMenuItems = legionUserMenuItems({ onLogout: fn(async () => {}) });
/** Legion's actions: the pricing link, then the user menu */
const legionActions = (user: User | null) => (
  <>
    <LegionPricingLink />
    <UserMenu user={legionMenuUser(user)} items={legionMenuItems} />
  </>
);

const meta = {
  title: 'Screens/LegionHeader',
  component: Header,
  args: {
    ...legionHeader(),
    currentPath: '/plugins/market',
    actions: legionActions(null),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '插件市场' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: '我的插件' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: '知识库' })).toHaveAttribute('href', '/knowledge');
    await expect(nav.queryByRole('link', { name: '审核管理' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Legion 首页' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '价格方案' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const SignedInUser: Story = {
  args: {
    currentPath: '/knowledge/2/documents',
    actions: legionActions(userFixtures.user),
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '知识库' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: '审核管理' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: '账户菜单：林小雨' })).toBeVisible();
  },
};

export const Developer: Story = {
  args: {
    currentPath: '/developer/statistics/4',
    actions: legionActions(userFixtures.developer),
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '我的插件' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.queryByRole('link', { name: '审核管理' })).toBeNull();
  },
};

export const Admin: Story = {
  args: {
    ...legionHeader({ isAdmin: true }),
    currentPath: '/admin/orders',
    actions: legionActions(userFixtures.admin),
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '审核管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...legionHeader({ isAdmin: true }), currentPath: '/developer/plugins' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'My Plugins' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Review Management' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // on a phone the links move to a scrolling row under the bar
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '插件市场' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '价格方案' })).toBeVisible();
  },
};

/** the row of links a phone shows (the bar's navigation is hidden at that width) */
function phoneRow(canvas: ReturnType<typeof within>): HTMLElement {
  const row = canvas
    .getAllByRole('navigation', { name: 'Main navigation' })
    .find((nav: HTMLElement) => nav.checkVisibility());
  if (!row) throw new Error('no row of links on a phone');
  return row;
}

/**
 * An admin in English on a phone: the row of links is wider than the screen. On the review
 * pages their link is scrolled into view, and the row's hidden start fades out.
 */
export const MobileEnglishAdmin: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en' },
  args: {
    ...legionHeader({ isAdmin: true }),
    currentPath: '/admin/plugins',
    actions: legionActions(userFixtures.admin),
  },
  play: async ({ canvas }) => {
    const row = phoneRow(canvas);
    const current = within(row).getByRole('link', { name: 'Review Management' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // once the row has its phone width, the current link is scrolled into view
    await waitFor(() => {
      const edges = row.getBoundingClientRect();
      const link = current.getBoundingClientRect();
      expect(link.right).toBeLessThanOrEqual(edges.right);
      expect(link.left).toBeGreaterThanOrEqual(edges.left);
    });
    // the links scrolled out of view at the start are faded, a sign there is more
    await waitFor(() => expect(row).toHaveAttribute('data-more', 'start'));
  },
};

/** The same row on the market page: its end, with Review Management, fades out */
export const MobileEnglishAdminOnTheMarket: Story = {
  ...MobileEnglishAdmin,
  args: { ...MobileEnglishAdmin.args, currentPath: '/plugins/market' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(phoneRow(canvas)).toHaveAttribute('data-more', 'end'));
  },
};
