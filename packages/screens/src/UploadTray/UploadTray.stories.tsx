import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadTray, type UploadTrayItem } from './UploadTray.tsx';

const uploading: UploadTrayItem[] = [
  { id: '1', name: '产品介绍.pdf', detail: '3.2 MB · 产品手册', state: 'uploading', progress: 42 },
  { id: '2', name: '售后政策.docx', detail: '86 KB · 产品手册', state: 'uploading', progress: 7 },
  { id: '3', name: '常见问题.md', detail: '12 KB · 产品手册', state: 'waiting' },
  {
    id: '4',
    name: '价格表.xlsx',
    detail: '40 KB · 产品手册',
    state: 'processing',
    progress: 35,
    status: '正在解析文本',
  },
];

const done: UploadTrayItem[] = [
  {
    id: '1',
    name: '产品介绍.pdf',
    detail: '3.2 MB · 产品手册',
    state: 'done',
    status: '可用 · 18,230 字符',
  },
  {
    id: '2',
    name: '售后政策.docx',
    detail: '86 KB · 产品手册',
    state: 'done',
    status: '可用 · 2,041 字符',
  },
];

const someFailed: UploadTrayItem[] = [
  ...done,
  {
    id: '3',
    name: '加密文件.pdf',
    detail: '1.1 KB · 产品手册',
    state: 'failed',
    status: '处理失败',
    problem: '文件设置了密码保护，请去掉密码后重新上传。',
    retryable: true,
  },
  {
    id: '4',
    name: '年报.pdf',
    detail: '8.4 MB · 产品手册',
    state: 'failed',
    problem: '网络连接失败，请检查网络后重试',
    retryable: true,
  },
  {
    id: '5',
    name: 'setup.exe',
    detail: '2 KB · 产品手册',
    state: 'failed',
    status: '无法上传',
    problem: '不支持 .exe 文件。',
  },
];

const many: UploadTrayItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: String(index),
  name: `会议纪要-2026-${String(index + 1).padStart(2, '0')}-季度复盘与下一步计划.docx`,
  detail: `${20 + index} KB · 项目资料`,
  state: index < 6 ? 'done' : index < 8 ? 'uploading' : 'waiting',
  progress: index === 6 ? 64 : index === 7 ? 18 : undefined,
}));

