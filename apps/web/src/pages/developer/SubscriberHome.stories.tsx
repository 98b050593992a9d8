import { developerHandlers, marketHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import DeveloperHomePage from './DeveloperHomePage.tsx';

/** "My Plugins" for a person who is not a developer: the agents they subscribe to */
const meta = {
  title: 'App/Developer/SubscriberHome',
  component: DeveloperHomePage,
  decorators: [withAppRouter(developerRoutes, '/developer', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        mine: [marketHandlers.mine.ok],
        application: [developerHandlers.application.none],
        unsubscribe: [marketHandlers.unsubscribe.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof DeveloperHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the last used first, each with a way to chat; becoming a developer is one quiet card */
export const Subscriptions: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '我的智能体' }),
    ).toBeVisible();
    const list = await canvas.findByRole('region', { name: '我订阅的智能体' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    await expect(list.querySelector('li')).toHaveTextContent('知识问答助手');
    await expect(canvas.getByText('1 小时前用过')).toBeVisible();
    await expect(canvas.getByText('7 天前用过')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开始对话 旅行规划' })).toHaveAttribute(
      'href',
      '/agent?id=5',
    );
    await expect(canvas.getByRole('link', { name: '申请开发者认证' })).toHaveAttribute(
      'href',
      '/developer/certification',
    );
    // the console's own sections are for developers
    await expect(canvas.queryByText('开发者中心')).toBeNull();
  },
};

/** leaving one asks first, then its row goes */
export const Unsubscribe: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消订阅 代码审查' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订阅 代码审查？' });
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === '取消订阅',
    );
    if (!confirm) throw new Error('no confirm button');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: '取消订阅 代码审查' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: '取消订阅 旅行规划' })).toBeVisible();
  },
};

export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: { mine: [marketHandlers.mine.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有订阅智能体/)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '去插件市场' })[0]).toHaveAttribute(
      'href',
      '/plugins/market',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mine: [marketHandlers.mine.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载订阅的智能体')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { mine: [marketHandlers.mine.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订阅的智能体加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** an application under review: the card says so and leads to it */
export const ApplicationPending: Story = {
  parameters: { msw: { handlers: { application: [developerHandlers.application.pending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('你的开发者认证申请正在审核中。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看申请' })).toHaveAttribute(
      'href',
      '/developer/certification',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Subscriptions.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My agents' })).toBeVisible();
    await expect(await canvas.findByText('Used 1 hour ago')).toBeVisible();
    await expect(canvas.getByText('Not used yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a chat Trip Planner' })).toBeVisible();
  },
};
