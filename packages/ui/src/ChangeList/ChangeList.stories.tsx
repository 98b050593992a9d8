import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeList, type FieldChangeItem } from './ChangeList.tsx';

const cover = (fill: string) =>
  `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="120" height="63"%3E%3Crect width="120" height="63" fill="%23${fill}"/%3E%3C/svg%3E`;

const changes: FieldChangeItem[] = [
  { field: 'companyName', label: '公司名称', before: '五洲数据', after: '五洲数据服务有限公司' },
  { field: 'industry', label: '所属行业', before: '', after: '数据服务' },
];

const meta = {
  title: 'Library/ChangeList',
  component: ChangeList,
  args: { title: '与上次提交相比的修改', changes },
  decorators: [
    (Story) => (
      <div className="lu:max-w-2xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: '与上次提交相比的修改' }));
    await expect(list.getByRole('columnheader', { name: '修改前' })).toBeVisible();
    const row = within(
      list.getByRole('rowheader', { name: '公司名称' }).closest('tr') as HTMLElement,
    );
    await expect(row.getByText('五洲数据')).toBeVisible();
    await expect(row.getByText('五洲数据服务有限公司')).toBeVisible();
    // an empty value reads as a dash, not as nothing
    await expect(list.getByText('—')).toBeVisible();
  },
};

export const Images: Story = {
  args: {
    title: '与线上版本相比的修改',
    changes: [
      {
        field: 'coverZh',
        label: '中文封面',
        before: cover('94a3b8'),
        after: cover('6366f1'),
        image: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    // pictures, never their addresses
    await expect(canvas.queryByText(/data:image/)).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: '中文封面' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    changes: [
      {
        field: 'descriptionZh',
        label: '中文描述',
        before: '稳赚不赔的量化交易助手，保证每月收益。\n支持股票、基金和期货。',
        after:
          '按你提供的数据给出分析和风险提示，不承诺任何收益。\n支持股票、基金和期货的历史数据回测，结果仅供参考，投资有风险，决策需谨慎。',
      },
      ...changes,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/不承诺任何收益/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Changes since the last submission',
    changes: [
      { field: 'companyName', label: 'Company name', before: 'Wuzhou', after: 'Wuzhou Data Ltd.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'After' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '公司名称' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // wider than the phone: the table scrolls inside its own region
    const region = canvas.getByRole('region', { name: '与上次提交相比的修改' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
