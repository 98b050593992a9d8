import { developerHandlers, mediaHandlers, reviewHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import ReviewsPage from './ReviewsPage.tsx';

const meta = {
  title: 'App/Developer/ReviewsPage',
  component: ReviewsPage,
  decorators: [withAppRouter(developerRoutes, '/developer/reviews/31', userFixtures.developer)],
  parameters: {
    msw: {
      handlers: {
        agent: [developerHandlers.agent.ok],
        reviews: [reviewHandlers.developerList.ok],
        reply: [reviewHandlers.reply.ok, reviewHandlers.deleteReply.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof ReviewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every review of the agent; a reply is written in place and published. */
export const Reply: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '会议纪要 · 用户评价' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /我的插件/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(await canvas.findByRole('button', { name: '回复 林小雨 的评价' }));
    await userEvent.type(canvas.getByLabelText('公开回复'), '谢谢支持！');
    await userEvent.click(canvas.getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(canvas.queryByLabelText('公开回复')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The filter is in the address: a link to the unanswered ones opens on them. */
export const Unreplied: Story = {
  parameters: { path: '/developer/reviews/31?filter=unreplied' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '待回复' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText('回答都有出处，找资料快了很多。')).toBeVisible();
    await expect(canvas.queryByText('上传的表格经常答不出来，希望尽快改进。')).toBeNull();
  },
};

/** The hidden ones, each with the admin's reason. */
export const Hidden: Story = {
  parameters: { path: '/developer/reviews/31?filter=hidden' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/原因：含有广告引流信息/)).toBeVisible();
  },
};

/** Saving failed: the words stay and the reason is shown. */
export const ReplyFailed: Story = {
  parameters: { msw: { handlers: { reply: [reviewHandlers.reply.error] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '回复 林小雨 的评价' }));
    const box = canvas.getByLabelText('公开回复');
    await userEvent.type(box, '谢谢支持！');
    await userEvent.click(canvas.getByRole('button', { name: '发布回复' }));
    await expect(await canvas.findByText('没有保存，请稍后再试')).toBeVisible();
    await expect(box).toHaveValue('谢谢支持！');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { reviews: [reviewHandlers.developerList.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有评价/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reviews: [reviewHandlers.developerList.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('评价加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('回答都有出处，找资料快了很多。')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Awaiting reply' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: /Reviews/ })).toBeVisible();
  },
};
