import { adminHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import AgentVersionReviewPage from './AgentVersionReviewPage.tsx';

const meta = {
  title: 'App/Admin/AgentVersionReviewPage',
  component: AgentVersionReviewPage,
  decorators: [withAppRouter(adminRoutes, '/admin/plugins/review/303', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        version: [adminHandlers.agentVersion.update],
        reveal: [adminHandlers.revealAgentVersion.ok],
        review: [adminHandlers.reviewAgentVersion.ok],
        checks: [adminHandlers.versionChecks.passed],
        tryIt: [adminHandlers.tryVersion.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof AgentVersionReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersionOfAPublishedAgent: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '审核：代码审查 v2.1.0' }),
    ).toBeVisible();
    await expect(canvas.getByText(/线上版本 v2.0.0 在审核期间保持上架/)).toBeVisible();
    const changes = within(canvas.getByRole('region', { name: '与线上版本相比的修改' }));
    await expect(changes.getByRole('rowheader', { name: '中文描述' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '中文封面' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: '审核管理' })).getByRole('link', {
        name: /插件审核/,
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** the reviewer reads the version's report and sends it a message of their own */
export const ReportAndTryIt: Story = {
  play: async ({ canvas }) => {
    const report = within(await canvas.findByRole('region', { name: /^接入检查报告/ }));
    await expect(await report.findByRole('table', { name: '检查项' })).toBeVisible();
    await expect(report.getByText('· 1 项提醒')).toBeVisible();
    // a reviewer reads it; only the developer runs it again
    await expect(report.queryByRole('button', { name: '重新检查' })).toBeNull();
    const tryIt = within(canvas.getByRole('region', { name: '试用' }));
    await userEvent.type(tryIt.getByLabelText('测试消息'), '这份合同的付款条款有什么风险？');
    await userEvent.click(tryIt.getByRole('button', { name: '发送' }));
    await expect(await tryIt.findByText('付款条款')).toBeVisible();
    await expect(tryIt.getByText('调用成功')).toBeVisible();
  },
};

/** a blocking failure: the reviewer sees which check failed and why */
export const ReportWithABlockingFailure: Story = {
  parameters: { msw: { handlers: { checks: [adminHandlers.versionChecks.failed] } } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: /^接入检查报告/ });
    const row = within(await within(region).findByRole('row', { name: /拒绝未签名的请求/ }));
    await expect(row.getByText('未通过')).toBeVisible();
    region.scrollIntoView();
  },
};

/** a pending version without a report: it is being made as the page opens */
export const ReportBeingMade: Story = {
  parameters: { msw: { handlers: { checks: [adminHandlers.versionChecks.running] } } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: /^接入检查报告/ });
    await expect(within(region).getByRole('status')).toHaveTextContent('正在检查');
    region.scrollIntoView();
  },
};

export const FirstSubmission: Story = {
  parameters: { msw: { handlers: { version: [adminHandlers.agentVersion.first] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '审核：幻灯片生成器 v1.0.0' }),
    ).toBeVisible();
    await expect(canvas.getByText('这是第一次提交。')).toBeVisible();
    await expect(canvas.getByText(/超过 7 个工作日的承诺/)).toBeVisible();
  },
};

/** sent back as it was: the developer's reason stands above the (empty) changes */
export const ResubmittedAsItWas: Story = {
  parameters: { msw: { handlers: { version: [adminHandlers.agentVersion.unchanged] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('封面是品牌规定的样式，不能更换；其余内容已核对无误。'),
    ).toBeVisible();
    await expect(canvas.getByText('开发者的说明：')).toBeVisible();
  },
};

export const RevealIdCard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '显示完整的法人身份证号' }));
    await expect(await canvas.findByText('11010519491231002X')).toBeVisible();
  },
};

export const SomeoneElseDecidedFirst: Story = {
  parameters: { msw: { handlers: { review: [adminHandlers.reviewAgentVersion.conflict] } } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(0) as HTMLElement);
    await userEvent.type(form.getByLabelText('驳回原因（必填）'), '封面不清晰');
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(-1) as HTMLElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(/吴审核 于 .+ 通过了这一项，你的决定没有保存。/);
    const result = within(canvas.getByRole('region', { name: '审核结果' }));
    await expect(result.getByText('已通过')).toBeVisible();
    await expect(result.getByText('资料齐全，通过。')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '审核决定' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { version: [adminHandlers.agentVersion.notFound] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '插件申请不存在' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Review: Code Reviewer v2.1.0' }),
    ).toBeVisible();
  },
};
