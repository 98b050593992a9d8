import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ReviewDialogContent, ReviewDialogSection } from './ReviewDialog.tsx';

const onApprove = fn();
const onReject = fn();

const meta = {
  title: 'Library/ReviewDialog',
  component: ReviewDialogContent,
  args: {
    title: '双语会议纪要',
    status: 'pending',
    submitted: '张三 提交于 2026年11月22日 10:30',
    details: [
      { term: '中文名称', value: '双语会议纪要', format: 'prose' },
      { term: '英文名称', value: 'Bilingual Minutes', format: 'prose' },
      { term: '中文描述', value: '先整理会议纪要，再改写得简洁。', format: 'prose' },
      {
        term: '英文描述',
        value: 'Takes the minutes, then makes them short.',
        format: 'prose',
        lang: 'en',
      },
    ],
    decision: {
      approveLabel: '通过并发布',
      reasonLabel: '驳回原因（必填，开发者会看到）',
      onApprove,
      onReject,
    },
    children: (
      <ReviewDialogSection
        title="成员与分工"
        badge={<Badge>依次执行</Badge>}
        description="成员按顺序处理，后一位拿到前一位的结果。"
      >
        <ol className="lu:text-sm">
          <li>第 1 步 · 纪要员</li>
          <li>第 2 步 · 润色员</li>
        </ol>
      </ReviewDialogSection>
    ),
  },
  render: (args) => (
    <Dialog open>
      <ReviewDialogContent {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof ReviewDialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '双语会议纪要' }));
    await expect(dialog.getByText('Bilingual Minutes')).toBeVisible();
    await expect(dialog.getByRole('region', { name: '成员与分工' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '通过并发布' }));
    await expect(onApprove).toHaveBeenCalled();
  },
};

/** rejecting asks for the reason first, then sends it */
export const RejectNeedsAReason: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('驳回时请填写原因');
    await userEvent.type(
      dialog.getByRole('textbox', { name: '驳回原因（必填，开发者会看到）' }),
      '润色员还没有上架。',
    );
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(onReject).toHaveBeenCalledWith('润色员还没有上架。');
  },
};

/** decided: the reason it was rejected, no decision bar */
export const Rejected: Story = {
  args: { status: 'rejected', rejectionReason: '润色员还没有上架，请换一个已上架的智能体。' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/驳回原因：润色员还没有上架/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '驳回' })).toBeNull();
  },
};

/** the failure of a decision, in English and the dark theme */
export const FailedEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  args: {
    title: 'Bilingual Minutes',
    submitted: 'Sent by Jane Doe on Nov 22, 2026, 10:30 AM',
    details: [
      { term: 'Name', value: 'Bilingual Minutes', format: 'prose' },
      { term: 'Description', value: 'Takes the minutes, then makes them short.', format: 'prose' },
    ],
    decision: {
      approveLabel: 'Approve and publish',
      reasonLabel: 'Reason (required, the developer sees it)',
      onApprove,
      onReject,
      error: 'Every member must be on the market first. Not on the market: Draft helper.',
    },
    children: null,
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Bilingual Minutes' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Not on the market: Draft helper');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '通过并发布' })).toBeVisible();
  },
};
