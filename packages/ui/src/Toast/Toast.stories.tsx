import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster, type ToasterProps, toast } from './Toast.tsx';

type ToastKind = 'success' | 'error' | 'action';

/** a button that raises one toast, beside the toaster that shows it */
function ToastDemo({
  kind,
  trigger,
  message,
  description,
  actionLabel,
  onAction,
  ...toaster
}: ToasterProps & {
  kind: ToastKind;
  trigger: string;
  message: string;
  description?: string;
  actionLabel?: string;
  onAction?: () => void;
}) {
  function raise() {
    // kept open for the screenshot
    const options = { description, duration: Number.POSITIVE_INFINITY };
    if (kind === 'success') toast.success(message, options);
    else if (kind === 'error') toast.error(message, options);
    else
      toast(message, {
        ...options,
        action: { label: actionLabel ?? '', onClick: () => onAction?.() },
      });
  }
  return (
    <div className="lu:bg-background lu:min-h-60 lu:p-6">
      <Toaster {...toaster} />
      <Button onClick={raise}>{trigger}</Button>
    </div>
  );
}

const meta = {
  title: 'Library/Toast',
  component: Toaster,
  render: (args) => <ToastDemo kind="success" trigger="保存" message="已保存" {...args} />,
  // sonner keeps toasts of earlier stories and replays them to the next Toaster
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

async function raise(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

export const Success: Story = {
  play: async () => {
    await raise('保存');
    await expect(await screen.findByText('已保存')).toBeVisible();
    await expect(screen.getByRole('button', { name: '关闭通知' })).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  render: (args) => (
    <ToastDemo
      kind="error"
      trigger="删除"
      message="删除失败"
      description="网络连接中断，请稍后重试"
      {...args}
    />
  ),
  play: async () => {
    await raise('删除');
    await expect(await screen.findByText('删除失败')).toBeVisible();
    await expect(screen.getByText('网络连接中断，请稍后重试')).toBeVisible();
  },
};

const undo = fn();
export const WithAction: Story = {
  render: (args) => (
    <ToastDemo
      kind="action"
      trigger="移除成员"
      message="已移除成员"
      actionLabel="撤销"
      onAction={undo}
      {...args}
    />
  ),
  play: async () => {
    undo.mockClear();
    await raise('移除成员');
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    await expect(undo).toHaveBeenCalledOnce();
    // an action closes its toast
    await waitFor(() => expect(screen.queryByText('已移除成员')).toBeNull());
    // and shown again, for the picture
    await raise('移除成员');
    await expect(await screen.findByRole('button', { name: '撤销' })).toBeVisible();
  },
};

export const LongText: Story = {
  render: (args) => (
    <ToastDemo
      kind="error"
      trigger="上传"
      message="“2026 年第三季度全国渠道销售数据汇总与分析报告（终版）.pdf” 上传失败"
      description="文件超过 50 MB 的上限，请压缩后重新上传，或拆分为多个文件分别上传"
      {...args}
    />
  ),
  play: async () => {
    await raise('上传');
    await expect(await screen.findByText(/上传失败/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <ToastDemo
      kind="success"
      trigger="Save"
      message="Saved"
      description="Your changes are live"
      {...args}
    />
  ),
  play: async () => {
    await raise('Save');
    await expect(await screen.findByText('Saved')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { theme: 'dark' },
  render: (args) => (
    <ToastDemo kind="error" trigger="删除" message="删除失败" description="请稍后重试" {...args} />
  ),
  play: async () => {
    await raise('删除');
    await expect(await screen.findByText('删除失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await raise('保存');
    await expect(await screen.findByText('已保存')).toBeVisible();
  },
};

export const BottomRight: Story = {
  args: { position: 'bottom-right' },
  play: async () => {
    await raise('保存');
    await expect(await screen.findByText('已保存')).toBeVisible();
  },
};
