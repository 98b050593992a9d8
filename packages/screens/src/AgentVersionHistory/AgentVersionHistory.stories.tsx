import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgentVersionHistory, type AgentVersionItem } from './AgentVersionHistory.tsx';

const versions: AgentVersionItem[] = [
  {
    id: '305',
    version: '1.1.0',
    status: 'rejected',
    live: false,
    submittedAt: '2026年11月17日 15:00',
    reviewerName: '周立',
    reviewedAt: '2026年11月19日 15:00',
    comment: '描述中承诺了投资收益，违反平台规范。请删除收益承诺后重新提交。',
    points: [
      {
        id: '81',
        fieldLabel: '中文描述',
        action: '删除“稳赚不赔”“年化收益”等收益承诺',
        addressed: false,
      },
    ],
  },
  {
    id: '301',
    version: '1.0.0',
    status: 'approved',
    live: true,
    submittedAt: '2026年11月1日 10:00',
    reviewerName: '周立',
    reviewedAt: '2026年11月2日 09:00',
    comment: null,
    points: [],
  },
];

const meta = {
  title: 'Screens/AgentVersionHistory',
  component: AgentVersionHistory,
  args: { versions },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xs lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentVersionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** newest first: the rejected update with its points, then the live version */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '版本与审核记录' })).toBeVisible();
    await expect(canvas.getByText('线上版本')).toBeVisible();
    await expect(
      canvas.getByText('周立 审核于 2026年11月19日 15:00', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: '需要修改的地方' })).toBeVisible();
  },
};

/** the first version, still in review */
export const Pending: Story = {
  args: {
    versions: [
      {
        id: '304',
        version: '1.0.0',
        status: 'pending',
        live: false,
        submittedAt: '2026年11月20日 18:00',
        reviewerName: null,
        reviewedAt: null,
        comment: null,
        points: [],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('提交于 2026年11月20日 18:00')).toBeVisible();
    await expect(canvas.queryByText('线上版本')).toBeNull();
  },
};

/** saved, not yet submitted: when it was saved */
export const Draft: Story = {
  args: {
    versions: [
      {
        id: '307',
        version: '1.0.0',
        status: 'draft',
        live: false,
        submittedAt: '2026年11月23日 14:00',
        reviewerName: null,
        reviewedAt: null,
        comment: null,
        points: [],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('草稿')).toBeVisible();
    await expect(canvas.getByText('保存于 2026年11月23日 14:00')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('live')).toBeVisible();
  },
};
