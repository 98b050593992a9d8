import { adminHandlers, reviewHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import ReviewModerationPage from './ReviewModerationPage.tsx';

const meta = {
  title: 'App/Admin/ReviewModerationPage',
  component: ReviewModerationPage,
  decorators: [withAppRouter(adminRoutes, '/admin/reviews', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        queue: [reviewHandlers.moderation.ok],
        moderate: [reviewHandlers.moderate.ok],
      },
    },
  },
} satisfies Meta<typeof ReviewModerationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = async (canvas: ReturnType<typeof within>, author: string) =>
  within(
    (await canvas.findByRole('article', { name: `${author} 的评价` })).closest('li') as HTMLElement,
  );

/** The reported reviews with their reports; the sidebar counts them. Hiding one takes a reason. */
export const Reported: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /评价审核/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const item = await itemOf(canvas, '138****0417');
    await expect(item.getByText('2 条举报')).toBeVisible();
    await expect(item.getByRole('link', { name: '会议纪要' })).toHaveAttribute(
      'href',
      '/plugins/statistics/3?tab=comments',
    );
    await userEvent.click(item.getByRole('button', { name: '隐藏' }));
    await userEvent.type(item.getByLabelText('隐藏原因'), '含有他人手机号');
    await userEvent.click(item.getByRole('button', { name: '确认隐藏' }));
    await waitFor(() => expect(item.queryByLabelText('隐藏原因')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A decision that fails keeps the reason. */
export const DecisionFailed: Story = {
  parameters: { msw: { handlers: { moderate: [reviewHandlers.moderate.error] } } },
  play: async ({ canvas }) => {
    const item = await itemOf(canvas, '138****0002');
    await userEvent.click(item.getByRole('button', { name: '保留' }));
    await userEvent.type(item.getByLabelText('保留原因'), '正常的使用反馈');
    await userEvent.click(item.getByRole('button', { name: '确认保留' }));
    await expect(await item.findByText('操作没有完成，请稍后再试')).toBeVisible();
    await expect(item.getByLabelText('保留原因')).toHaveValue('正常的使用反馈');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The queue is in the address: the hidden reviews with the decision. */
export const Hidden: Story = {
  parameters: { path: '/admin/reviews?status=hidden' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/隐藏：含有广告引流信息/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '已隐藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NothingReported: Story = {
  parameters: { msw: { handlers: { queue: [reviewHandlers.moderation.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有待处理的举报。')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { queue: [reviewHandlers.moderation.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('评价加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 条举报')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 reports')).toBeVisible();
  },
};
