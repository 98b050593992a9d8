import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable } from '../DataTable/DataTable.tsx';
import { picture } from '../foundations/pictures.ts';
import { CellText } from './CellText.tsx';

const meta = {
  title: 'Library/CellText',
  component: CellText,
  args: { title: '星河智能科技有限公司', detail: '张三 · 138 0013 8000' },
  decorators: [
    (Story) => (
      <div className="lu:max-w-md lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CellText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('星河智能科技有限公司')).toBeVisible();
    await expect(canvas.getByText('张三 · 138 0013 8000')).toBeVisible();
  },
};

/** a logo before an agent's name, in the table it belongs to */
export const WithImageInATable: Story = {
  render: () => (
    <DataTable
      caption="插件申请"
      rowKey={(row) => row.id}
      rows={[{ id: '1', name: '合同审查助手', version: '1.2.0', developer: '张三' }]}
      columns={[
        {
          key: 'agent',
          header: '插件',
          primary: true,
          cell: (row) => (
            <CellText image={picture(1)} title={row.name} detail={`v${row.version}`} />
          ),
        },
        {
          key: 'developer',
          header: '开发者',
          cell: (row) => <CellText weight="normal" title={row.developer} detail="星河智能" />,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: /合同审查助手/ })).toBeVisible();
    await expect(canvas.getByText('v1.2.0')).toBeVisible();
  },
};

/** long names wrap in a narrow column (English, dark) */
export const LongTextNarrow: Story = {
  args: {
    title: 'An agent that reviews procurement contracts and flags unusual clauses',
    detail: 'Northwind Legal Technology Co., Ltd. · second submission',
  },
  globals: { locale: 'en', theme: 'dark' },
  decorators: [
    (Story) => (
      <div className="lu:w-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/second submission/)).toBeVisible();
  },
};
