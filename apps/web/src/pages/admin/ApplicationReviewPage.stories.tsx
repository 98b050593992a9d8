import { adminHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import ApplicationReviewPage from './ApplicationReviewPage.tsx';

const meta = {
  title: 'App/Admin/ApplicationReviewPage',
  component: ApplicationReviewPage,
  decorators: [withAppRouter(adminRoutes, '/admin/dev/review/102', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        application: [adminHandlers.application.pending],
        reveal: [adminHandlers.revealApplication.ok],
        review: [adminHandlers.reviewApplication.ok],
      },
    },
  },
} satisfies Meta<typeof ApplicationReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Resubmission: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '审核：王五' }),
    ).toBeVisible();
    await expect(canvas.getByText(/超过 7 个工作日的承诺/)).toBeVisible();
    const points = within(canvas.getByRole('region', { name: '上次驳回要求修改的地方' }));
    await expect(points.getByText('已修改')).toBeVisible();
    await expect(points.getByText('未修改')).toBeVisible();
    // what the resubmission did to each point's field
    await expect(points.getByText('已改为：五洲数据服务有限公司')).toBeVisible();
    await expect(points.getByText('这个字段没有变化')).toBeVisible();
    const changes = canvas.getByRole('region', { name: '与上次提交相比的修改' });
    await expect(changes).toHaveTextContent('五洲数据服务有限公司');
    // an industry is named, whether listed (a code) or in the applicant's own words
    await expect(changes).toHaveTextContent(/大数据服务.*互联网/);
    // the developer (开发者) menu item stays highlighted for review pages
    await expect(
      within(canvas.getByRole('navigation', { name: '审核管理' })).getByRole('link', {
        name: /开发者审核/,
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const RevealIsOnRequest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('137****1207')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '显示完整的手机号' }));
    await expect(await canvas.findByText('13700001207')).toBeVisible();
    await expect(canvas.getByText('110105********002X')).toBeVisible();
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(-1) as HTMLElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('驳回时请填写原因');
  },
};

export const RejectWithPoints: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.type(
      form.getByLabelText('驳回原因（必填）'),
      '统一社会信用代码仍与营业执照不一致',
    );
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await userEvent.selectOptions(form.getByLabelText('字段'), 'socialCreditCode');
    await userEvent.type(form.getByLabelText('怎样修改'), '按营业执照重新填写');
    await expect(form.getByLabelText('字段')).toHaveValue('socialCreditCode');
    await expect(form.getByRole('button', { name: '删除第 1 处' })).toBeVisible();
    // the instruction has room to be read and typed in the narrow decision column
    await expect(form.getByLabelText('怎样修改').getBoundingClientRect().width).toBeGreaterThan(
      240,
    );
  },
};

export const SomeoneElseDecidedFirst: Story = {
  parameters: { msw: { handlers: { review: [adminHandlers.reviewApplication.conflict] } } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getAllByRole('button', { name: '通过' }).at(-1) as HTMLElement);
    // the loser is told who decided, when and what, instead of the page silently flipping
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('另一位管理员已先处理了这一项');
    await expect(notice).toHaveTextContent(/吴审核 于 .+ 驳回了这一项，你的决定没有保存。/);
    const result = within(canvas.getByRole('region', { name: '审核结果' }));
    await expect(result.getByText('统一社会信用代码与营业执照不一致')).toBeVisible();
    await expect(
      within(result.getByRole('region', { name: '这次驳回要求修改的地方' })).getByText(
        '核对统一社会信用代码，与营业执照一致',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '审核决定' })).toBeNull();
  },
};

export const SomeoneElseDecidedFirstMobile: Story = {
  ...SomeoneElseDecidedFirst,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SomeoneElseDecidedFirstEnglish: Story = {
  parameters: { msw: { handlers: { review: [adminHandlers.reviewApplication.conflict] } } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Decision' }));
    await userEvent.click(form.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /吴审核 rejected this at .+; your decision was not saved\./,
    );
  },
};

export const AlreadyDecided: Story = {
  parameters: { msw: { handlers: { application: [adminHandlers.application.approved] } } },
  play: async ({ canvas }) => {
    const result = within(await canvas.findByRole('region', { name: '审核结果' }));
    await expect(result.getByText('周立')).toBeVisible();
    await expect(result.getByText('资料齐全，通过。')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '审核决定' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AlreadyRejected: Story = {
  parameters: { msw: { handlers: { application: [adminHandlers.application.rejected] } } },
  play: async ({ canvas }) => {
    // a developer application's result names its reviewer and its points, as an agent's does
    const result = within(await canvas.findByRole('region', { name: '审核结果' }));
    await expect(result.getByText('周立')).toBeVisible();
    await expect(result.getByText('驳回原因')).toBeVisible();
    await expect(
      within(result.getByRole('region', { name: '这次驳回要求修改的地方' })).getByText(
        '填写营业执照上登记的公司全称',
      ),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { application: [adminHandlers.application.notFound] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '申请不存在' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { application: [adminHandlers.application.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载申请')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '审核：王五' }),
    ).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Review: 王五' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Decision' })).toBeVisible();
    // the industry in the reader's language, in the details and in what changed
    await expect(canvas.getAllByText('Internet')).toHaveLength(2);
  },
};
