import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileCheck2, Package, Receipt } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Header } from '../Header/Header.tsx';
import { PageContainer } from '../PageContainer/PageContainer.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { AppShell, ConsoleFrame } from './AppShell.tsx';

const header = (
  <Header
    items={[
      { key: 'market', label: '市场', href: '/market' },
      { key: 'admin', label: '审核管理', href: '/admin' },
    ]}
    logo={<span className="lu:text-foreground lu:text-lg lu:font-semibold">Northwind</span>}
    homeLabel="Northwind"
    currentPath="/admin/plugins"
  />
);
const page = (
  <PageContainer>
    <PageHeader title="插件审核" description="待审核的插件版本，按提交时间排列。" />
  </PageContainer>
);
const nav = (
  <SideNav
    label="审核管理"
    currentPath="/admin/plugins"
    items={[
      { href: '/admin', label: '开发者审核', icon: <FileCheck2 aria-hidden="true" />, exact: true },
      { href: '/admin/plugins', label: '插件审核', icon: <Package aria-hidden="true" />, badge: 4 },
      { href: '/admin/orders', label: '订单管理', icon: <Receipt aria-hidden="true" /> },
    ]}
  />
);

const meta = {
  title: 'Library/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { header, children: page },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('插件审核');
    // the skip link waits for the keyboard: the first Tab shows it, Enter lands on main
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

/** A console: the side navigation beside the page */
export const Console: Story = {
  args: { children: <ConsoleFrame nav={nav}>{page}</ConsoleFrame> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '审核管理' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /插件审核/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the console's navigation becomes a row above the page */
export const ConsoleMobile: Story = {
  ...Console,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Without a header (a full-screen view): no skip link, nothing to skip */
export const FullScreen: Story = {
  args: { header: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '跳到主要内容' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  },
};
