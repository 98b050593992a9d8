import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileCheck2, Package, Receipt } from 'lucide-react';
import { expect } from 'storybook/test';
import { isSideNavItemActive, SideNav } from './SideNav.tsx';

const items = [
  {
    href: '/admin',
    label: '开发者审核',
    icon: <FileCheck2 aria-hidden="true" />,
    badge: 3,
    exact: true,
  },
  { href: '/admin/plugins', label: '插件审核', icon: <Package aria-hidden="true" />, badge: 120 },
  { href: '/admin/orders', label: '订单管理', icon: <Receipt aria-hidden="true" /> },
];

const meta = {
  title: 'Library/SideNav',
  component: SideNav,
  args: { items, currentPath: '/admin/plugins/review/7', label: '审核管理', footer: '管理员' },
  decorators: [
    (Story) => (
      <div className="lu:h-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveByPrefix: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /插件审核/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // matched exactly: /admin is not active under /admin/plugins
    await expect(canvas.getByRole('link', { name: /开发者审核/ })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(isSideNavItemActive({ href: '/admin', label: '', exact: true }, '/admin/')).toBe(
      true,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '审核管理' })).toBeVisible();
    // the footer belongs to the sidebar, not to the row of tabs
    await expect(canvas.getByText('管理员')).not.toBeVisible();
  },
};

/** Labels longer than the sidebar is wide wrap inside it; the badge stays within its border */
export const LongLabels: Story = {
  args: {
    label: 'Review management',
    footer: 'Administrator',
    currentPath: '/admin',
    items: [
      {
        href: '/admin',
        label: 'Developer applications',
        icon: <FileCheck2 aria-hidden="true" />,
        badge: 4,
        exact: true,
      },
      {
        href: '/admin/plugins',
        label: 'Plugin applications',
        icon: <Package aria-hidden="true" />,
        badge: 3,
      },
      { href: '/admin/orders', label: 'Orders', icon: <Receipt aria-hidden="true" /> },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Review management' });
    const edge = nav.getBoundingClientRect().right;
    for (const badge of [canvas.getByText('4'), canvas.getByText('3')]) {
      await expect(badge).toBeVisible();
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(edge - 8);
    }
    await expect(canvas.getByRole('link', { name: /Developer applications/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
