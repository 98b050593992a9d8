import { agentReviewFixtures, developerReviewFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewReportDialog } from './ReviewReportDialog.tsx';

const [first, answered, english, former] = agentReviewFixtures;
if (!first || !answered || !english || !former) throw new Error('review fixtures missing');

const meta = {
  title: 'Screens/ReviewCard',
  component: ReviewCard,
  args: { review: answered },
  decorators: [
    (Story) => (
      <div className="lu:max-w-2xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber's review, edited since, with the version it was written on and the reply. */
export const WithReply: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '138****0002 的评价' });
    await expect(within(card).getByText('已验证订阅者')).toBeVisible();
    await expect(within(card).getByText('评价于 v1.1.0')).toBeVisible();
    await expect(within(card).getByText(/已编辑/)).toBeVisible();
    const reply = within(card).getByRole('figure', { name: /开发者回复/ });
    await expect(reply).toHaveTextContent('开发者回复 · Legion 实验室');
    await expect(reply).toHaveTextContent('1.2.0 已改进表格识别');
  },
};

/** Someone who no longer subscribes: no badge. */
export const FormerSubscriber: Story = {
  args: { review: former },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('已验证订阅者')).toBeNull();
    await expect(canvas.getByText('评价于 v1.1.0')).toBeVisible();
  },
};

/** A rating without words says so rather than leaving a gap. */
export const RatingOnly: Story = {
  args: { review: { ...first, content: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只打了分，没有写文字。')).toBeVisible();
  },
};

/** The developer console's view of a hidden review shows why below the text. */
export const HiddenInConsole: Story = {
  args: {
    review: developerReviewFixtures[5] ?? first,
    children: (
      <p className="lu:bg-warning/15 lu:text-warning-strong lu:rounded-md lu:px-3 lu:py-2 lu:text-sm">
        含有广告引流信息
      </p>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const MobileEnglish: Story = {
  args: { review: english },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified subscriber')).toBeVisible();
    await expect(canvas.getByText('Reviewed on v1.2.0')).toBeVisible();
  },
};

/** Reporting: a reason is required, and "other" needs a few words. */
const onSubmit = fn();
export const Report: Story = {
  render: () => (
    <ReviewReportDialog open onOpenChange={fn()} author="138****0002" onSubmit={onSubmit} />
  ),
  play: async () => {
    onSubmit.mockClear();
    const dialog = within(await within(document.body).findByRole('dialog', { name: '举报评价' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交举报' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请选择举报原因');
    await userEvent.click(dialog.getByRole('radio', { name: /其他/ }));
    await userEvent.click(dialog.getByRole('button', { name: '提交举报' }));
    await expect(dialog.getByText('请说明这条评价哪里有问题')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('说明'), '与事实不符');
    await userEvent.click(dialog.getByRole('button', { name: '提交举报' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: 'other', note: '与事实不符' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sending failed: the choice and the words stay, and the dialog says why. */
export const ReportFailed: Story = {
  render: () => (
    <ReviewReportDialog
      open
      onOpenChange={fn()}
      author="138****0002"
      onSubmit={fn()}
      error="举报没有提交，请稍后再试"
    />
  ),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '举报评价' }));
    await userEvent.click(dialog.getByRole('radio', { name: /垃圾广告/ }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('举报没有提交，请稍后再试');
    await expect(dialog.getByRole('radio', { name: /垃圾广告/ })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReportMobileEnglish: Story = {
  render: () => (
    <ReviewReportDialog
      open
      onOpenChange={fn()}
      author="138****0002"
      onSubmit={fn()}
      error="The report was not sent. Please try again later."
    />
  ),
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Report review' }),
    );
    await expect(dialog.getByRole('radio', { name: /Personal data/ })).toBeVisible();
  },
};
