import type { KnowledgeDocument } from '@legion/api';
import { knowledgeDocumentFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KnowledgeDocumentTable } from './KnowledgeDocumentTable.tsx';

const page = (items: KnowledgeDocument[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const processing: KnowledgeDocument = {
  baseId: '1',
  bytes: 88_000,
  uploadedAt: '2026-11-04T08:00:00.000Z',
  failure: null,
  failureReason: null,
  id: '14',
  name: '2026 价格表.xlsx',
  type: 'XLSX',
  status: 'processing',
  stage: 'indexing',
  characters: 0,
  matchCount: 0,
};

const meta = {
  title: 'Library/KnowledgeDocumentTable',
  component: KnowledgeDocumentTable,
  args: {
    documents: page([...knowledgeDocumentFixtures, processing]),
    query: '',
    onQueryChange: fn(),
    sort: { column: 'uploadedAt', direction: 'desc' },
    onSortChange: fn(),
    onPageChange: fn(),
    uploadHref: '/knowledge/1/upload',
    onOpen: fn(),
    onEnabledChange: fn(),
    onRetry: fn(),
    onRename: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KnowledgeDocumentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, name: string) => {
  const row = canvas
    .getAllByRole('row')
    .find((entry: HTMLElement) => entry.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: '文档列表' })).toBeVisible();
    const pdf = rowOf(canvas, '产品介绍.pdf');
    await expect(pdf.getByText('可用')).toBeVisible();
    await expect(pdf.getByText('18,230')).toBeVisible();
    await userEvent.click(pdf.getByRole('switch', { name: '启用“产品介绍.pdf”' }));
    await expect(args.onEnabledChange).toHaveBeenCalledWith(knowledgeDocumentFixtures[0], false);
    const failed = rowOf(canvas, '加密文件.pdf');
    await expect(failed.getByText('文件设置了密码保护，请去掉密码后重新上传。')).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledWith(knowledgeDocumentFixtures[2]);
    const indexing = rowOf(canvas, '2026 价格表.xlsx');
    await expect(indexing.getByText('正在建立索引')).toBeVisible();
    await expect(indexing.queryByRole('switch')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busyIds: ['11'] },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, '产品介绍.pdf').getByRole('switch')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { documents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载文档');
  },
};

export const Empty: Story = {
  args: { documents: page([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '知识库里还没有文档' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '上传文档' })).toHaveAttribute(
      'href',
      '/knowledge/1/upload',
    );
  },
};

export const NoMatches: Story = {
  args: { documents: page([]), query: '合同' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有名称包含“合同”的文档。')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { documents: undefined, error: true, onReload: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文档列表加载失败');
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Documents' })).toBeVisible();
    await expect(rowOf(canvas, '售后政策.docx').getByText('Disabled')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('处理失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重命名“产品介绍.pdf”' })).toBeVisible();
  },
};
