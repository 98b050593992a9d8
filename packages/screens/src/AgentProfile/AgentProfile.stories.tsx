import { agentDetailFixture, agentOverviewFixture, agentReviewFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AgentAbout,
  AgentOverviewPanel,
  AgentProfileHeader,
  AgentReviewList,
} from './AgentProfile.tsx';

const agent = agentDetailFixture();
const reviews = {
  items: agentReviewFixtures.map((review) => ({ ...review, reportedByMe: false })),
  page: 1,
  pageSize: 10,
  total: 5,
};
const onReport = fn();

const meta = {
  title: 'Screens/AgentProfile',
  component: AgentProfileHeader,
  args: {
    agent,
    chatHref: '/agent?id=1',
    onSubscribe: fn(),
    onUnsubscribe: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor or a person not yet subscribed: one button subscribes. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '知识问答助手' })).toBeVisible();
    await expect(canvas.getByText('Legion 实验室 · 知识问答 · v1.2.0')).toBeVisible();
    await expect(canvas.getByText('3,421 人订阅')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};

/** Subscribed: a way into the conversation and a way out of the subscription. */
export const Subscribed: Story = {
  args: { agent: { ...agent, subscribed: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已订阅')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开始对话' })).toHaveAttribute(
      'href',
      '/agent?id=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
  },
};

/** While subscribing the button says so and a second press does nothing. */
export const Subscribing: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('正在订阅')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /订阅/ }));
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    agent: {
      ...agent,
      nameZh: '一个名字非常非常长的智能体，用来检查标题在窄屏和宽屏上都能正常换行而不会撑破卡片',
      company: '一家名字也相当长的人工智能科技有限公司',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Knowledge Answerer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { agent: { ...agent, subscribed: true } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '开始对话' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { agent: { ...agent, subscribed: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Dark.play,
};

/** The figures, the 30-day trend (a slot for the chart) and how the ratings spread. */
export const Overview: Story = {
  render: () => (
    <AgentOverviewPanel
      overview={agentOverviewFixture}
      chart={<div className="lu:bg-muted lu:h-40 lu:rounded-md" />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('近 30 天活跃用户')).toBeVisible();
    await expect(canvas.getByText('1,280')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '评分分布' })).toBeVisible();
    await expect(canvas.getByText('82')).toBeVisible();
  },
};

export const OverviewError: Story = {
  render: () => <AgentOverviewPanel error onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据概览加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The cover, the description and the facts beside them (under them on a phone). */
export const About: Story = {
  render: () => <AgentAbout agent={agent} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('陈开发')).toBeVisible();
    // "What's new": the approved versions with their notes, newest first
    const releases = within(canvas.getByRole('region', { name: '版本更新' }));
    const items = releases.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.slice(0, 6))).toEqual([
      'v1.2.0',
      'v1.1.0',
      'v1.0.0',
    ]);
    await expect(releases.getByText(/改进表格识别/)).toBeVisible();
    const cover = await canvas.findByRole('img', { name: '知识问答助手 的封面' });
    await waitFor(() => expect(cover).toBeVisible());
  },
};

/** In English: each version's notes in English, or in Chinese where only those were written. */
export const AboutInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <AgentAbout agent={agent} />,
  play: async ({ canvas }) => {
    const releases = within(canvas.getByRole('region', { name: "What's new" }));
    const [latest, chineseOnly, first] = releases.getAllByRole('listitem');
    await expect(latest).toHaveTextContent(/Better tables/);
    await expect(latest).not.toHaveTextContent(/改进表格识别/);
    await expect(chineseOnly).toHaveTextContent(/回答附上引用的原文段落.*Written in Chinese only/);
    await expect(within(chineseOnly as HTMLElement).getByText(/回答附上/)).toHaveAttribute(
      'lang',
      'zh-CN',
    );
    await expect(first).toHaveTextContent('First release.');
    await expect(first).not.toHaveTextContent('Written in');
  },
};

export const Reviews: Story = {
  render: () => <AgentReviewList reviews={reviews} appName="Legion" onPageChange={fn()} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('评价只能在 Legion App 内使用智能体后发表，这里仅供查看。'),
    ).toBeVisible();
    await expect(canvas.getByText('林小雨')).toBeVisible();
    await expect(canvas.getByText('回答都有出处，找资料快了很多。')).toBeVisible();
  },
};

/** Signed in: each review can be reported; one was on an earlier visit, one during this one. */
export const ReviewsReportable: Story = {
  render: () => (
    <AgentReviewList
      reviews={{
        ...reviews,
        // one reported on an earlier visit (the server says so), one just now
        items: reviews.items.map((review) => ({ ...review, reportedByMe: review.id === '3' })),
      }}
      appName="Legion"
      onPageChange={fn()}
      onReport={onReport}
      reportedIds={new Set(['2'])}
    />
  ),
  play: async ({ canvas }) => {
    onReport.mockClear();
    await expect(canvas.getByRole('button', { name: '已举报 138****0002 的评价' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '已举报 Amy Zhou 的评价' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '举报 林小雨 的评价' }));
    await expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReviewsEmpty: Story = {
  render: () => (
    <AgentReviewList
      reviews={{ items: [], page: 1, pageSize: 10, total: 0 }}
      appName="Legion"
      onPageChange={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有评价')).toBeVisible();
  },
};
