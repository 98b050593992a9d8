import { moderatedReviewFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewModerationList } from './ReviewModerationList.tsx';

const page = (items = moderatedReviewFixtures.slice(0, 2)) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const meta = {
  title: 'Screens/ReviewModerationList',
  component: ReviewModerationList,
  args: {
    reviews: page(),
    status: 'reported',
    onStatusChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onDecide: fn(async () => {}),
    renderAgentLink: (_review, name) => (
      <a href="#agent" className="lu:text-primary lu:underline">
        {name}
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewModerationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reported reviews with every open report; hiding one needs a reason. */
export const Reported: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 条举报')).toBeVisible();
    await expect(canvas.getByText('泄露个人信息')).toBeVisible();
    await expect(canvas.getByText('：评价里有完整的手机号')).toBeVisible();
    const second = within(
      canvas.getByRole('article', { name: '138****0417 的评价' }).closest('li') as HTMLElement,
    );
    await userEvent.click(second.getByRole('button', { name: '隐藏' }));
    await userEvent.click(second.getByRole('button', { name: '确认隐藏' }));
    await expect(second.getByText('请填写原因，作者会看到它')).toBeVisible();
    await userEvent.type(second.getByLabelText('隐藏原因'), '含有他人手机号');
    await userEvent.click(second.getByRole('button', { name: '确认隐藏' }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith(
        expect.objectContaining({ id: '7' }),
        'hide',
        '含有他人手机号',
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A decision that fails keeps the reason in its box and says why. */
export const DecisionFailed: Story = {
  args: {
    onDecide: fn(async () => {
      throw new Error('操作没有完成，请稍后再试');
    }),
  },
  play: async ({ canvas }) => {
    const first = within(
      canvas.getByRole('article', { name: '138****0002 的评价' }).closest('li') as HTMLElement,
    );
    await userEvent.click(first.getByRole('button', { name: '保留' }));
    await userEvent.type(first.getByLabelText('保留原因'), '正常的使用反馈');
    await userEvent.click(first.getByRole('button', { name: '确认保留' }));
    await expect(await first.findByText('操作没有完成，请稍后再试')).toBeVisible();
    await expect(first.getByLabelText('保留原因')).toHaveValue('正常的使用反馈');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Hidden reviews with the decision; one can be shown again. */
export const Hidden: Story = {
  args: { status: 'hidden', reviews: page(moderatedReviewFixtures.slice(2, 3)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/隐藏：含有广告引流信息/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '恢复显示' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '隐藏' })).toBeNull();
  },
};

export const Kept: Story = {
  args: { status: 'kept', reviews: page(moderatedReviewFixtures.slice(3)) },
};

export const Empty: Story = {
  args: { reviews: page([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待处理的举报。')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { reviews: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载评价' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { reviews: undefined, error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 reports')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Hide' })[0]).toBeVisible();
  },
};