const meta = {
  title: 'Screens/UploadTray',
  component: UploadTray,
  args: { items: uploading, onRetry: fn(), onConfirm: fn(), onRemove: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <div className="lu:min-h-dvh lu:p-6">
        <p className="lu:text-muted-foreground lu:text-sm">页面内容</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadTray>;
export default meta;
type Story = StoryObj<typeof meta>;

const tray = (canvas: ReturnType<typeof within>, name: RegExp | string) =>
  within(canvas.getByRole('region', { name }));

export const Uploading: Story = {
  play: async ({ canvas }) => {
    const region = tray(canvas, '正在上传 3 个文件');
    await expect(region.getByText('0/4 已完成')).toBeVisible();
    await expect(region.getByRole('progressbar', { name: '全部上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '21',
    );
    const first = within(region.getByRole('listitem', { name: '产品介绍.pdf' }));
    await expect(first.getByText('正在上传 42%')).toBeVisible();
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(
      within(region.getByRole('listitem', { name: '常见问题.md' })).getByText('等待上传'),
    ).toBeVisible();
    await expect(
      within(region.getByRole('listitem', { name: '价格表.xlsx' })).getByText('正在解析文本'),
    ).toBeVisible();
    // nothing can be closed while files are going up
    await expect(region.queryByRole('button', { name: '关闭上传列表' })).toBeNull();
  },
};

export const Done: Story = {
  args: { items: done },
  play: async ({ canvas, args }) => {
    const region = tray(canvas, '上传完成');
    await expect(region.getByText('2/2 已完成')).toBeVisible();
    await expect(region.getByText('可用 · 18,230 字符')).toBeVisible();
    await expect(region.queryByRole('progressbar')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: '关闭上传列表' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** a file held for the person's answer: its content is already in the base */
export const Question: Story = {
  args: {
    items: [
      ...done,
      {
        id: '3',
        name: '售后政策（副本）.docx',
        detail: '86 KB · 产品手册',
        state: 'question',
        status: '内容重复',
        question:
          '这个知识库里已有内容相同的文档“售后政策.docx”。再上传一份，检索时同样的段落会出现两次。',
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const region = tray(canvas, '1 个文件等你确认');
    const row = within(region.getByRole('listitem', { name: '售后政策（副本）.docx' }));
    await expect(row.getByText(/已有内容相同的文档/)).toBeVisible();
    // the question is answered, not closed away
    await expect(region.queryByRole('button', { name: '关闭上传列表' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: '仍然上传 售后政策（副本）.docx' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('3');
    await userEvent.click(row.getByRole('button', { name: '不上传 售后政策（副本）.docx' }));
    await expect(args.onRemove).toHaveBeenCalledWith('3');
  },
};

export const QuestionMobileEnglish: Story = {
  args: {
    items: [
      {
        id: '3',
        name: 'after-sales-policy-copy.docx',
        detail: '86 KB · Product manual',
        state: 'question',
        status: 'Same content',
        question:
          'This knowledge base already has a document with the same content, “after-sales-policy.docx”. A second copy makes every passage turn up twice in searches.',
      },
    ],
  },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = tray(canvas, '1 file waiting for you');
    await expect(region.getByRole('button', { name: /^Upload anyway/ })).toBeVisible();
    await expect(region.getByRole('button', { name: /^Skip/ })).toBeVisible();
  },
};

/** a finished file with a caution: it yielded far less text than its size suggests */
export const DoneWithLittleText: Story = {
  args: {
    items: [
      ...done,
      {
        id: '3',
        name: '产品图册.pdf',
        detail: '7.8 MB · 产品手册',
        state: 'done',
        status: '可用 · 1,204 字符',
        note: '12 页中有 9 页是图片，没有文字层，这些页里的文字检索不到。',
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = tray(canvas, '上传完成');
    await expect(region.getByText('3/3 已完成')).toBeVisible();
    await expect(
      region.getByText('12 页中有 9 页是图片，没有文字层，这些页里的文字检索不到。'),
    ).toBeVisible();
  },
};

export const SomeFailed: Story = {
  args: { items: someFailed },
  play: async ({ canvas, args }) => {
    const region = tray(canvas, '上传完成');
    await expect(region.getByText('2/5 已完成 · 3 个失败')).toBeVisible();
    const locked = within(region.getByRole('listitem', { name: '加密文件.pdf' }));
    await expect(locked.getByText('文件设置了密码保护，请去掉密码后重新上传。')).toBeVisible();
    await userEvent.click(locked.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledWith('3');
    const network = within(region.getByRole('listitem', { name: '年报.pdf' }));
    await expect(network.getByText('上传失败')).toBeVisible();
    // a file refused for its type cannot be tried again, only taken off the list
    const exe = within(region.getByRole('listitem', { name: 'setup.exe' }));
    await expect(exe.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(exe.getByRole('button', { name: '从列表移除 setup.exe' }));
    await expect(args.onRemove).toHaveBeenCalledWith('5');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    const region = tray(canvas, '正在上传 3 个文件');
    await expect(region.queryByRole('listitem')).toBeNull();
    await expect(region.getByRole('progressbar', { name: '全部上传进度' })).toBeVisible();
    const toggle = region.getByRole('button', { name: '展开上传列表' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(region.getByRole('listitem', { name: '产品介绍.pdf' })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: '收起上传列表' }));
    await expect(region.queryByRole('listitem')).toBeNull();
  },
};

export const ManyFiles: Story = {
  args: { items: many },
  play: async ({ canvas }) => {
    const region = tray(canvas, '正在上传 24 个文件');
    await expect(region.getByText('6/30 已完成')).toBeVisible();
    await expect(region.getAllByRole('listitem')).toHaveLength(30);
    // the list scrolls inside the tray: the tray stays within the screen
    const box = canvas.getByRole('region', { name: '正在上传 24 个文件' }).getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: someFailed.slice(1, 4) },
  play: async ({ canvas }) => {
    const region = tray(canvas, 'Uploads complete');
    await expect(region.getByText('1/3 done · 2 failed')).toBeVisible();
    await expect(region.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    await expect(region.getByRole('button', { name: 'Close the upload list' })).toBeVisible();
  },
};

export const EnglishUploading: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const region = tray(canvas, 'Uploading 3 files');
    await expect(region.getByText('Uploading 42%')).toBeVisible();
    await expect(region.getByText('Waiting')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { items: [...uploading, ...someFailed.slice(2)] },
  play: async ({ canvas }) => {
    await expect(
      tray(canvas, '正在上传 3 个文件').getByText('0/7 已完成 · 3 个失败'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: [...uploading, ...someFailed.slice(2)] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '正在上传 3 个文件' });
    // the tray spans the phone's width, inside the screen
    const box = region.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileEnglishDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en', theme: 'dark' },
  args: { items: someFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Uploads complete' })).toBeVisible();
  },
};
