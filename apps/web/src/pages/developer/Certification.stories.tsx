import {
  authHandlers,
  developerHandlers,
  userFixtures,
  VALID_CREDIT_CODE,
  VALID_ID_CARD,
} from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import Certification from './Certification.tsx';

const meta = {
  title: 'App/Developer/Certification',
  component: Certification,
  decorators: [withAppRouter(developerRoutes, '/developer/certification', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        application: [developerHandlers.application.none],
        submit: [developerHandlers.submitApplication.ok],
      },
    },
  },
} satisfies Meta<typeof Certification>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillValid(canvas: Canvas) {
  const form = await canvas.findByRole('form', { name: '开发者认证申请' });
  const inside = within(form);
  await userEvent.type(inside.getByLabelText('开发者姓名'), '林小雨');
  await userEvent.type(inside.getByLabelText('手机号'), '13900000003');
  await userEvent.type(inside.getByLabelText('邮箱'), 'user@legion.local');
  await userEvent.type(inside.getByLabelText('公司名称'), '小雨科技有限公司');
  await userEvent.selectOptions(inside.getByLabelText('所属行业'), '互联网');
  await userEvent.type(inside.getByLabelText('法人姓名'), '林小雨');
  await userEvent.type(inside.getByLabelText('法人身份证号'), VALID_ID_CARD);
  await userEvent.type(inside.getByLabelText('统一社会信用代码'), VALID_CREDIT_CODE);
  return inside;
}

export const ApplicationForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '开发者认证申请' })).toBeVisible();
    await expect(canvas.getByText('平台审核，约 7 个工作日')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开发者认证' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请完整填写必填项');
    await expect(canvas.getByLabelText('开发者姓名')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidMobile: Story = {
  play: async ({ canvas }) => {
    const inside = await fillValid(canvas);
    await userEvent.clear(inside.getByLabelText('手机号'));
    await userEvent.type(inside.getByLabelText('手机号'), '12345');
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(await inside.findByText('请输入有效的手机号码')).toBeVisible();
  },
};

export const InvalidIdCardAndCreditCode: Story = {
  play: async ({ canvas }) => {
    const inside = await fillValid(canvas);
    // one digit off: the check characters no longer match
    await userEvent.clear(inside.getByLabelText('法人身份证号'));
    await userEvent.type(inside.getByLabelText('法人身份证号'), '110105194912310021');
    await userEvent.clear(inside.getByLabelText('统一社会信用代码'));
    await userEvent.type(inside.getByLabelText('统一社会信用代码'), '91350100M000100Y44');
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(await inside.findByText('身份证号码格式不正确')).toBeVisible();
    // the button was busy a moment; whether it has focus back is not what this shows
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(inside.getByText('统一社会信用代码格式不正确')).toBeVisible();
  },
};

export const ServerRefusesAField: Story = {
  parameters: { msw: { handlers: { submit: [developerHandlers.submitApplication.invalid] } } },
  play: async ({ canvas }) => {
    const inside = await fillValid(canvas);
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(await inside.findByText('身份证号码格式不正确')).toBeVisible();
    // the button was busy a moment; whether it has focus back is not what this shows
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SubmitGoesToReview: Story = {
  play: async ({ canvas }) => {
    const inside = await fillValid(canvas);
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(
      await canvas.findByRole('heading', { name: '申请已提交，正在审核' }),
    ).toBeVisible();
    await expect(canvas.getByText('小雨科技有限公司')).toBeVisible();
    // sent as its code, shown by its name
    await expect(canvas.getByText('互联网')).toBeVisible();
  },
};

/** an industry the list does not have, in the applicant's own words */
export const IndustryInOwnWords: Story = {
  play: async ({ canvas }) => {
    const inside = await fillValid(canvas);
    await userEvent.selectOptions(inside.getByLabelText('所属行业'), '其他（自己填写）');
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(await inside.findByRole('alert')).toHaveTextContent('请完整填写必填项');
    await userEvent.type(inside.getByLabelText('行业名称'), '智能硬件');
    await userEvent.click(inside.getByRole('button', { name: '提交申请' }));
    await expect(
      await canvas.findByRole('heading', { name: '申请已提交，正在审核' }),
    ).toBeVisible();
    await expect(canvas.getByText('智能硬件')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { application: [developerHandlers.application.pending] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '申请已提交，正在审核' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '审核预计需要 7 个工作日，结果会显示在这里。 预计 2026年11月27日 前给出结果。',
      ),
    ).toBeVisible();
  },
};

export const Rejected: Story = {
  parameters: { msw: { handlers: { application: [developerHandlers.application.rejected] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '申请未通过' })).toBeVisible();
    await expect(canvas.getByText(/公司名称与统一社会信用代码登记的名称不一致/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改并重新提交' }));
    await expect(canvas.getByLabelText('公司名称')).toHaveValue('小雨科技有限公司');
    await expect(canvas.getByLabelText('所属行业')).toHaveValue('software');
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(
      await canvas.findByRole('heading', { name: '申请已提交，正在审核' }),
    ).toBeVisible();
  },
};

export const Approved: Story = {
  parameters: {
    msw: {
      handlers: {
        application: [developerHandlers.application.approved],
        // the page asks the server who the user is now; here the answer is still a plain
        // user, so the approved state stays on screen
        me: [authHandlers.currentUser.ok(userFixtures.user)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '你已成为认证开发者' })).toBeVisible();
    await expect(canvas.getByText('审核意见：资料齐全，通过。')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { application: [developerHandlers.application.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载认证信息')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { application: [developerHandlers.application.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('认证信息加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: RequiredFieldsMissing.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  parameters: { msw: { handlers: { application: [developerHandlers.application.rejected] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Application not approved' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit and resubmit' })).toBeVisible();
    await expect(canvas.getByText('Software and IT services')).toBeVisible();
  },
};
