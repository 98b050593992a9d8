import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field, SelectField, TextAreaField } from './Field.tsx';

const meta = {
  title: 'Library/Field',
  component: Field,
  args: { label: '用户名', placeholder: 'user' },
  decorators: [
    (Story) => (
      <div className="lu:w-80 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('用户名');
    await userEvent.type(input, 'developer');
    await expect(input).toHaveValue('developer');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: '请输入用户名' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('用户名');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入用户名');
  },
};

export const WithHint: Story = {
  args: { label: '手机号', hint: '11 位中国大陆手机号', placeholder: '13900000003' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription(
      '11 位中国大陆手机号',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { error: '请输入用户名' } };

export const MultiLine: Story = {
  render: () => <TextAreaField label="中文描述" error="此项必填" defaultValue="" />,
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('中文描述');
    await expect(box.tagName).toBe('TEXTAREA');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('此项必填');
  },
};

export const Choice: Story = {
  render: () => (
    <SelectField
      label="分类"
      defaultValue="writing"
      options={[
        { value: 'productivity', label: '效率办公' },
        { value: 'writing', label: '写作创作' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('分类');
    await expect(select).toHaveValue('writing');
    await userEvent.selectOptions(select, 'productivity');
    await expect(select).toHaveValue('productivity');
  },
};
