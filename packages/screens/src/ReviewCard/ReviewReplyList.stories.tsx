import { developerReviewFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewReplyList } from './ReviewReplyList.tsx';

const page = (items = developerReviewFixtures) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

const meta = {
  title: 'Screens/ReviewReplyList',
  component: ReviewReplyList,
  args: {
    reviews: page(),
    filter: 'all',
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onSaveReply: fn(async () => {}),
    onDeleteReply: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewReplyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every review, the hidden one with the admin's reason; one is answered in place. */
export const Replying: Story = {
  play: async ({ canvas, args }) => {
    const hidden = canvas.getByRole('article', { name: 'user_7xq2mfp9ka 的评价' });
    await expect(hidden).toHaveTextContent('原因：含有广告引流信息');
    await userEvent.click(canvas.getByRole('button', { name: '回复 林小雨 的评价' }));
    await userEvent.click(canvas.getByRole('button', { name: '发布回复' }));
    await expect(canvas.getByText('请填写回复内容')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('公开回复'), '谢谢支持！');
    await userEvent.click(canvas.getByRole('button', { name: '发布回复' }));
    await waitFor(() =>
      expect(args.onSaveReply).toHaveBeenCalledWith(
        expect.objectContaining({ id: '1' }),
        '谢谢支持！',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '待回复' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unreplied');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saving failed: the words stay in the box with the reason. */
export const ReplyFailed: Story = {
  args: {
    onSaveReply: fn(async () => {
      throw new Error('没有保存，请稍后再试');
    }),
  },
  play: async ({ canvas }) => {
    const item = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    await userEvent.click(item.getByRole('button', { name: '编辑回复' }));
    const box = item.getByLabelText('编辑公开回复');
    await userEvent.type(box, '（已修复）');
    await userEvent.click(item.getByRole('button', { name: '发布回复' }));
    await expect(await item.findByText('没有保存，请稍后再试')).toBeVisible();
    await expect(box).toHaveValue('感谢反馈！1.2.0 已改进表格识别，欢迎升级后再试。（已修复）');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Removing a reply asks first. */
export const DeleteReply: Story = {
  play: async ({ canvas, args }) => {
    const item = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    await userEvent.click(item.getByRole('button', { name: '删除回复' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '删除回复' }));
    await waitFor(() =>
      expect(args.onDeleteReply).toHaveBeenCalledWith(expect.objectContaining({ id: '2' })),
    );
  },
};

export const Unreplied: Story = {
  args: {
    filter: 'unreplied',
    reviews: page(developerReviewFixtures.filter((r) => !r.reply && r.state === 'visible')),
  },
};

export const Empty: Story = {
  args: { reviews: page([]), filter: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/还没有评价/)).toBeVisible();
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
    await expect(canvas.getByRole('button', { name: 'Awaiting reply' })).toBeVisible();
    await expect(canvas.getAllByText('Verified subscriber')[0]).toBeVisible();
  },
};
