import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { legionFooter } from '../legion/legion.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Library/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: legionFooter(),
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Legion's footer: the documentation first, then the other public places */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: '网站链接' }));
    await expect(links.getByRole('link', { name: '文档中心' })).toHaveAttribute('href', '/docs');
    await expect(links.getByRole('link', { name: '价格方案' })).toHaveAttribute('href', '/pricing');
    await expect(links.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Legion 多智能体平台');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Site links' }));
    await expect(links.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** On a phone the note sits above the links, which wrap */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Plugin Market' })).toBeVisible();
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
