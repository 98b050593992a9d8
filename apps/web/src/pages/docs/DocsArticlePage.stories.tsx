import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { docsRoutes } from '../../testing/docs-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import DocsArticlePage from './DocsArticlePage.tsx';

const meta = {
  title: 'App/Docs/DocsArticlePage',
  component: DocsArticlePage,
  decorators: [withAppRouter(docsRoutes(), '/docs/getting-started/becoming-a-developer')],
} satisfies Meta<typeof DocsArticlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTableOfContents: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '成为开发者' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '如何申请' }),
    ).toHaveAttribute('id', '如何申请');
    const toc = within(await canvas.findByRole('navigation', { name: '本页目录' }));
    await expect(toc.getByRole('link', { name: '如何申请' })).toHaveAttribute('href', '#如何申请');
    await expect(toc.getByRole('link', { name: '需要填写的信息' })).toBeVisible();
    const sidebar = within(canvas.getByRole('navigation', { name: '文档目录' }));
    await expect(sidebar.getByRole('link', { name: '成为开发者' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // a GFM table
    await expect(canvas.getByRole('columnheader', { name: '字段' })).toBeVisible();
  },
};

export const WithoutHeadings: Story = {
  parameters: { path: '/docs/getting-started/introduction' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '项目介绍' })).toBeVisible();
    await expect(await canvas.findByText(/Legion 是一个多智能体平台/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '本页目录' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '申请成为开发者' })).toHaveAttribute(
      'href',
      '/docs/getting-started/becoming-a-developer',
    );
  },
};

export const FollowsALinkToAnotherArticle: Story = {
  parameters: { path: '/docs/getting-started/introduction' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '申请成为开发者' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '成为开发者' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: '本页目录' })).toBeVisible();
  },
};

export const SidebarCategoryCollapsed: Story = {
  play: async ({ canvas }) => {
    const sidebar = within(await canvas.findByRole('navigation', { name: '文档目录' }));
    const toggle = sidebar.getByRole('button', { name: '知识库' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: '文件格式与限制' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.queryByRole('link', { name: '文件格式与限制' })).toBeNull();
    await expect(sidebar.getByRole('button', { name: '入门指南' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const MobileDrawerClosed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '成为开发者' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '文档目录' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation', { name: '文档目录' })).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** 1024 px or less is the mobile menu: a drawer behind a toggle */
export const AtTheMenuBreakpoint: Story = {
  globals: { viewport: { value: 'menuEdge', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '成为开发者' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '文档目录' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '文档目录' })).toBeNull();
  },
};

/** … and one pixel wider, the sidebar stands beside the article */
export const AboveTheMenuBreakpoint: Story = {
  globals: { viewport: { value: 'aboveMenuEdge', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '成为开发者' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '文档目录' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '文档目录' })).toBeNull();
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '文档目录' }));
    const drawer = within(await screen.findByRole('dialog', { name: '文档目录' }));
    await expect(drawer.getByRole('button', { name: '关闭文档目录' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '成为开发者' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileDrawerClosesOnEscape: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: '文档目录' });
    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: '文档目录' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

export const MobileDrawerClosesOnChoosingAnArticle: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '文档目录' }));
    const drawer = within(await screen.findByRole('dialog', { name: '文档目录' }));
    await userEvent.click(drawer.getByRole('link', { name: '套餐与支付' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '套餐与支付' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Becoming a developer' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'How to apply' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Becoming a developer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Formats and limits' })).toBeVisible();
  },
};

export const UnknownArticle: Story = {
  parameters: { path: '/docs/getting-started/no-such-article' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '文档目录' })).toBeNull();
  },
};

export const UnknownCategory: Story = {
  parameters: { path: '/docs/no-such-category' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
  },
};
