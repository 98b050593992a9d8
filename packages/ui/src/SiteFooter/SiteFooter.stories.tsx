import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Library/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { key: 'help', label: '帮助中心', href: '/help' },
      { key: 'pricing', label: '价格', href: '/pricing' },
      { key: 'terms', label: '服务条款', href: '/terms' },
      { key: 'privacy', label: '隐私政策', href: '/privacy' },
    ],
    note: 'Northwind 旅行',
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product's footer: its public places, then a note */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: '网站链接' }));
    await expect(links.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
    await expect(links.getByRole('link', { name: '价格' })).toHaveAttribute('href', '/pricing');
    await expect(links.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Northwind 旅行');
  },
};

/** The footer's own words follow the language; the links are the product's */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    links: [
      { key: 'help', label: 'Help centre', href: '/help' },
      { key: 'terms', label: 'Terms', href: '/terms' },
    ],
    note: 'Northwind Travel',
  },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Site links' }));
    await expect(links.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** On a phone the note sits above the links, which wrap */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toBeVisible();
  },
};

/** Another product's links, without a note */
export const WithoutNote: Story = {
  args: {
    note: undefined,
    links: [
      { key: 'help', label: 'Help centre', href: '/help' },
      { key: 'terms', label: 'Terms', href: '/terms' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('contentinfo').querySelector('p')).toBeNull();
  },
};
