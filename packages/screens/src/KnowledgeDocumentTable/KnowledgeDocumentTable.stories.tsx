import type { KnowledgeDocument } from '@legion/api';
import { knowledgeAttentionFixtures, knowledgeDocumentFixtures } from '@legion/api/mocks';
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
  lowText: null,
  queue: null,
  id: '14',
  name: '2026 价格表.xlsx',
  type: 'XLSX',
  status: 'processing',
  stage: 'indexing',
  characters: 0,
  matchCount: 0,
};

const meta = {
  title: 'Screens/KnowledgeDocumentTable',
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
      <div className="lu:p-6">
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

/**
 * documents that need a look: two waiting with their place in the queue and an estimate, a scan
 * without a text layer, and two that yielded far less text than their size suggests; the failed
 * ones can be retried together
 */
export const NeedsAttention: Story = {
  args: {
    documents: page(knowledgeAttentionFixtures),
    failedCount: 2,
    onRetryFailed: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(
      rowOf(canvas, '2026 价格表.xlsx').getByText('排在第 2 位，预计约 8 秒后处理完'),
    ).toBeVisible();
    await expect(
      rowOf(canvas, '培训录音转写.txt').getByText('排在第 5 位，预计约 2 分钟后处理完'),
    ).toBeVisible();
    await expect(
      rowOf(canvas, '合同扫描件.pdf').getByText(
        /^没有文字层：这个文件是文字的图片（扫描件或照片）/,
      ),
    ).toBeVisible();
    await expect(
      rowOf(canvas, '产品图册.pdf').getByText(
        '12 页中有 9 页是图片，没有文字层，这些页里的文字检索不到。',
      ),
    ).toBeVisible();
    await expect(
      rowOf(canvas, '宣传海报.docx').getByText(
        '文件有 404 KB，却只提取到 303 个字符：内容可能主要是图片，图片里的文字检索不到。',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^2 个文档处理失败/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部重试（2）' }));
    await expect(args.onRetryFailed).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NeedsAttentionEnglishPhone: Story = {
  args: NeedsAttention.args,
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No text layer: this file is an image of text/)).toBeVisible();
    await expect(canvas.getByText('Place 5 in the queue, done in about 2 minutes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry all (2)' })).toBeVisible();
  },
};

export const NeedsAttentionDark: Story = {
  args: { ...NeedsAttention.args, retryingFailed: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在重试…' })).toBeDisabled();
  },
};
