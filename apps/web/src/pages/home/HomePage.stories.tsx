import { feedbackHandlers } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import HomePage from './HomePage.tsx';

const meta = {
  title: 'App/Home/HomePage',
  component: HomePage,
  decorators: [withAppRouter([{ path: '/', element: <HomePage /> }], '/')],
  parameters: {
    // the code button counts down from the moment it was pressed: a still clock keeps it still
    clock: { at: '2026-11-22T09:00:00Z', still: true },
    msw: {
      handlers: {
        smsCode: [feedbackHandlers.smsCode.ok],
        submit: [feedbackHandlers.submit.ok],
      },
    },
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form loads as its section nears the screen: bring the section into view until it has
 * loaded, then back to where the page was, so the story's screenshot is of the same place.
 */
const form = async (canvas: ReturnType<typeof within>) => {
  const section = document.getElementById('home-feedback');
  // every scrolling box around the section, with where it was
  const boxes: [Element, number][] = [];
  for (let box = section?.parentElement; box; box = box.parentElement) {
    boxes.push([box, box.scrollTop]);
  }
  section?.scrollIntoView();
  const found = await canvas.findByRole('form', { name: /^(意见反馈|Feedback)$/ });
  for (const [box, top] of boxes) box.scrollTop = top;
  return within(found);
};

/**
 * Where a story about the form ends: the whole section in view, its end at the screen's end.
 * Typing, sending and the focus moved to a wrong field each scroll the page on their own, by
 * amounts that depend on when the messages appear; the screenshot must not.
 */
const showForm = () =>
  document.getElementById('home-feedback')?.closest('section')?.scrollIntoView({ block: 'end' });

async function fill(canvas: ReturnType<typeof within>, overrides: Record<string, string> = {}) {
  const feedback = await form(canvas);
  const values: Record<string, string> = {
    公司名称: '小雨科技',
    联系人: '林小雨',
    手机号: '13800138000',
    短信验证码: '123456',
    详细内容: '想了解企业版的私有部署方案。',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(feedback.getByLabelText(label), value);
  }
  return feedback;
}

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '让智能体组成你的军团' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '去中心化身份' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '数据容器' })).toBeVisible();
    await expect(canvas.getByText(/临时群聊在创建 24 小时后自动解散/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '阅后即焚' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Android 下载/ })).toHaveAttribute(
      'href',
      expect.stringContaining('.apk'),
    );
    await expect(canvas.getByRole('link', { name: '400-820-2026' })).toHaveAttribute(
      'href',
      'tel:4008202026',
    );
    await form(canvas);
  },
};

export const HomeOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await form(canvas);
  },
};

export const HomeInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('军团');
    await expect(canvas.getByText(/24 hours/)).toBeInTheDocument();
    await form(canvas);
  },
};

export const FeedbackEmpty: Story = {
  play: async ({ canvas }) => {
    const feedback = await form(canvas);
    await userEvent.click(feedback.getByRole('button', { name: '提交反馈' }));
    await expect(await feedback.findByText('请完整填写必填项')).toBeVisible();
    await expect(feedback.getAllByText('此项必填')).toHaveLength(5);
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};

export const FeedbackInvalid: Story = {
  play: async ({ canvas }) => {
    const feedback = await fill(canvas, { 手机号: '1380013', 短信验证码: '12ab' });
    await userEvent.click(feedback.getByRole('button', { name: '提交反馈' }));
    await expect(await feedback.findByText('请输入有效的手机号码')).toBeVisible();
    await expect(feedback.getByText('请输入 6 位数字验证码')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};

export const CodeNeedsAPhone: Story = {
  play: async ({ canvas }) => {
    const feedback = await form(canvas);
    await userEvent.click(feedback.getByRole('button', { name: '获取验证码' }));
    await expect(await feedback.findByText('请输入有效的手机号码')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};

export const CodeSentCountingDown: Story = {
  play: async ({ canvas }) => {
    const feedback = await form(canvas);
    await userEvent.type(feedback.getByLabelText('手机号'), '13800138000');
    await userEvent.click(feedback.getByRole('button', { name: '获取验证码' }));
    await expect(await feedback.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    await expect(feedback.getByText('验证码已发送，10 分钟内有效。')).toBeVisible();
    showForm();
  },
};

export const CodeRateLimited: Story = {
  parameters: { msw: { handlers: { smsCode: [feedbackHandlers.smsCode.rateLimited] } } },
  play: async ({ canvas }) => {
    const feedback = await form(canvas);
    await userEvent.type(feedback.getByLabelText('手机号'), '13800138000');
    await userEvent.click(feedback.getByRole('button', { name: '获取验证码' }));
    await expect(
      await feedback.findByText('Too many codes requested: please try again later'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    const feedback = await fill(canvas);
    await userEvent.click(feedback.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect(canvas.getByText('感谢你的反馈，我们会在 1-3 个工作日内回复。')).toBeVisible();
    showForm();
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: { submit: [feedbackHandlers.submit.wrongCode] } } },
  play: async ({ canvas }) => {
    const feedback = await fill(canvas);
    await userEvent.click(feedback.getByRole('button', { name: '提交反馈' }));
    await expect(
      await feedback.findByText('The code is wrong or has expired: please ask for a new one'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { submit: [feedbackHandlers.submit.error] } } },
  play: async ({ canvas }) => {
    const feedback = await fill(canvas);
    await userEvent.click(feedback.getByRole('button', { name: '提交反馈' }));
    await expect(await feedback.findByRole('alert')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    showForm();
  },
};
