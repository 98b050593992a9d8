import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentQr } from './PaymentQr.tsx';

const meta = {
  title: 'Library/PaymentQr',
  component: PaymentQr,
  args: {
    value: 'http://localhost:3000/sandbox/pay/9f2c1d7e4b',
    state: 'waiting',
    label: '请使用聊天钱包扫码支付',
    secondsLeft: 272,
    onRefresh: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentQr>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '请使用聊天钱包扫码支付' })).toBeVisible();
    await expect(canvas.getByText('4:32 后二维码失效')).toBeVisible();
  },
};

export const Generating: Story = {
  args: { state: 'generating', value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在生成支付二维码…')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('二维码已过期')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** the payer declined in the wallet: the QR is used up, and it says so rather than "expired" */
export const Declined: Story = {
  args: { state: 'declined' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('付款方已拒绝支付')).toBeVisible();
    await expect(canvas.queryByText('二维码已过期')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DeclinedInEnglish: Story = {
  args: { state: 'declined', label: 'Scan with the chat wallet to pay' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The payer declined the payment')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh QR code' })).toBeVisible();
  },
};
