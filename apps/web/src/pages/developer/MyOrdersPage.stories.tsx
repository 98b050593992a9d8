import { planHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import MyOrdersPage from './MyOrdersPage.tsx';

const meta = {
  title: 'App/Developer/MyOrdersPage',
  component: MyOrdersPage,
  decorators: [withAppRouter(developerRoutes, '/developer/orders', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        orders: [planHandlers.orders.ok],
        subscription: [planHandlers.subscription.premium],
      },
    },
  },
} satisfies Meta<typeof MyOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the current plan and when it ends; a paid order leads to its receipt, a pending one to paying */
export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    const plan = await canvas.findByRole('region', { name: '当前套餐' });
    await expect(within(plan).getByText('个人高级版')).toBeVisible();
    await expect(within(plan).getByText(/^有效期至 2027/)).toBeVisible();
    await expect(within(plan).getByRole('link', { name: '续订或更换' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      await canvas.findByRole('link', { name: '订单 LG202611220900017001 的支付凭证' }),
    ).toHaveAttribute('href', '/developer/orders/7001');
    await expect(canvas.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/payment?planId=agent-premium&order=7002',
    );
  },
};

export const FreePlanNoOrders: Story = {
  parameters: {
    msw: {
      handlers: {
        orders: [planHandlers.orders.none],
        subscription: [planHandlers.subscription.free],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有订单')).toBeVisible();
    await expect(canvas.getByText('免费使用，无到期时间')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '升级套餐' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: [planHandlers.orders.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载订单')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { orders: [planHandlers.orders.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订单加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Orders.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(await canvas.findByText(/^Valid until /)).toBeVisible();
    await expect(await canvas.findByText('Receipt')).toBeVisible();
  },
};
