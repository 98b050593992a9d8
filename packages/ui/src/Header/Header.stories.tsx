import { userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Library/Header',
  component: Header,
  args: {
    currentPath: '/plugins/market',
    actions: <UserMenu user={null} onLogout={fn()} />,
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
    actions: <UserMenu user={userFixtures.user} onLogout={fn()} />,
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
    actions: <UserMenu user={userFixtures.developer} onLogout={fn()} />,
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
    isAdmin: true,
    currentPath: '/admin/orders',
    actions: <UserMenu user={userFixtures.admin} onLogout={fn()} />,
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
  args: { isAdmin: true, currentPath: '/developer/plugins' },
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
