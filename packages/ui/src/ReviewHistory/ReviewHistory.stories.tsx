import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewHistory, type ReviewHistoryItem } from './ReviewHistory.tsx';

const entries: ReviewHistoryItem[] = [
  {
    id: '2026-11-18T02:00:00Z',
    status: 'rejected',
    submittedAt: '2026年11月18日 10:00',
    reviewerName: '周立',
    reviewedAt: '2026年11月19日 15:20',
    comment: '企业信息与营业执照不一致',
    points: [
      { id: '1', fieldLabel: '公司名称', action: '填写营业执照上登记的公司全称', addressed: true },
      {
        id: '2',
        fieldLabel: '统一社会信用代码',
        action: '核对统一社会信用代码，与营业执照一致',
        addressed: false,
      },
    ],
  },
  {
    id: '2026-11-10T02:00:00Z',
    status: 'approved',
    submittedAt: '2026年11月10日 10:00',
    reviewerName: null,
    reviewedAt: '2026年11月11日 09:00',
    comment: '',
    points: [],
  },
];

const meta = {
  title: 'Library/ReviewHistory',
  component: ReviewHistory,
  args: { entries },
  decorators: [
    (Story) => (
      <div className="lu:max-w-2xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const history = within(canvas.getByRole('region', { name: '审核历史' }));
    await expect(history.getByText(/提交于 2026年11月10日 10:00 · 审核于/)).toBeVisible();
    await expect(
      history.getByText(/提交于 2026年11月18日 10:00 · 周立 审核于 2026年11月19日 15:20/),
    ).toBeVisible();
    await expect(history.getByText('企业信息与营业执照不一致')).toBeVisible();
    await expect(history.getByRole('region', { name: '需要修改的地方' })).toBeVisible();
  },
};

export const FirstSubmission: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这是第一次提交。')).toBeVisible();
  },
};

export const StillPending: Story = {
  args: {
    entries: [
      {
        id: 'p',
        status: 'pending',
        submittedAt: '2026年11月20日 10:00',
        reviewerName: null,
        reviewedAt: null,
        comment: '',
        points: [],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('提交于 2026年11月20日 10:00')).toBeVisible();
    await expect(canvas.queryByText(/审核于/)).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        ...(entries[0] as ReviewHistoryItem),
        comment:
          '描述中含有“稳赚不赔”“保证收益”等收益承诺，封面也使用了收益曲线图，均不符合上架规范。请全部删除后重新提交，并在描述中加入风险提示，说明分析结果仅供参考。',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/说明分析结果仅供参考/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    entries: [
      {
        ...(entries[0] as ReviewHistoryItem),
        submittedAt: 'Nov 18, 2026, 10:00 AM',
        reviewerName: 'Zhou Li',
        reviewedAt: 'Nov 19, 2026, 3:20 PM',
        comment: 'The company details do not match the business licence.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Review history' })).toBeVisible();
    await expect(canvas.getByText(/Reviewed by Zhou Li on Nov 19, 2026/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '审核历史' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('企业信息与营业执照不一致')).toBeVisible();
  },
};
