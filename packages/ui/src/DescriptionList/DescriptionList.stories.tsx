import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Library/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: '开发者姓名', value: '张三' },
      { term: '手机号', value: '138 0013 8000' },
      { term: '公司名称', value: '星河智能科技有限公司' },
      { term: '统一社会信用代码', value: '91310000MA1K4XXXXX' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('开发者姓名')).toBeVisible();
    await expect(canvas.getByText('星河智能科技有限公司')).toBeVisible();
  },
};

/** in a Card, as a record's details block */
export const InACard: Story = {
  render: (args) => (
    <Card asChild padding="lg">
      <DescriptionList {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('统一社会信用代码')).toBeVisible();
  },
};

export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('手机号')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        term: '插件网址',
        value: 'https://example.com/a/very/long/path/that/has/no/spaces/to/break/at/all/0123456789',
      },
      { term: '描述', value: '这是一段很长的描述。'.repeat(8) },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('插件网址')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...LongText,
  decorators: [
    (Story) => (
      <div className="lu:w-60">
        <Story />
      </div>
    ),
  ],
};

/** an agent's details: a link, a code, a description in its own language across both columns */
export const Formats: Story = {
  render: (args) => (
    <Card asChild padding="lg">
      <DescriptionList {...args} />
    </Card>
  ),
  args: {
    items: [
      { term: '插件网址', value: 'https://example.com/agent', href: 'https://example.com/agent' },
      { term: '统一社会信用代码', value: '91310000MA1K4XXXXX', format: 'code' },
      { term: '金额', value: '¥ 1,299.00', format: 'number' },
      {
        term: '英文描述',
        value: 'Answers questions about your contracts.\nCites the clause it relied on.',
        format: 'prose',
        wide: true,
        lang: 'en',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'https://example.com/agent' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText(/Cites the clause/).closest('dd')).toHaveAttribute('lang', 'en');
  },
};

/** a long record: one pair a row, rules between them */
export const Rows: Story = {
  render: (args) => (
    <Card asChild padding="none">
      <DescriptionList {...args} />
    </Card>
  ),
  args: {
    layout: 'rows',
    items: [
      { term: '订单号', value: 'LG202611220001', format: 'code' },
      { term: '商品', value: '合同审查助手 · 专业版' },
      { term: '金额', value: '¥ 1,299.00', format: 'number' },
      { term: '备注', value: '—' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('LG202611220001')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { term: 'Name', value: 'Jane Doe' },
      { term: 'Mobile', value: '138 0013 8000' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jane Doe')).toBeVisible();
  },
};

export const Dark: Story = { ...InACard, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...InACard,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
