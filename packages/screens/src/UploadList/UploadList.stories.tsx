import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadList, type UploadListItem } from './UploadList.tsx';

const items: UploadListItem[] = [
  { id: 'a', name: '产品介绍.pdf', detail: '1.1 MB · PDF', status: '正在上传 42%', progress: 42 },
  {
    id: 'b',
    name: '售后政策.docx',
    detail: '264 KB · DOCX',
    status: '可用',
    progress: 100,
    tone: 'success',
    done: true,
    removable: true,
  },
  {
    id: 'c',
    name: '加密文件.pdf',
    detail: '7.4 KB · PDF',
    status: '处理失败',
    progress: null,
    problem: '文件设置了密码保护，请去掉密码后重新上传。',
    action: 'retry',
    removable: true,
  },
  {
    id: 'd',
    name: '2026 全年各区域渠道合作伙伴价格表（含返利与价格保护说明）最终版.xlsx',
    detail: '3.2 MB · XLSX',
    status: '上传失败',
    progress: null,
    problem: '网络中断，文件没有传完。',
    action: 'resend',
    removable: true,
  },
  {
    id: 'e',
    name: '售后政策（副本）.docx',
    detail: '264 KB · DOCX',
    status: '内容重复',
    progress: null,
    question:
      '这个知识库里已有内容相同的文档“售后政策.docx”。再上传一份，检索时同样的段落会出现两次。',
  },
];

const meta = {
  title: 'Screens/UploadList',
  component: UploadList,
  args: {
    items,
    title: '上传列表',
    summary: '1/5 个已可用',
    action: <a href="/documents">查看文档列表</a>,
    onResend: fn(),
    onRetry: fn(),
    onConfirm: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: /上传列表/ })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: '产品介绍.pdf：正在上传 42%' }),
    ).toBeVisible();
    const failed = within(canvas.getByRole('listitem', { name: '加密文件.pdf' }));
    await expect(failed.getByRole('alert')).toHaveTextContent('密码保护');
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: '从列表移除 售后政策.docx' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
    // a file held for an answer: upload it anyway, or skip it
    const asked = within(canvas.getByRole('listitem', { name: '售后政策（副本）.docx' }));
    await expect(asked.getByText(/已有内容相同的文档/)).toBeVisible();
    await userEvent.click(asked.getByRole('button', { name: '仍然上传 售后政策（副本）.docx' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('e');
    await userEvent.click(asked.getByRole('button', { name: '不上传 售后政策（副本）.docx' }));
    await expect(args.onRemove).toHaveBeenCalledWith('e');
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新上传' })).toBeVisible();
  },
};

export const MobileEnglishDark: Story = {
  args: { title: 'Uploads', summary: '1/5 available', action: undefined },
  globals: { locale: 'en', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload again' })).toBeVisible();
  },
};
