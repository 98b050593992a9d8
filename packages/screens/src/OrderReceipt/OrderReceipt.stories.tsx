import { Card } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderReceipt, type OrderReceiptData } from './OrderReceipt.tsx';

const receipt: OrderReceiptData = {
  orderNumber: 'LG202611220900017001',
  planName: '个人高级版',
  months: 3,
  amountPaid: '¥56.40',
  method: '链信钱包',
  businessNumber: '4200002611220902178813',
  paidAt: '2026年11月22日 17:02',
  period: { start: '2026年11月22日', end: '2027年2月22日' },
};

const meta = {
  title: 'Screens/OrderReceipt',
  component: OrderReceipt,
  args: { receipt },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Card padding="none" className="lu:p-5">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof OrderReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** what was paid, for which plan and period, how, and the wallet's transaction number */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('实付金额')).toBeVisible();
    await expect(canvas.getByText('¥56.40')).toBeVisible();
    await expect(canvas.queryByText(/应付|待支付/)).toBeNull();
    await expect(canvas.getByText('个人高级版 · 3 个月')).toBeVisible();
    await expect(canvas.getByText('2026年11月22日 至 2027年2月22日')).toBeVisible();
    await expect(canvas.getByText('4200002611220902178813')).toBeVisible();
  },
};

/** paid, not yet applied: the period starts once it is */
export const NotYetApplied: Story = {
  args: { receipt: { ...receipt, period: null, businessNumber: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('支付完成后开始生效')).toBeVisible();
    await expect(canvas.getByText('无')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  args: {
    receipt: {
      ...receipt,
      planName: 'Personal Advanced',
      method: 'ChainPal Wallet',
      paidAt: 'Nov 22, 2026, 5:02 PM',
      period: { start: 'Nov 22, 2026', end: 'Feb 22, 2027' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amount paid')).toBeVisible();
    await expect(canvas.getByText('Personal Advanced · 3 months')).toBeVisible();
    await expect(canvas.getByText('Nov 22, 2026 to Feb 22, 2027')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Paid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
