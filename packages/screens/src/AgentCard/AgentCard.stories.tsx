import { agentCardFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AgentCard } from './AgentCard.tsx';

const agent = agentCardFixtures[0] as (typeof agentCardFixtures)[number];

const meta = {
  title: 'Screens/AgentCard',
  component: AgentCard,
  args: { agent, href: '/plugins/statistics/1' },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xs lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '知识问答助手' })).toHaveAttribute(
      'href',
      '/plugins/statistics/1',
    );
    await expect(canvas.getByText('Legion 实验室 · 知识问答')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 4.8，共 126 条评价' })).toBeVisible();
    await expect(canvas.getByText('3421 人订阅')).toBeVisible();
    await expect(canvas.getByText('3 天前更新')).toBeVisible();
  },
};

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000 - 3_600_000).toISOString();

/** How long ago the live version went out: today, yesterday, days, months, years. */
export const UpdatedAgo: Story = {
  render: () => (
    <div className="lu:grid lu:gap-4">
      {[0, 1, 12, 75, 400].map((days) => (
        <AgentCard
          key={days}
          agent={{ ...agent, id: String(days), updatedAt: ago(days) }}
          href={`/plugins/statistics/${days}`}
          now={NOW}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['今天更新', '昨天更新', '12 天前更新', '2 个月前更新', '1 年前更新']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const UpdatedAgoEnglish: Story = {
  ...UpdatedAgo,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const text of [
      'Updated today',
      'Updated yesterday',
      'Updated 12 days ago',
      'Updated 2 months ago',
      'Updated 1 year ago',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Subscribed: Story = {
  args: { agent: { ...agent, subscribed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已订阅')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Knowledge Answerer' })).toBeVisible();
    await expect(canvas.getByText('3.4K subscribers')).toBeVisible();
  },
};

export const BrokenLogo: Story = {
  args: { agent: { ...agent, logo: '/media/missing.png' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '图片加载失败' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/**
 * The logo loads with the card, wherever the card is: here a screen below the fold, its logo
 * already drawn before anyone scrolls to it, so it never pops in after the card.
 */
export const LogoLoadsWithTheCard: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: 1200 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const logo = canvasElement.querySelector('article img');
      if (!(logo instanceof HTMLImageElement)) throw new Error('the logo is not there');
      expect(logo.complete && logo.naturalWidth > 0).toBe(true);
    });
    // the screenshot shows the card, its logo drawn
    canvasElement.querySelector('article')?.scrollIntoView({ block: 'center' });
  },
};

/** a new agent nobody has rated yet says so, instead of grey stars and "0.0 (0)" */
export const NewAgent: Story = {
  args: { agent: { ...agent, rating: 0, ratingCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无评分')).toBeVisible();
    await expect(canvas.queryByText('0.0')).toBeNull();
  },
};

/** not answering the platform's probes since 3 hours: still listed, labelled */
export const NotAnswering: Story = {
  args: {
    agent: {
      ...agent,
      health: 'down',
      downSince: new Date(NOW - 3 * 3_600_000 - 60_000).toISOString(),
    },
    now: NOW,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 小时前起无响应')).toBeVisible();
  },
};

export const SlowEnglishDark: Story = {
  args: { agent: { ...agent, health: 'slow' }, now: NOW },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slow to answer')).toBeVisible();
  },
};
