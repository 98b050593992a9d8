import { svgImage } from '@legion/api/mocks';
import { Card } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  type AgentStatusItem,
  AgentStatusList,
  type RecentReviewItem,
  RecentReviewList,
} from './AgentStatusList.tsx';

const agents: AgentStatusItem[] = [
  {
    id: '31',
    name: '会议纪要',
    logo: svgImage('M', 31),
    version: '1.2.0',
    status: 'approved',
    liveVersion: '1.2.0',
    updating: false,
    editHref: '/developer/plugins?edit=31',
    statisticsHref: '/developer/statistics/31',
    submittedAt: '2026年11月10日',
    subscriberCount: 128,
  },
  {
    id: '32',
    name: '代码审查',
    logo: svgImage('C', 32),
    version: '2.1.0',
    status: 'pending',
    liveVersion: '2.0.0',
    updating: true,
    editHref: '/developer/plugins?edit=32',
    statisticsHref: '/developer/statistics/32',
    submittedAt: '2026年11月21日',
    subscriberCount: 1,
  },
  {
    id: '34',
    name: '股市预言家',
    logo: svgImage('S', 34),
    version: '1.0.0',
    status: 'rejected',
    liveVersion: null,
    updating: false,
    editHref: '/developer/plugins?edit=34',
    submittedAt: '2026年11月17日',
    ownerName: '王团队',
    rejectionReason: '描述中承诺了投资收益，违反平台规范。请删除收益承诺后重新提交。',
  },
  {
    id: '36',
    name: '合同审阅',
    logo: svgImage('H', 36),
    version: '1.0.0',
    status: 'draft',
    liveVersion: null,
    updating: false,
    editHref: '/developer/plugins?edit=36',
    submittedAt: '2026年11月23日',
  },
];

const reviews: RecentReviewItem[] = [
  {
    id: '34-1.0.0',
    name: '股市预言家',
    href: '/developer/plugins?edit=34',
    version: '1.0.0',
    status: 'rejected',
    reviewedAt: '2026-11-19T07:00:00.000Z',
    reviewedAtText: '2026年11月19日',
    comment: '描述中承诺了投资收益，违反平台规范。',
  },
  {
    id: '31-1.2.0',
    name: '会议纪要',
    href: '/developer/plugins?edit=31',
    version: '1.2.0',
    status: 'approved',
    reviewedAt: '2026-10-28T09:30:00.000Z',
    reviewedAtText: '2026年10月28日',
    comment: null,
  },
];

const meta = {
  title: 'Screens/AgentStatusList',
  component: AgentStatusList,
  args: { agents },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Card padding="none">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof AgentStatusList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** each agent's state, what is live, who shared it, why it was turned down, and its links */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '会议纪要' })).toBeVisible();
    await expect(canvas.getByText('v2.0.0 在架')).toBeVisible();
    await expect(canvas.getByText('由 王团队 授权 · 提交于 2026年11月17日')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '修改并重新提交 股市预言家' })).toHaveAttribute(
      'href',
      '/developer/plugins?edit=34',
    );
    await expect(canvas.getAllByRole('link', { name: '数据统计' })).toHaveLength(2);
    // a draft is saved, not submitted: tested, then submitted from its page
    await expect(canvas.getByText('草稿')).toBeVisible();
    await expect(canvas.getByText('保存于 2026年11月23日')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '测试并提交 合同审阅' })).toHaveAttribute(
      'href',
      '/developer/plugins?edit=36',
    );
  },
};

/** a short row per agent, for a dashboard card, beside the latest review decisions */
export const Compact: Story = {
  args: { size: 'compact' },
  render: (args) => (
    <>
      <AgentStatusList {...args} />
      <RecentReviewList className="lu:border-border lu:border-t" reviews={reviews} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('v2.1.0 · 新版本审核中')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '股市预言家' })).toHaveLength(2);
    await expect(canvas.getByText('（无审核意见）')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Published')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit 会议纪要' })).toBeVisible();
  },
};

/** the actions go under each agent */
export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
