import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { Header } from './Header.tsx';

/** Another product's mark: the Header shows whatever it is given. */
const AMY_PORTRAIT =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%23f59e0b"/><circle cx="16" cy="13" r="6" fill="%23fff"/><rect x="6" y="21" width="20" height="11" rx="5" fill="%23fff"/></svg>';

function NorthwindLogo() {
  return (
    <span className="lu:text-foreground lu:inline-flex lu:items-center lu:gap-2 lu:font-semibold">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="lu:size-7 lu:shrink-0">
        <circle cx="16" cy="16" r="16" className="lu:fill-accent" />
        <path d="M9 22 16 8l7 14z" className="lu:fill-accent-foreground" />
      </svg>
      <span className="lu:text-lg lu:tracking-tight">Northwind</span>
    </span>
  );
}

const northwindItems = [
  { key: 'flights', label: 'Flights', href: '/flights' },
  { key: 'hotels', label: 'Hotels', href: '/hotels' },
  { key: 'trips', label: 'My trips', href: '/trips' },
  { key: 'help', label: 'Help', href: '/help' },
];

const meta = {
  title: 'Library/Header',
  component: Header,
  args: {
    items: northwindItems,
    logo: <NorthwindLogo />,
    homeLabel: 'Northwind home',
    currentPath: '/flights',
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another product's header: its own items, logo, home link and actions, and the default rule. */
export const OtherProduct: Story = {
  globals: { locale: 'en' },
  args: {
    items: northwindItems,
    logo: <NorthwindLogo />,
    homeLabel: 'Northwind home',
    homeHref: '/home',
    currentPath: '/trips/2026-spring',
    isActive: undefined,
    actions: (
      <>
        <Button size="sm" variant="outline">
          Book now
        </Button>
        <UserMenu
          user={{ name: 'Amy Zhou', avatarUrl: AMY_PORTRAIT }}
          items={[
            { key: 'trips', label: 'My trips', href: '/trips' },
            { key: 'sep', separator: true },
            { key: 'out', label: 'Sign out', onSelect: fn(), destructive: true },
          ]}
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'My trips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Flights' })).not.toHaveAttribute('aria-current');
    await expect(nav.queryByRole('link', { name: 'Plugin Market' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Northwind home' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Book now' })).toBeVisible();
  },
};

export const OtherProductMobile: Story = {
  ...OtherProduct,
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'Hotels' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Northwind home' })).toBeVisible();
  },
};
