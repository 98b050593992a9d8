import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Library/DateRangePicker',
  component: DateRangePicker,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="lu:bg-background lu:min-h-40 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '日期范围' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-11-01');
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-11-15');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithValue: Story = {
  args: {
    defaultValue: { from: '2026-11-01', to: '2026-11-15' },
    showLegend: true,
    legend: '提交日期',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '提交日期' })).toBeVisible();
    await expect(canvas.getByLabelText('开始日期')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('结束日期')).toHaveValue('2026-11-15');
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValue: { from: '2026-11-20', to: '' } },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('结束日期');
    await userEvent.type(end, '2026-11-01');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    await expect(canvas.getByLabelText('开始日期')).not.toHaveAttribute('aria-invalid');
  },
};

export const NotAfterToday: Story = {
  args: { max: '2026-11-22', defaultValue: { from: '2026-11-16', to: '2026-11-22' } },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('结束日期');
    await expect(end).toHaveAttribute('max', '2026-11-22');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-30');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('日期不能晚于 2026-11-22');
  },
};

export const FormError: Story = {
  args: { error: '请选择开始和结束日期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择开始和结束日期');
    await expect(canvas.getByLabelText('开始日期')).toHaveAccessibleDescription(
      '请选择开始和结束日期',
    );
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: { from: '2026-11-01', to: '2026-11-15' } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: '清除日期' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '', to: '' });
    await expect(canvas.getByLabelText('开始日期')).toHaveValue('');
    await waitFor(() => expect(canvas.queryByRole('button', { name: '清除日期' })).toBeNull());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: '2026-11-01', to: '2026-11-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('开始日期')).toBeDisabled();
    await expect(canvas.getByLabelText('结束日期')).toBeDisabled();
  },
};

export const LongLabels: Story = {
  args: {
    showLegend: true,
    legend: '订单支付完成时间（按北京时间计算，含当天）',
    fromLabel: '从这一天开始（含）',
    toLabel: '到这一天结束（含）',
    error: '时间段最长 366 天，请缩短所选的时间段后重新查询',
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-44">
        <Story />
      </div>
    ),
  ],
  args: { defaultValue: { from: '2026-11-20', to: '2026-11-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { max: '2026-11-22', clearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date range' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Start date'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('End date'), '2026-11-10');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date',
    );
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { from: '2026-11-20', to: '2026-11-01' }, clearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: { from: '2026-11-01', to: '2026-11-15' }, clearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('结束日期')).toHaveValue('2026-11-15');
  },
};
