import { knowledgeHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { knowledgeRoutes } from '../../testing/knowledge-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import KnowledgeListPage from './KnowledgeListPage.tsx';

const meta = {
  title: 'App/Knowledge/KnowledgeListPage',
  component: KnowledgeListPage,
  decorators: [withAppRouter(knowledgeRoutes(), '/knowledge', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        usage: [knowledgeHandlers.usage.ok],
        bases: [knowledgeHandlers.bases.ok],
        create: [knowledgeHandlers.createBase.ok],
        update: [knowledgeHandlers.updateBase.ok],
        remove: [knowledgeHandlers.deleteBase.ok],
      },
    },
  },
} satisfies Meta<typeof KnowledgeListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bases: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '产品手册' })).toHaveAttribute(
      'href',
      '/knowledge/1/documents',
    );
    await expect(canvas.getByText('3 个文档')).toBeVisible();
    await expect(canvas.getByText('暂无描述')).toBeVisible();
    await expect(await canvas.findByText('免费版')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '知识库空间' })).toHaveAttribute(
      'aria-valuetext',
      '已用 1.4 MB，共 1 GB',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { bases: [knowledgeHandlers.bases.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有知识库' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '新建知识库' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { bases: [knowledgeHandlers.bases.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('知识库加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const CreateNeedsAName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '产品手册' });
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新建知识库' }));
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    await expect(await dialog.findByText('请输入名称')).toBeVisible();
    await expect(dialog.getByLabelText('名称')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Create: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '产品手册' });
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新建知识库' }));
    await userEvent.type(dialog.getByLabelText('名称'), '客服话术');
    await userEvent.type(dialog.getByLabelText('描述'), '售前与售后的标准回答');
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    const link = await canvas.findByRole('link', { name: '客服话术' });
    await expect(link).toHaveAttribute('href', '/knowledge/99/documents');
    await expect(canvas.getByText('售前与售后的标准回答')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Rename: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '产品手册' });
    await userEvent.click(canvas.getByRole('button', { name: '编辑“产品手册”' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑知识库' }));
    const name = dialog.getByLabelText('名称');
    await expect(name).toHaveValue('产品手册');
    await userEvent.clear(name);
    await userEvent.type(name, '产品手册 2026');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('link', { name: '产品手册 2026' })).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '产品手册' });
    await userEvent.click(canvas.getByRole('button', { name: '删除“产品手册”' }));
    const dialog = within(await screen.findByRole('dialog', { name: '删除知识库“产品手册”？' }));
    await expect(
      dialog.getByText('其中的 3 个文档、文件和索引会一并删除，无法恢复。'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('link', { name: '产品手册' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Engineering notes' })).toBeVisible();
  },
};

export const QuotaNearlyFull: Story = {
  parameters: { msw: { handlers: { usage: [knowledgeHandlers.usage.full] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('空间即将用完。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '升级套餐获得更多空间' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};
