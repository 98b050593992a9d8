import { adminHandlers, feedbackHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import FeedbackPage from './FeedbackPage.tsx';

const meta = {
  title: 'App/Admin/FeedbackPage',
  component: FeedbackPage,
  decorators: [withAppRouter(adminRoutes, '/admin/feedback', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        feedback: [feedbackHandlers.list.ok],
      },
    },
  },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '反馈列表' }))
    .getAllByRole('row')
    .slice(1);

export const List: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(2);
    await expect(body[0]).toHaveTextContent('星河物流');
    await expect(body[0]).toHaveTextContent('139****0021');
    await expect(canvas.getByRole('link', { name: /意见反馈/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索公司、联系人或内容' }), '发票');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('Acme Studio');
  },
};

export const NothingFound: Story = {
  parameters: { path: '/admin/feedback?q=合同' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合“合同”的反馈。')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { feedback: [feedbackHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('反馈加载失败')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(2);
  },
};
