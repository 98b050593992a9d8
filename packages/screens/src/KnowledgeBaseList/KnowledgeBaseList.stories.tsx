import type { KnowledgeBase } from '@legion/api';
import { knowledgeBaseFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { KnowledgeBaseList } from './KnowledgeBaseList.tsx';

const long: KnowledgeBase = {
  createdAt: '2026-10-01T08:00:00.000Z',
  id: '3',
  name: '华东区域渠道合作伙伴销售政策与售后服务常见问题汇总（2026 年第四季度修订版）',
  description:
    '包括渠道返利、价格保护、退换货流程、延保服务、备件供应和客户投诉处理的全部规则，以及各省联系人名单和常用表格下载。',
  documentCount: 128,
  bytes: 412_000_000,
  failedCount: 0,
  questionCount: 60,
  questionsPassed: 60,
};

const meta = {
  title: 'Screens/KnowledgeBaseList',
  component: KnowledgeBaseList,
  args: {
    bases: knowledgeBaseFixtures,
    documentsHref: (base) => `/knowledge/${base.id}/documents`,
    uploadHref: (base) => `/knowledge/${base.id}/upload`,
    onEdit: fn(),
    onDelete: fn(),
    onCreate: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KnowledgeBaseList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '产品手册' })).toHaveAttribute(
      'href',
      '/knowledge/1/documents',
    );
    await expect(canvas.getByText('3 个文档')).toBeVisible();
    await expect(canvas.getByText('暂无描述')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除“Engineering notes”' }));
    await expect(args.onDelete).toHaveBeenCalledWith(knowledgeBaseFixtures[1]);
  },
};

export const LongText: Story = {
  args: { bases: [long, ...knowledgeBaseFixtures] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128 个文档')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { bases: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '还没有知识库' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: { bases: undefined, error: true, onReload: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('知识库加载失败');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 documents')).toBeVisible();
    await expect(canvas.getByText('No description')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  args: { bases: [long, ...knowledgeBaseFixtures] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /编辑“产品手册”/ })).toBeVisible();
  },
};
