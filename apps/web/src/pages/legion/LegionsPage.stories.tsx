import { legionHandlers } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { legionRoutes } from '../../testing/legion-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import LegionsPage from './LegionsPage.tsx';

const meta = {
  title: 'App/Legion/LegionsPage',
  component: LegionsPage,
  decorators: [withAppRouter(legionRoutes, '/legion')],
  parameters: { msw: { handlers: { list: [legionHandlers.list.ok] } } },
} satisfies Meta<typeof LegionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the cards: each is an article inside the results list */
const tiles = (canvas: ReturnType<typeof within>) => canvas.findAllByRole('article');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '军团' })).toBeVisible();
    const [router, sequence] = (await tiles(canvas)) as [HTMLElement, HTMLElement];
    await expect(canvas.getByText('共 2 个军团')).toBeVisible();
    // a routed legion: its router, then its members with their roles
    await expect(within(router).getByRole('link', { name: '行政小队' })).toHaveAttribute(
      'href',
      '/legion/24',
    );
    await expect(within(router).getByText('分派协作')).toBeVisible();
    await expect(within(router).getByText('任务分派')).toBeVisible();
    await expect(within(router).getByText('分派者')).toBeVisible();
    await expect(within(router).getByText('制度问答')).toBeVisible();
    await expect(within(router).getByText('已运行 42 次')).toBeVisible();
    await expect(within(router).getByText('开发者：陈开发')).toBeVisible();
    // a sequence
    await expect(within(sequence).getByText('顺序协作')).toBeVisible();
    await expect(within(sequence).getByText('计算员')).toBeVisible();
    await expect(within(sequence).getByText('已运行 128 次')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await tiles(canvas);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '搜索军团名称或描述' }),
      'explain{Enter}',
    );
    await waitFor(() => expect(canvas.getByText('共 1 个军团')).toBeVisible());
    await expect(canvas.getByRole('link', { name: '算完再讲' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '行政小队' })).toBeNull();
  },
};

export const NoResults: Story = {
  parameters: { path: '/legion?q=%E4%B8%8D%E5%AD%98%E5%9C%A8' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有找到匹配的军团' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索军团名称或描述' })).toHaveValue(
      '不存在',
    );
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(await tiles(canvas)).toHaveLength(2);
    await expect(canvas.getByRole('searchbox', { name: '搜索军团名称或描述' })).toHaveValue('');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [legionHandlers.list.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有军团' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [legionHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '正在加载军团' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { list: [legionHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '军团列表加载失败' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const [router] = (await tiles(canvas)) as [HTMLElement];
    await expect(within(router).getByRole('link', { name: 'Office Squad' })).toBeVisible();
    await expect(within(router).getByText('Routed')).toBeVisible();
    await expect(within(router).getByText('Dispatcher')).toBeVisible();
    await expect(canvas.getByText('Sequence')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await tiles(canvas)).toHaveLength(2);
  },
};
