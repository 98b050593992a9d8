import { planHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOGIN_REDIRECT_KEY } from '../../state/page-state.ts';
import { planRoutes } from '../../testing/plan-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import PricingPage from './PricingPage.tsx';

const meta = {
  title: 'App/Plans/PricingPage',
  component: PricingPage,
  decorators: [withAppRouter(planRoutes(), '/pricing', null)],
  parameters: {
    msw: {
      handlers: {
        packages: [planHandlers.packages.ok],
        subscription: [planHandlers.subscription.free],
        quote: [planHandlers.quote.ok],
        orders: [planHandlers.orders.ok],
      },
    },
  },
} satisfies Meta<typeof PricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvas: ReturnType<typeof within>, name: RegExp | string) =>
  within(await canvas.findByRole('article', { name }));

export const Loading: Story = {
  parameters: { msw: { handlers: { packages: [planHandlers.packages.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载套餐')).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '选择适合你的套餐' })).toBeVisible();
    const free = await card(canvas, '个人免费版');
    await expect(free.getByText('限时免费')).toBeVisible();
    await expect(free.queryByRole('button')).toBeNull();
    const premium = await card(canvas, /个人高级版/);
    await expect(premium.getByText('推荐')).toBeVisible();
    await expect(premium.getByText('/月')).toBeVisible();
    const enterprise = await card(canvas, '企业版');
    await expect(enterprise.getByText('¥5,688')).toBeVisible();
    await expect(enterprise.getByText('2 TB 知识库空间')).toBeVisible();
  },
};

export const LoadedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '套餐' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一个套餐' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^查看/ })).toHaveLength(3);
  },
};

export const LoadedAt560: Story = {
  globals: { viewport: { value: 'phablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '套餐' })).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: /Personal Advanced/ })).toBeVisible();
    await expect(canvas.getByText('Limited-time free')).toBeVisible();
    await expect(canvas.getAllByText('/mo')).toHaveLength(2);
  },
};

const reload = fn();

export const ErrorShowsBuiltInPlans: Story = {
  parameters: {
    routes: planRoutes(reload),
    msw: { handlers: { packages: [planHandlers.packages.error] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('获取套餐信息失败，请稍后重试')).toBeVisible();
    // the built-in plans stand in
    const premium = await canvas.findByRole('article', { name: /个人高级版/ });
    await expect(premium).toBeVisible();
    await expect(premium).toHaveTextContent('/月');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(reload).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CurrentPlanMarked: Story = {
  parameters: {
    user: userFixtures.user,
    msw: { handlers: { subscription: [planHandlers.subscription.premium] } },
  },
  play: async ({ canvas }) => {
    const premium = await card(canvas, /个人高级版/);
    await expect(await premium.findByText('当前套餐')).toBeVisible();
    // until when, instead of an offer to buy the plan they have
    await expect(premium.getByText('当前套餐，有效期至 2027年2月22日')).toBeVisible();
    await expect(premium.queryByRole('button', { name: '立即订阅' })).toBeNull();
    await expect(premium.getByRole('button', { name: '续订' })).toBeVisible();
  },
};

export const SubscribeSignedOut: Story = {
  play: async ({ canvas }) => {
    sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
    const premium = await card(canvas, /个人高级版/);
    await userEvent.click(premium.getByRole('button', { name: '立即订阅' }));
    // the login flow comes back to the payment page, not to this one
    await expect(JSON.parse(sessionStorage.getItem(LOGIN_REDIRECT_KEY) ?? '{}')).toEqual({
      path: '/payment?planId=agent-premium',
    });
    await expect(canvas.getByRole('heading', { level: 1, name: '选择适合你的套餐' })).toBeVisible();
    sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SubscribeSignedIn: Story = {
  parameters: { user: userFixtures.user },
  play: async ({ canvas }) => {
    const enterprise = await card(canvas, '企业版');
    await userEvent.click(enterprise.getByRole('button', { name: '立即订阅' }));
    await expect(await canvas.findByRole('heading', { name: '购买套餐' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '企业版' })).toBeVisible();
  },
};

export const MyOrdersBelow: Story = {
  parameters: { user: userFixtures.user },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: '我的订单' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByText('待支付')).toBeVisible();
    await expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: '去支付' }),
    ).toHaveAttribute('href', '/payment?planId=agent-premium&order=7002');
    await expect(within(rows[1] as HTMLElement).getByText('已完成')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('¥56.40')).toBeVisible();
  },
};
