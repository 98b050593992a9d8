import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReviewPointItem } from '../ReviewPoints/ReviewPoints.tsx';
import { ReviewResult } from './ReviewResult.tsx';

const points: ReviewPointItem[] = [
  {
    id: '1',
    fieldLabel: '统一社会信用代码',
    action: '核对统一社会信用代码，与营业执照一致',
    addressed: false,
  },
  { id: '2', fieldLabel: '公司名称', action: '填写营业执照上登记的公司全称', addressed: false },
];

const meta = {
  title: 'Library/ReviewResult',
  component: ReviewResult,
  args: {
    status: 'approved',
    reviewerName: '周立',
    reviewedAt: '2026年11月22日 10:30',
    comment: '资料齐全，通过。',
    points: [],
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-sm lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: '审核结果' }));
    await expect(panel.getByText('已通过')).toBeVisible();
    await expect(panel.getByText('周立')).toBeVisible();
    await expect(panel.getByText('2026年11月22日 10:30')).toBeVisible();
    await expect(panel.getByText('资料齐全，通过。')).toBeVisible();
    await expect(panel.queryByRole('alert')).toBeNull();
  },
};

export const RejectedWithPoints: Story = {
  args: { status: 'rejected', comment: '企业信息与营业执照不一致', points },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: '审核结果' }));
    await expect(panel.getByText('未通过')).toBeVisible();
    await expect(panel.getByText('驳回原因')).toBeVisible();
    await expect(panel.getByText('企业信息与营业执照不一致')).toBeVisible();
    const fix = within(panel.getByRole('region', { name: '这次驳回要求修改的地方' }));
    await expect(fix.getByText('统一社会信用代码')).toBeVisible();
    await expect(fix.getByText('填写营业执照上登记的公司全称')).toBeVisible();
  },
};

export const ConflictLost: Story = {
  args: {
    status: 'rejected',
    reviewerName: '吴审核',
    comment: '统一社会信用代码与营业执照不一致',
    points: points.slice(0, 1),
    conflict: true,
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('另一位管理员已先处理了这一项');
    await expect(notice).toHaveTextContent(
      '吴审核 于 2026年11月22日 10:30 驳回了这一项，你的决定没有保存。',
    );
    // what they decided stays readable below the notice, point by point
    await expect(canvas.getByText('核对统一社会信用代码，与营业执照一致')).toBeVisible();
  },
};

export const ConflictLostReviewerGone: Story = {
  args: { status: 'approved', reviewerName: null, comment: '', conflict: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '另一位管理员 于 2026年11月22日 10:30 通过了这一项',
    );
    await expect(canvas.queryByText('审核意见')).toBeNull();
  },
};

export const EnglishConflict: Story = {
  globals: { locale: 'en' },
  args: {
    status: 'approved',
    reviewerName: 'Zhou Li',
    reviewedAt: 'Nov 22, 2026, 10:30 AM',
    comment: 'Complete and correct.',
    conflict: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Zhou Li approved this at Nov 22, 2026, 10:30 AM; your decision was not saved.',
    );
    await expect(canvas.getByRole('heading', { name: 'Review result' })).toBeVisible();
    await expect(canvas.getByText('Reviewer')).toBeVisible();
  },
};

export const DarkRejected: Story = {
  globals: { theme: 'dark' },
  args: { status: 'rejected', comment: '企业信息与营业执照不一致', points, conflict: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByText('未通过')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'rejected', comment: '企业信息与营业执照不一致', points, conflict: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '这次驳回要求修改的地方' })).toBeVisible();
  },
};
