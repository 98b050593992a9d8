import { PAYMENT_NOW, packageFixtures, paymentFixtures, quoteFixture } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  CheckoutForm,
  CheckoutPlanSummary,
  OrderSummary,
  PaymentPanel,
  PaymentResult,
} from './Checkout.tsx';

const plan = packageFixtures.zh.find((entry) => entry.specNo === 'agent-premium');
const quote = quoteFixture('agent-premium', 1) ?? undefined;
const agreement = {
  title: '服务协议',
  linkText: '《服务协议》',
  description: '购买前请阅读以下要点。',
  points: ['套餐按月计费，到期后自动恢复为免费版。', '未支付的订单 30 分钟后自动取消。'],
};

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutForm,
  args: {
    months: 1,
    onMonthsChange: fn(),
    method: 'chat_wallet',
    onMethodChange: fn(),
    quote,
    agreement,
    onPay: fn(),
  },
  // the orders' QR codes and deadlines are dated around this moment (.storybook/story-clock.ts)
  parameters: { clock: { at: PAYMENT_NOW, still: true } },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order form: months, the server's price, the wallet, the agreement and the total. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('¥18.80/月')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '聊天钱包' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '3 个月' }));
    await expect(args.onMonthsChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(canvas.getByRole('button', { name: '立即支付 ¥18.80' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Paying without accepting the agreement says so and does not pay. */
export const AgreementRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即支付 ¥18.80' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先阅读并同意服务协议');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const ReadTheAgreement: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《服务协议》' }));
    const dialog = await screen.findByRole('dialog', { name: '服务协议' });
    await expect(dialog).toHaveTextContent('未支付的订单 30 分钟后自动取消。');
  },
};

export const QuoteError: Story = {
  args: { quote: undefined, quoteError: true, onQuoteRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('价格加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onQuoteRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Chat-app wallet' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { method: 'pay_wallet' } };

/** The plan being bought, beside the form. */
export const PlanSummary: Story = {
  render: () => (plan ? <CheckoutPlanSummary plan={plan} /> : <p>no plan</p>),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '个人高级版' })).toBeVisible();
  },
};

/** A pending order: its QR with the time left, the other wallet, cancelling; and the summary. */
export const Paying: Story = {
  render: () => (
    <div className="lu:space-y-4">
      <PaymentPanel
        order={paymentFixtures.waiting.order}
        qr={paymentFixtures.waiting.qr}
        onRefresh={fn()}
        onCancel={fn()}
      />
      <OrderSummary order={paymentFixtures.waiting.order} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4:00 后二维码失效')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '改用支付钱包' })).toBeVisible();
    await expect(canvas.getByText(paymentFixtures.waiting.order.orderNumber)).toBeVisible();
  },
};

/** The payer declined in the wallet: why, and a fresh QR is one press away. */
export const Declined: Story = {
  render: () => (
    <PaymentPanel
      order={paymentFixtures.declined.order}
      qr={paymentFixtures.declined.qr}
      onRefresh={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('付款方已拒绝支付');
  },
};

export const Paid: Story = {
  render: () => (
    <PaymentResult
      outcome="paid"
      planName="个人高级版"
      expiresAt="2026-12-22T09:02:00.000Z"
      actions={<button type="button">去使用知识库</button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(canvas.getByText(/你已开通个人高级版，有效期至/)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Paying,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
