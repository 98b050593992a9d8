import { PAYMENT_NOW, planHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { planRoutes } from '../../testing/plan-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import PaymentPage from './PaymentPage.tsx';

const ORDER_PATH = '/payment?planId=agent-premium&order=7001';

const meta = {
  title: 'App/Plans/PaymentPage',
  component: PaymentPage,
  decorators: [withAppRouter(planRoutes(), '/payment?planId=agent-premium', userFixtures.user)],
  parameters: {
    // the fixtures' orders are dated around this moment
    clock: { at: PAYMENT_NOW, still: true },
    msw: {
      handlers: {
        packages: [planHandlers.packages.ok],
        quote: [planHandlers.quote.ok],
        create: [planHandlers.create.ok],
        payment: [planHandlers.payment.waiting],
        refresh: [planHandlers.refresh.ok],
        cancel: [planHandlers.cancel.ok],
        subscription: [planHandlers.subscription.free],
        orders: [planHandlers.orders.none],
      },
    },
  },
} satisfies Meta<typeof PaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: '订单信息' }));

export const Checkout: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '个人高级版' })).toBeVisible();
    const form = await order(canvas);
    await expect(await form.findByText('¥18.80/月')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '3 个月' }));
    await expect(await form.findByText('¥56.40')).toBeVisible();
    await expect(form.getByText('¥0.00')).toBeVisible();
    await expect(form.getByRole('radio', { name: '聊天钱包' })).toBeChecked();
    await expect(form.getByRole('button', { name: '立即支付 ¥56.40' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AgreementNotAccepted: Story = {
  play: async ({ canvas }) => {
    const form = await order(canvas);
    await userEvent.click(await form.findByRole('button', { name: /立即支付 ¥/ }));
    await expect(await form.findByRole('alert')).toHaveTextContent('请先阅读并同意服务协议');
    await expect(form.getByLabelText('我已阅读并同意')).toHaveAttribute('aria-invalid', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReadTheAgreement: Story = {
  play: async ({ canvas }) => {
    const form = await order(canvas);
    await userEvent.click(form.getByRole('button', { name: '《Legion 服务协议》' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Legion 服务协议' }));
    await expect(dialog.getByText(/不会自动续费/)).toBeVisible();
  },
};

export const Generating: Story = {
  parameters: { msw: { handlers: { create: [planHandlers.create.generating] } } },
  play: async ({ canvas }) => {
    const form = await order(canvas);
    await userEvent.click(form.getByRole('radio', { name: '支付钱包' }));
    await userEvent.click(form.getByLabelText('我已阅读并同意'));
    await userEvent.click(await form.findByRole('button', { name: /立即支付 ¥/ }));
    await expect(await form.findByRole('button', { name: '正在生成支付二维码…' })).toBeDisabled();
  },
};

export const Waiting: Story = {
  parameters: { path: ORDER_PATH },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: '请使用聊天钱包扫码支付 ¥56.40' }),
    ).toBeVisible();
    await expect(canvas.getByText('4:00 后二维码失效')).toBeVisible();
    await expect(canvas.getByText('LG202611220900017001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '打开支付页面' })).toHaveAttribute(
      'href',
      expect.stringContaining('/sandbox/pay/'),
    );
  },
};

/** reopened at /payment?planId=… while an order of the plan waits for payment: that order */
export const ResumesPendingOrder: Story = {
  parameters: { msw: { handlers: { orders: [planHandlers.orders.ok] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: '请使用聊天钱包扫码支付 ¥56.40' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '订单信息' })).toBeNull();
  },
};

export const PayFromCheckout: Story = {
  play: async ({ canvas }) => {
    const form = await order(canvas);
    await userEvent.click(form.getByLabelText('我已阅读并同意'));
    await userEvent.click(await form.findByRole('button', { name: /立即支付 ¥/ }));
    await expect(await canvas.findByRole('img', { name: /请使用聊天钱包扫码支付/ })).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: {
    path: ORDER_PATH,
    msw: { handlers: { payment: [planHandlers.payment.expired] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('二维码已过期')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '打开支付页面' })).toBeNull();
    await userEvent.click(
      within(canvas.getByRole('figure')).getByRole('button', { name: '刷新二维码' }),
    );
    await expect(await canvas.findByText('4:00 后二维码失效')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Declined: Story = {
  parameters: {
    path: ORDER_PATH,
    msw: { handlers: { payment: [planHandlers.payment.declined] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '支付未完成：付款方已拒绝支付。可以刷新二维码后重新支付。',
    );
    // the used-up QR says it was declined, not that it expired
    const qr = within(canvas.getByRole('figure'));
    await expect(qr.getByText('付款方已拒绝支付')).toBeVisible();
    await expect(canvas.queryByText('二维码已过期')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '打开支付页面' })).toBeNull();
  },
};

export const PayAgainAfterDecline: Story = {
  parameters: {
    path: ORDER_PATH,
    msw: { handlers: { payment: [planHandlers.payment.declined] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    const qr = within(canvas.getByRole('figure'));
    await userEvent.click(qr.getByRole('button', { name: '刷新二维码' }));
    await expect(await canvas.findByText('4:00 后二维码失效')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Succeeded: Story = {
  parameters: {
    path: ORDER_PATH,
    msw: { handlers: { payment: [planHandlers.payment.completed] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(canvas.getByText('你已开通个人高级版，有效期至 2027年2月22日。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去使用知识库' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  },
};

export const Cancelled: Story = {
  parameters: {
    path: ORDER_PATH,
    msw: { handlers: { payment: [planHandlers.payment.cancelled] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '订单已取消' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新下单' }));
    await expect(await canvas.findByRole('region', { name: '订单信息' })).toBeVisible();
  },
};

export const UnknownPlan: Story = {
  parameters: { path: '/payment?planId=agent-ultra' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有找到这个套餐' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看价格方案' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const FreePlan: Story = {
  parameters: { path: '/payment?planId=agent-free' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '免费版无需购买' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { path: ORDER_PATH },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /扫码支付/ })).toBeVisible();
    // a phone cannot scan its own screen: the wallet app opens from a link
    await expect(canvas.getByRole('link', { name: '在聊天钱包中打开并支付' })).toHaveAttribute(
      'href',
      'http://localhost:6006/sandbox/pay/chat_wallet/9f2c1d7e4b',
    );
  },
};

/** at a desktop's width the QR is scanned with the phone: no link to open a wallet app */
export const NoWalletLinkOnDesktop: Story = {
  parameters: { path: ORDER_PATH },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /扫码支付/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /中打开并支付/ })).toBeNull();
  },
};

export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '请先登录' })).toBeVisible();
  },
};
