import { adminHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import OrdersPage from './OrdersPage.tsx';

const meta = {
  title: 'App/Admin/OrdersPage',
  component: OrdersPage,
  decorators: [withAppRouter(adminRoutes, '/admin/orders', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        orders: [adminHandlers.orders.ok],
        order: [adminHandlers.order.ok],
        export: [adminHandlers.exportOrders.ok],
      },
    },
  },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '订单' }))
    .getAllByRole('row')
    .slice(1);

export const AllOrders: Story = {
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(20);
    await expect(canvas.getByText('27')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toBeVisible();
  },
};

export const FilterByState: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '已取消' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(6));
    for (const row of await rows(canvas)) await expect(row).toHaveTextContent('已取消');
  },
};

export const FindByOrderNumber: Story = {
  play: async ({ canvas }) => {
    const first = (await rows(canvas))[0] as HTMLElement;
    const number = within(first).getAllByRole('cell')[0]?.textContent ?? '';
    await userEvent.type(canvas.getByLabelText('关键词'), number);
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: `详情 ${number}` })).toBeVisible();
  },
};

export const Export: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    // the file the browser is handed: the server's CSV, as a blob
    const made: Blob[] = [];
    const realCreate = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) made.push(blob);
      return realCreate.call(URL, blob);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(made).toHaveLength(1));
      await expect(await made[0]?.text()).toContain('LG202611220000,18.80');
      const button = await canvas.findByRole('button', { name: '导出 CSV' });
      await expect(button).toBeEnabled();
      // the screenshot shows the page at rest, not the button's hover and focus (their
      // transitions made it differ from run to run)
      await userEvent.unhover(button);
      button.blur();
    } finally {
      URL.createObjectURL = realCreate;
    }
  },
};

export const NoOrders: Story = {
  parameters: { msw: { handlers: { orders: [adminHandlers.orders.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的订单')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: [adminHandlers.orders.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载订单')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { orders: [adminHandlers.orders.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订单加载失败')).toBeVisible();
  },
};

export const Detail: Story = {
  parameters: { path: '/admin/orders/detail/5002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(canvas.getByText('交易流水号')).toBeVisible();
    await expect(canvas.getByText('已支付')).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  parameters: {
    path: '/admin/orders/detail/1',
    msw: { handlers: { order: [adminHandlers.order.notFound] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '订单不存在' })).toBeVisible();
  },
};

/** In English on a phone: what was bought is named in English (the plan's own name) */
export const DetailEnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  parameters: { path: '/admin/orders/detail/5002' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order details' }),
    ).toBeVisible();
    await expect(canvas.getByText('Enterprise')).toBeVisible();
    await expect(canvas.queryByText('企业版')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(20);
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect((await canvas.findAllByText('Completed'))[0]).toBeVisible();
    // what was bought, in English
    await expect((await canvas.findAllByText('Personal Advanced'))[0]).toBeVisible();
    await expect(canvas.queryByText('个人高级版')).toBeNull();
  },
};
