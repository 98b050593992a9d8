import { Button, ReviewPoints } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, FilePenLine, PackagePlus } from 'lucide-react';
import { expect } from 'storybook/test';
import { RejectionReason, SubmissionStatus, SubmissionSteps } from './SubmissionStatus.tsx';

const meta = {
  title: 'Screens/SubmissionStatus',
  component: SubmissionStatus,
  args: {
    status: 'pending',
    title: '申请已提交，正在审核',
    children: (
      <p className="lu:text-muted-foreground lu:text-sm">
        审核预计需要 7 个工作日，结果会显示在这里。
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '申请已提交，正在审核' })).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
  },
};

/** a rejection: the reviewer's reason, the points to fix and the way to resubmit */
export const Rejected: Story = {
  args: {
    status: 'rejected',
    title: '申请未通过',
    children: (
      <>
        <RejectionReason>营业执照上的公司名称与填写的不一致，请核对后重新提交。</RejectionReason>
        <ReviewPoints
          title="需要修改的地方"
          points={[
            { id: '1', fieldLabel: '公司名称', action: '填写营业执照上的全称', addressed: false },
          ]}
        />
        <Button>
          <FilePenLine aria-hidden="true" />
          修改并重新提交
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未通过原因：')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '修改并重新提交' })).toBeVisible();
  },
};

/** before applying: the steps ahead */
export const Steps: Story = {
  render: () => (
    <SubmissionSteps
      steps={[
        { icon: <FilePenLine aria-hidden="true" />, text: '填写开发者与企业信息' },
        { icon: <Clock aria-hidden="true" />, text: '平台审核，约 7 个工作日' },
        { icon: <PackagePlus aria-hidden="true" />, text: '通过后提交插件、管理团队' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EnglishDark: Story = {
  ...Rejected,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Rejected,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
