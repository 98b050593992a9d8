import { adminHandlers, legionHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import LegionVersionsPage from './LegionVersionsPage.tsx';

const meta = {
  title: 'App/Admin/LegionVersionsPage',
  component: LegionVersionsPage,
  decorators: [withAppRouter(adminRoutes, '/admin/legions', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        queue: [legionHandlers.reviewQueue.ok],
        review: [legionHandlers.review.ok],
      },
    },
  },
} satisfies Meta<typeof LegionVersionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '军团申请' }))
    .getAllByRole('row')
    .slice(1);

/** opens the first submission and answers its dialog */
async function openFirst(canvas: ReturnType<typeof within>) {
  const [row] = (await rows(canvas)) as [HTMLElement];
  await userEvent.click(within(row).getByRole('button', { name: /审核/ }));
  return screen.findByRole('dialog', { name: '双语纪要' });
}

export const Pending: Story = {
  play: async ({ canvas }) => {
    const [row] = (await rows(canvas)) as [HTMLElement];
    await expect(row).toHaveTextContent('双语纪要');
    await expect(row).toHaveTextContent('顺序协作');
    await expect(row).toHaveTextContent('2 个成员');
    await expect(row).toHaveTextContent('陈开发');
    await expect(row).toHaveTextContent('审核中');
    await expect(canvas.getByRole('button', { name: '待审核' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: /军团审核/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Submission: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openFirst(canvas));
    // names and descriptions in both languages
    await expect(dialog.getByText('Bilingual Minutes')).toBeVisible();
    await expect(dialog.getByText('先由计算员算出结果，再由讲解员结合知识库说明。')).toBeVisible();
    await expect(
      dialog.getByText('The calculator works it out, then the explainer puts it in context.'),
    ).toBeVisible();
    // the members in order, with roles, instructions and whether they are on the market
    const chain = dialog.getByRole('list', { name: '成员（按顺序）' });
    const [first, second] = within(chain).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('第 1 步 · 纪要员');
    await expect(first).toHaveTextContent('会议纪要');
    await expect(first).toHaveTextContent('没有额外说明');
    await expect(second).toHaveTextContent('润色员');
    await expect(second).toHaveTextContent('把纪要改写得简洁');
    await expect(second).toHaveTextContent('未上架');
  },
};

export const Approve: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFirst(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '通过并发布' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openFirst(canvas));
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('驳回时请填写原因');
    await userEvent.type(
      dialog.getByRole('textbox', { name: '驳回原因（必填，开发者会看到）' }),
      '润色员还没有上架，请换一个已上架的智能体。',
    );
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const MembersOffMarket: Story = {
  parameters: { msw: { handlers: { review: [legionHandlers.review.membersOffMarket] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openFirst(canvas));
    await userEvent.click(dialog.getByRole('button', { name: '通过并发布' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Every member must be on the market before the legion is',
    );
    await expect(alert).toHaveTextContent('还没有上架的成员：草稿助手');
    await expect(screen.getByRole('dialog')).toBeVisible();
    // the decision can be tried again once the refusal is in
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '通过并发布' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { queue: [legionHandlers.reviewQueue.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有待审核的军团')).toBeVisible();
  },
};

export const Approved: Story = {
  parameters: { path: '/admin/legions?status=approved' },
  play: async ({ canvas }) => {
    const [row, ...more] = (await rows(canvas)) as [HTMLElement];
    await expect(more).toHaveLength(0);
    await expect(row).toHaveTextContent('行政小队');
    await expect(row).toHaveTextContent('已通过');
    await expect(canvas.getByRole('button', { name: '已通过' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** the tabs in the order of the other queues; 全部 lists every status, oldest first */
export const AllTab: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    const tabs = within(canvas.getByRole('group', { name: '按状态筛选' })).getAllByRole('button');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      '待审核',
      '未通过',
      '已通过',
      '全部',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    const [first, second, third] = (await rows(canvas)) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('行政小队');
    await expect(first).toHaveTextContent('林小团');
    await expect(second).toHaveTextContent('随便问问');
    await expect(second).toHaveTextContent('未通过');
    await expect(third).toHaveTextContent('双语纪要');
    await expect(canvas.getByText('共 3 条')).toBeVisible();
  },
};

export const FindByKeyword: Story = {
  parameters: { path: '/admin/legions?status=all' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    await userEvent.type(canvas.getByLabelText('关键词'), 'bilingual');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('双语纪要');
    // by the developer, still on the 全部 tab
    await userEvent.clear(canvas.getByLabelText('关键词'));
    await userEvent.type(canvas.getByLabelText('关键词'), '陈开发');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SubmittedBetween: Story = {
  parameters: { path: '/admin/legions?status=all' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-11-10');
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-11-12');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('随便问问');
  },
};

export const NothingMatches: Story = {
  parameters: { path: '/admin/legions?status=all&q=%E6%B2%A1%E6%9C%89' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的军团申请')).toBeVisible();
    await expect(canvas.getByLabelText('关键词')).toHaveValue('没有');
    await expect(canvas.getByRole('button', { name: '清除' })).toBeVisible();
  },
};

/** every row a card on a phone, under the same filters */
export const AllOnAPhone: Story = {
  parameters: { path: '/admin/legions?status=all' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    await expect(canvas.getByLabelText('关键词')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Submission.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const [, row] = (await canvas.findAllByRole('row')) as [HTMLElement, HTMLElement];
    await expect(row).toHaveTextContent('Bilingual Minutes');
    await expect(row).toHaveTextContent('Sequence');
  },
};

export const EnglishOnAPhone: Story = {
  parameters: { path: '/admin/legions?status=all' },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByLabelText('Keyword')).toBeVisible();
  },
};
