import { type AgentCard, type AgentDetail, endpoints } from '@legion/api';
import {
  agentCardFixtures,
  agentDetailFixture,
  marketHandlers,
  reviewHandlers,
  userFixtures,
} from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentDetailQuery } from '../../features/market/agent.ts';
import { createQueryClient } from '../../query.ts';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import AgentDetailPage from './AgentDetailPage.tsx';

const routes = [{ path: '/plugins/statistics/:id', element: <AgentDetailPage /> }];

const meta = {
  title: 'App/Market/AgentDetailPage',
  component: AgentDetailPage,
  decorators: [withAppRouter(routes, '/plugins/statistics/1')],
  parameters: {
    msw: {
      handlers: {
        detail: [marketHandlers.detail.ok],
        overview: [marketHandlers.overview.ok],
        reviews: [marketHandlers.reviews.ok],
        subscribe: [marketHandlers.subscribe.ok, marketHandlers.unsubscribe.ok],
        report: [reviewHandlers.report.ok],
      },
    },
  },
} satisfies Meta<typeof AgentDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '知识问答助手' }),
    ).toBeVisible();
    await expect(await canvas.findByText('订阅用户')).toBeVisible();
    await expect(canvas.getByText('3,421')).toBeVisible();
    await expect(canvas.getByText('82')).toBeVisible();
    // the chart's code loads lazily: on a cold start that takes a while
    await expect(
      await canvas.findByRole(
        'img',
        { name: '近 30 天的新增订阅、活跃用户与订单' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    // the chart has drawn its three lines
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(3),
    );
  },
};

export const About: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '介绍' }));
    await expect(
      await canvas.findByText('从你的知识库中检索并回答问题，附上引用的段落。'),
    ).toBeVisible();
    await expect(canvas.getByText('陈开发')).toBeVisible();
    await expect(canvas.getByText('1.2.0')).toBeVisible();
  },
};

export const Comments: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '评论' }));
    await expect(await canvas.findByText('回答都有出处，找资料快了很多。')).toBeVisible();
    await expect(canvas.getByText(/评价只能在 ChainPal App 内/)).toBeVisible();
  },
};

/** a link to the comments (`?tab=comments`) opens on them */
export const CommentsLinked: Story = {
  parameters: { path: '/plugins/statistics/1?tab=comments' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '评论' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('回答都有出处，找资料快了很多。')).toBeVisible();
  },
};

/** A signed-in reader reports a review: a reason, then the button says it is done. */
export const ReportReview: Story = {
  parameters: { path: '/plugins/statistics/1?tab=comments', user: userFixtures.user },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '举报 林小雨 的评价' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '举报评价' }));
    await userEvent.click(dialog.getByRole('radio', { name: /垃圾广告/ }));
    await userEvent.click(dialog.getByRole('button', { name: '提交举报' }));
    await expect(
      await canvas.findByRole('button', { name: '已举报 林小雨 的评价' }),
    ).toBeDisabled();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(canvas.getAllByText('已验证订阅者')).toHaveLength(4);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The report did not go through: the dialog stays with the choice and says why. */
export const ReportFailed: Story = {
  parameters: {
    path: '/plugins/statistics/1?tab=comments',
    user: userFixtures.user,
    msw: { handlers: { report: [reviewHandlers.report.error] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '举报 林小雨 的评价' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '举报评价' }));
    await userEvent.click(dialog.getByRole('radio', { name: /辱骂或人身攻击/ }));
    await userEvent.click(dialog.getByRole('button', { name: '提交举报' }));
    await expect(await dialog.findByText('举报没有提交，请稍后再试')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /辱骂或人身攻击/ })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A visitor who reports is asked to sign in first, and comes back to the comments. */
export const ReportAsVisitor: Story = {
  parameters: { path: '/plugins/statistics/1?tab=comments' },
  play: async ({ canvas }) => {
    sessionStorage.clear();
    await userEvent.click(await canvas.findByRole('button', { name: '举报 林小雨 的评价' }));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('legion:page-state') ?? '{}').path).toBe(
        '/plugins/statistics/1',
      ),
    );
    await expect(within(document.body).queryByRole('dialog', { name: '举报评价' })).toBeNull();
  },
};

