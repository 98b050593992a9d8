import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, Info } from 'lucide-react';
import { expect } from 'storybook/test';
import { Callout } from './Callout.tsx';

const meta = {
  title: 'Library/Callout',
  component: Callout,
  args: { tone: 'danger', children: '请完整填写必填项' },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请完整填写必填项');
  },
};

const everyTone = () => (
  <div className="lu:space-y-3">
    <Callout tone="info" icon={<Info aria-hidden="true" />}>
      审核通常在 1 个工作日内完成。
    </Callout>
    <Callout tone="success">已保存。</Callout>
    <Callout tone="warning">这个版本还没有提交审核。</Callout>
    <Callout tone="danger" icon={<CircleAlert aria-hidden="true" />}>
      有成员没能完成，军团没有给出回答。
    </Callout>
  </div>
);

export const EveryTone: Story = {
  render: everyTone,
  play: async ({ canvas }) => {
    // only the problem interrupts a screen reader; the others are polite
    await expect(canvas.getByRole('alert')).toHaveTextContent('有成员没能完成');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    icon: <CircleAlert aria-hidden="true" />,
    children:
      '上传失败：文件“2026年第四季度产品手册与常见问题汇总（最终版-修订3）.pdf”超过 20 MB 的大小上限，请压缩或拆分后再试。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/超过 20 MB/);
  },
};

export const Narrow: Story = {
  ...LongText,
  decorators: [
    (Story) => (
      <div className="lu:w-56">
        <Story />
      </div>
    ),
  ],
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Please fill in the required fields' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in the required fields');
  },
};

export const Dark: Story = { render: everyTone, play: EveryTone.play, globals: { theme: 'dark' } };

export const Mobile: Story = {
  render: everyTone,
  play: EveryTone.play,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
