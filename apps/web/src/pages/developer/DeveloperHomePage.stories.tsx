import { developerHandlers, marketHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import DeveloperHomePage from './DeveloperHomePage.tsx';

const meta = {
  title: 'App/Developer/DeveloperHomePage',
  component: DeveloperHomePage,
  decorators: [withAppRouter(developerRoutes, '/developer', userFixtures.developer)],
  parameters: {
    msw: {
      handlers: {
        home: [developerHandlers.home.ok],
        agents: [developerHandlers.agents.ok],
        mine: [marketHandlers.mine.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof DeveloperHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '开发者中心' }),
    ).toBeVisible();
    await expect(canvas.getByText('842')).toBeVisible();
    await expect(canvas.getByText('已通过 3 · 审核中 1 · 未通过 1')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '幻灯片生成器' })).toBeVisible();
    // the latest review comment, with its agent
    await expect(canvas.getByText(/描述中承诺了投资收益/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '成员管理' })).toBeVisible();
    // the agents they subscribe to, beside the console
    const mine = await canvas.findByRole('region', { name: '我订阅的智能体' });
    await expect(await within(mine).findByRole('link', { name: '知识问答助手' })).toBeVisible();
  },
};

export const NoAgentsYet: Story = {
  parameters: {
    msw: {
      handlers: { home: [developerHandlers.home.empty], agents: [developerHandlers.agents.empty] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有插件，创建第一个插件提交审核吧。')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '创建插件' })[0]).toHaveAttribute(
      'href',
      '/developer/plugins?edit=new',
    );
    await expect(canvas.getByText(/还没有审核结果/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { home: [developerHandlers.home.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载开发者中心')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { home: [developerHandlers.home.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('开发者中心加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Home.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Developer home' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Slide Maker' })).toBeVisible();
  },
};
