import { planHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import ReceiptPage from './ReceiptPage.tsx';

const meta = {
  title: 'App/Developer/ReceiptPage',
  component: ReceiptPage,
  decorators: [withAppRouter(developerRoutes, '/developer/orders/7001', userFixtures.user)],
  parameters: { msw: { handlers: { payment: [planHandlers.payment.completed] } } },
} satisfies Meta<typeof ReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** a paid order says what was paid, never what is due */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('实付金额')).toBeVisible();
    await expect(canvas.getByText('¥56.40')).toBeVisible();
    await expect(canvas.queryByText(/应付|待支付/)).toBeNull();
    await expect(canvas.getByText('4200002611220902178813')).toBeVisible();
    await expect(canvas.getByText('个人高级版 · 3 个月')).toBeVisible();
    await expect(canvas.getByText(/^2026年11月22日 至 2027年2月22日$/)).toBeVisible();
    // back to the list (the side navigation has it too)
    for (const link of canvas.getAllByRole('link', { name: '我的订单' }))
      await expect(link).toHaveAttribute('href', '/developer/orders');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { payment: [planHandlers.payment.waiting] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('这笔订单还没有支付。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/payment?planId=agent-premium&order=7001',
    );
    await expect(canvas.queryByText('实付金额')).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: { msw: { handlers: { payment: [planHandlers.payment.cancelled] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('这笔订单已取消，没有付款。')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { payment: [planHandlers.payment.notFound] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('找不到这笔订单')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Paid.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Amount paid')).toBeVisible();
    await expect(canvas.getByText('CN¥56.40')).toBeVisible();
  },
};
