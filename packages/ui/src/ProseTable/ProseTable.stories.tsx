import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProseTable, ProseTableCell, ProseTableHead } from './ProseTable.tsx';

const rows = [
  ['签名算法', 'HMAC-SHA256', '用应用密钥对请求体与时间戳签名，服务端按同样方法校验。'],
  ['时间窗口', '300 秒', '时间戳与服务器时间相差超过五分钟的请求会被拒绝，防止重放。'],
  ['编码', 'UTF-8', '所有文本字段都按 UTF-8 编码后再参与签名。'],
];

const meta = {
  title: 'Library/ProseTable',
  component: ProseTable,
  args: {
    children: (
      <>
        <thead>
          <tr>
            <ProseTableHead>项目</ProseTableHead>
            <ProseTableHead>取值</ProseTableHead>
            <ProseTableHead>说明</ProseTableHead>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value, note]) => (
            <tr key={name}>
              <ProseTableCell>{name}</ProseTableCell>
              <ProseTableCell>{value}</ProseTableCell>
              <ProseTableCell>{note}</ProseTableCell>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProseTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: '说明' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** on a phone the table keeps its columns and scrolls inside its frame */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'HMAC-SHA256' })).toBeVisible();
  },
};
