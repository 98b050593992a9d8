import { adminHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import AgentVersionsPage from './AgentVersionsPage.tsx';

const meta = {
  title: 'App/Admin/AgentVersionsPage',
  component: AgentVersionsPage,
  decorators: [withAppRouter(adminRoutes, '/admin/plugins', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        versions: [adminHandlers.agentVersions.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof AgentVersionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '插件申请' }))
    .getAllByRole('row')
    .slice(1);

export const PendingOldestFirst: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(3);
    await expect(body[0]).toHaveTextContent('幻灯片生成器');
    await expect(body[0]).toHaveTextContent('新插件');
    // resubmitted under the same number after a rejection: the row says which round it is
    await expect(body[0]).toHaveTextContent('v1.0.0 · 第 2 次提交');
    await expect(body[1]).toHaveTextContent('已上架插件的新版本');
    await expect(body[1]).not.toHaveTextContent('次提交');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /插件审核/ })).toHaveTextContent('3'),
    );
  },
};

export const Approved: Story = {
  parameters: { path: '/admin/plugins?status=approved' },
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(1);
    await expect(
      within(body[0] as HTMLElement).getByRole('link', { name: '查看 会议纪要' }),
    ).toBeVisible();
  },
};

export const NothingWaiting: Story = {
  parameters: { msw: { handlers: { versions: [adminHandlers.agentVersions.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有待处理的插件申请')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { versions: [adminHandlers.agentVersions.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('插件申请加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: PendingOldestFirst.play,
};
