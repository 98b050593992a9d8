import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsRoutes } from '../../testing/docs-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import DocsCategoryPage from './DocsCategoryPage.tsx';

const meta = {
  title: 'App/Docs/DocsCategoryPage',
  component: DocsCategoryPage,
  decorators: [withAppRouter(docsRoutes(), '/docs/getting-started')],
} satisfies Meta<typeof DocsCategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '入门指南' })).toBeVisible();
    const main = within(
      canvas.getByRole('heading', { level: 2, name: '3 篇文档' }).nextElementSibling as HTMLElement,
    );
    await expect(main.getByRole('link', { name: '提交智能体' })).toHaveAttribute(
      'href',
      '/docs/getting-started/submitting-an-agent',
    );
    await expect(canvas.getByRole('link', { name: '文档中心' })).toHaveAttribute('href', '/docs');
  },
};

export const UnknownCategory: Story = {
  parameters: { path: '/docs/no-such-category' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
  },
};
