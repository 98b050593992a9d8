import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewResult } from '../ReviewResult/ReviewResult.tsx';
import { ReviewDecisionForm, type ReviewDecisionInput } from './ReviewDecisionForm.tsx';

const fields = [
  { value: 'companyName', label: '公司名称' },
  { value: 'socialCreditCode', label: '统一社会信用代码' },
  { value: 'idCardNumber', label: '法人身份证号' },
];

const meta = {
  title: 'Library/ReviewDecisionForm',
  component: ReviewDecisionForm,
  args: { fields, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="lu:max-w-[22rem] lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewDecisionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await expect(form.getByRole('button', { name: '通过', pressed: true })).toBeVisible();
    await expect(form.getByLabelText('审核意见（选填）')).toBeVisible();
    // an approval needs no opinion
    await userEvent.click(form.getAllByRole('button', { name: '通过' }).at(-1) as HTMLElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      decision: 'approve',
      comment: '',
      points: [],
    });
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await expect(form.getByLabelText('驳回原因（必填）')).toBeVisible();
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(-1) as HTMLElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('驳回时请填写原因');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RejectActionNeedsText: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.type(form.getByLabelText('驳回原因（必填）'), '企业信息与营业执照不一致');
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(-1) as HTMLElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('请写明每一处需要怎样修改');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RejectWithActions: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.type(form.getByLabelText('驳回原因（必填）'), '企业信息与营业执照不一致');
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    const selects = form.getAllByLabelText('字段');
    const actions = form.getAllByLabelText('怎样修改');
    await userEvent.selectOptions(selects[0] as HTMLElement, 'socialCreditCode');
    await userEvent.type(actions[0] as HTMLElement, ' 按营业执照重新填写 ');
    await userEvent.type(actions[1] as HTMLElement, '填写营业执照上登记的公司全称');
    // the third one was a slip
    await userEvent.click(form.getByRole('button', { name: '删除第 3 处' }));
    await expect(form.getAllByLabelText('怎样修改')).toHaveLength(2);
    // the instruction has room to be read and typed in a narrow column
    await expect((actions[0] as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(240);
    await userEvent.click(form.getAllByRole('button', { name: '驳回' }).at(-1) as HTMLElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      decision: 'reject',
      comment: '企业信息与营业执照不一致',
      points: [
        { field: 'socialCreditCode', action: '按营业执照重新填写' },
        { field: 'companyName', action: '填写营业执照上登记的公司全称' },
      ],
    });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await expect(form.getAllByRole('button', { name: '通过' }).at(-1)).toBeDisabled();
  },
};

export const SendError: Story = {
  args: { error: '网络连接失败，请稍后再试' },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await expect(form.getByRole('alert')).toHaveTextContent('网络连接失败，请稍后再试');
    // the message belongs to the last attempt: another decision puts it away
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** the caller shows what was decided first when its decision arrives second (409) */
function ConflictFlow() {
  const [lost, setLost] = useState<ReviewDecisionInput | null>(null);
  if (lost)
    return (
      <ReviewResult
        status="rejected"
        reviewerName="吴审核"
        reviewedAt="2026年11月22日 10:30"
        comment="统一社会信用代码与营业执照不一致"
        points={[
          {
            id: '1',
            fieldLabel: '统一社会信用代码',
            action: '核对统一社会信用代码，与营业执照一致',
            addressed: false,
          },
        ]}
        conflict
      />
    );
  return <ReviewDecisionForm fields={fields} onSubmit={setLost} />;
}

export const Conflict: Story = {
  render: () => <ConflictFlow />,
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getAllByRole('button', { name: '通过' }).at(-1) as HTMLElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('另一位管理员已先处理了这一项');
    await expect(notice).toHaveTextContent('吴审核 于 2026年11月22日 10:30 驳回了这一项');
    await expect(canvas.queryByRole('form', { name: '审核决定' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    fields: [
      { value: 'descriptionZh', label: '中文描述（面向市场页面展示的完整介绍文字）' },
      ...fields,
    ],
    error:
      '提交的审核决定没有保存：服务器暂时无法处理这个请求，已经记录了这次失败，请稍后刷新页面并重新提交你的决定。',
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await expect(form.getByLabelText('字段')).toHaveValue('descriptionZh');
    await userEvent.type(
      form.getByLabelText('驳回原因（必填）'),
      '描述中含有“稳赚不赔”“保证收益”等收益承诺，封面也使用了收益曲线图，均不符合上架规范，请全部删除后重新提交。',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: [
      { value: 'companyName', label: 'Company name' },
      { value: 'socialCreditCode', label: 'Unified social credit code' },
    ],
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Decision' }));
    await userEvent.click(form.getByRole('button', { name: 'Reject' }));
    await userEvent.click(form.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    await expect(await form.findByRole('alert')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add a point' }));
    await expect(form.getByRole('button', { name: 'Remove point 1' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await expect(form.getByLabelText('怎样修改')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '审核决定' }));
    await userEvent.click(form.getByRole('button', { name: '驳回' }));
    await userEvent.click(form.getByRole('button', { name: '添加一处' }));
    await expect(form.getByRole('button', { name: '删除第 1 处' })).toBeVisible();
  },
};
