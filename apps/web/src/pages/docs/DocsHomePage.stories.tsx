import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsRoutes } from '../../testing/docs-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import DocsHomePage from './DocsHomePage.tsx';

const meta = {
  title: 'App/Docs/DocsHomePage',
  component: DocsHomePage,
  decorators: [withAppRouter(docsRoutes(), '/docs')],
} satisfies Meta<typeof DocsHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '入门指南' })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
    const main = within(canvas.getAllByRole('list')[1] as HTMLElement);
    await expect(main.getAllByRole('link', { name: '项目介绍' })[0]).toHaveAttribute(
      'href',
      '/docs/getting-started/introduction',
    );
    await expect(canvas.getByRole('link', { name: 'API 参考' })).toHaveAttribute(
      'href',
      '/docs/api',
    );
    // no article, no table of contents
    await expect(canvas.queryByRole('navigation', { name: '本页目录' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '文档目录' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Getting started' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'API reference' })).toBeVisible();
  },
};
