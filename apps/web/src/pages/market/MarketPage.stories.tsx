import { marketHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import MarketPage from './MarketPage.tsx';

const routes = [{ path: '/plugins/market', element: <MarketPage /> }];

const meta = {
  title: 'App/Market/MarketPage',
  component: MarketPage,
  decorators: [withAppRouter(routes, '/plugins/market')],
  parameters: { msw: { handlers: { list: [marketHandlers.list.ok] } } },
} satisfies Meta<typeof MarketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list')).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '插件市场' })).toBeVisible();
    const items = await cards(canvas);
    await expect(items).toHaveLength(12);
    // most subscribers first
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      '知识问答助手',
    );
    await expect(canvas.getByText('共 12 个智能体')).toBeVisible();
  },
};

export const SearchInEnglishWords: Story = {
  play: async ({ canvas }) => {
    await cards(canvas);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '搜索智能体' }),
      'spreadsheet{Enter}',
    );
    await waitFor(() => expect(canvas.getByText('共 2 个智能体')).toBeVisible());
  },
};

/** results follow the box as the person types, without Enter; clearing it shows every agent */
export const SearchAsYouType: Story = {
  play: async ({ canvas }) => {
    await cards(canvas);
    const box = canvas.getByRole('searchbox', { name: '搜索智能体' });
    await userEvent.type(box, 'spreadsheet');
    await waitFor(() => expect(canvas.getByText('共 2 个智能体')).toBeVisible());
    await userEvent.clear(box);
    await waitFor(() => expect(canvas.getByText('共 12 个智能体')).toBeVisible());
    await expect(await cards(canvas)).toHaveLength(12);
  },
};

export const FilteredByCategory: Story = {
  play: async ({ canvas }) => {
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '生活服务' }));
    await waitFor(() => expect(canvas.getByText('共 2 个智能体')).toBeVisible());
    await expect(canvas.getByRole('button', { name: '生活服务' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SortedByNewest: Story = {
  parameters: { path: '/plugins/market?sort=newest' },
  play: async ({ canvas }) => {
    const items = await cards(canvas);
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent('健身教练');
    await expect(canvas.getByRole('combobox', { name: '排序' })).toHaveTextContent('最新上架');
  },
};

export const NoResults: Story = {
  parameters: { path: '/plugins/market?q=%E4%B8%8D%E5%AD%98%E5%9C%A8' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '没有找到匹配的智能体' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(await cards(canvas)).toHaveLength(12);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [marketHandlers.list.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '市场里还没有智能体' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [marketHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '正在加载智能体' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { list: [marketHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '智能体列表加载失败' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { user: userFixtures.user },
  play: Default.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const items = await cards(canvas);
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      'Knowledge Answerer',
    );
    await expect(canvas.getByRole('button', { name: 'Lifestyle' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(12);
  },
};

/** the health checker's states on the cards: one agent not answering, one slow */
export const AgentsNotAnswering: Story = {
  parameters: { msw: { handlers: { list: [marketHandlers.list.health] } } },
  play: async ({ canvas }) => {
    const items = await cards(canvas);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText('3 小时前起无响应')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('响应较慢')).toBeVisible();
    // still listed, in its place
    await expect(first.getByRole('link')).toHaveTextContent('知识问答助手');
  },
};

export const AgentsNotAnsweringMobileEnglish: Story = {
  parameters: { msw: { handlers: { list: [marketHandlers.list.health] } } },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = await cards(canvas);
    await expect(
      within(items[0] as HTMLElement).getByText('Not answering for 3 hours'),
    ).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Slow to answer')).toBeVisible();
  },
};