export const SubscribeSignedIn: Story = {
  parameters: { user: userFixtures.user },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '订阅' }));
    await expect(await canvas.findByText('已订阅')).toBeVisible();
    await expect(canvas.getByText('3,422 人订阅')).toBeVisible();
  },
};

/**
 * The person subscribes while their own answer is still on its way (the page shows the
 * visitor's answer its HTML came with). That answer was read before the change and comes
 * after it: the page stays subscribed.
 */
const card = agentCardFixtures[0] as AgentCard;
const ownAnswer = agentDetailQuery(card.id, userFixtures.user.id).queryKey;
const client = createQueryClient({ retryDelay: 0 });
/** lets the person's own answer, read before they subscribed, come */
let release = Promise.withResolvers<void>();
export const SubscribeBeforeOwnAnswer: Story = {
  parameters: {
    user: userFixtures.user,
    path: `/plugins/statistics/${card.id}`,
    queryClient: client,
    msw: {
      handlers: {
        detail: [
          http.get(`*${endpoints.marketAgent.path}`, async () => {
            await release.promise;
            return HttpResponse.json({ code: 0, msg: 'ok', data: agentDetailFixture(card) });
          }),
        ],
      },
    },
  },
  beforeEach: () => {
    release = Promise.withResolvers<void>();
    client.clear();
    // the visitor's answer the page arrived with
    client.setQueryData(agentDetailQuery(card.id, null).queryKey, agentDetailFixture(card));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '订阅' }));
    await expect(await canvas.findByText('已订阅')).toBeVisible();
    release.resolve();
    // the earlier read is over, answered or called off: what it read did not undo the change
    await waitFor(() => expect(client.isFetching({ queryKey: ownAnswer })).toBe(0));
    await expect(client.getQueryData<AgentDetail>(ownAnswer)?.subscribed).toBe(true);
    await expect(canvas.getByText('已订阅')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '订阅' })).toBeNull();
  },
};

export const Subscribed: Story = {
  parameters: {
    user: userFixtures.user,
    msw: { handlers: { detail: [marketHandlers.detail.subscribed] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '取消订阅' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅' }));
    await expect(await canvas.findByRole('button', { name: '订阅' })).toBeVisible();
  },
};

export const SubscribeAsVisitor: Story = {
  play: async ({ canvas }) => {
    sessionStorage.clear();
    await userEvent.click(await canvas.findByRole('button', { name: '订阅' }));
    // the login flow starts, remembering this agent's page to come back to
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('legion:page-state') ?? '{}').path).toBe(
        '/plugins/statistics/1',
      ),
    );
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { detail: [marketHandlers.detail.notFound] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '智能体不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回插件市场' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { detail: [marketHandlers.detail.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载智能体');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Knowledge Answerer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toBeVisible();
    // a count meets its noun in the right number: "1 star", "5 stars", "3,421 subscribers"
    await expect(await canvas.findByText('1 star', { exact: true })).toBeVisible();
    await expect(canvas.getByText('5 stars', { exact: true })).toBeVisible();
    await expect(canvas.getByText('3,421 subscribers')).toBeVisible();
  },
};

/** not answering the platform's probes: still listed, and whoever subscribes is told first */
export const NotAnswering: Story = {
  parameters: {
    user: userFixtures.user,
    msw: { handlers: { detail: [marketHandlers.detail.health] } },
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/^3 小时前起无响应：平台的探测没有得到回答/);
    await expect(note).toBeVisible();
    await expect(canvas.getByRole('button', { name: '订阅' })).toHaveAccessibleDescription(
      /3 小时前起无响应/,
    );
  },
};

export const NotAnsweringMobileEnglish: Story = {
  ...NotAnswering,
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Not answering for 3 hours:/)).toBeVisible();
  },
};
