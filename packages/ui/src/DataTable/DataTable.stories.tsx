import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

type Order = {
  id: string;
  number: string;
  product: string;
  buyer: string;
  amount: string;
  at: string;
};

const orders: Order[] = [
  {
    id: 'o1',
    number: '4200428819202511240000000001',
    product: '会议纪要助手 · 个人高级版',
    buyer: '138****8000',
    amount: '¥56.40',
    at: '2026-11-24 09:30',
  },
  {
    id: 'o2',
    number: '4200428819202511230000000017',
    product: '计算与换算',
    buyer: '199****0012',
    amount: '¥9.90',
    at: '2026-11-23 18:02',
  },
  {
    id: 'o3',
    number: '4200428819202511210000000042',
    product: '英文润色',
    buyer: '186****3321',
    amount: '¥128.00',
    at: '2026-11-21 11:47',
  },
];

const columns = (text: {
  number: string;
  product: string;
  buyer: string;
  amount: string;
  at: string;
}): DataTableColumn<Order>[] => [
  {
    key: 'number',
    header: text.number,
    cell: (order) => order.number,
    className: 'lu:font-mono lu:text-xs',
  },
  { key: 'product', header: text.product, cell: (order) => order.product, primary: true },
  {
    key: 'buyer',
    header: text.buyer,
    cell: (order) => order.buyer,
    className: 'lu:text-muted-foreground lu:font-mono lu:text-xs',
  },
  {
    key: 'amount',
    header: text.amount,
    cell: (order) => order.amount,
    align: 'end',
    sortable: true,
    firstDirection: 'desc',
    className: 'lu:tabular-nums',
  },
  {
    key: 'at',
    header: text.at,
    cell: (order) => order.at,
    sortable: true,
    nowrap: true,
    width: '11rem',
    className: 'lu:text-muted-foreground',
  },
];

const chinese = columns({
  number: '订单号',
  product: '商品',
  buyer: '用户',
  amount: '金额',
  at: '下单时间',
});

const meta = {
  title: 'Library/DataTable',
  component: DataTable<Order>,
  args: {
    caption: '订单',
    columns: chinese,
    rows: orders,
    rowKey: (order: Order) => order.id,
    sort: { column: 'at', direction: 'desc' },
    onSortChange: fn(),
    minWidth: '48rem',
  },
  decorators: [
    (Story) => (
      <div className="lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '订单' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const orderTable = table(canvasElement);
    await expect(within(orderTable).getAllByRole('row')).toHaveLength(4);
    await expect(within(orderTable).getByRole('columnheader', { name: '商品' })).toBeVisible();
    await expect(within(orderTable).getByRole('cell', { name: '¥56.40' })).toBeVisible();
  },
};

/** the newest first; a click on 金额 asks for the largest first */
export const SortedDescending: Story = {
  play: async ({ canvasElement, args }) => {
    const orderTable = table(canvasElement);
    await expect(
      within(orderTable).getByRole('columnheader', { name: '下单时间' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(within(orderTable).getByRole('columnheader', { name: '金额' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(within(orderTable).getByRole('button', { name: '金额' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'desc' });
  },
};

/** a second click on the sorted column turns it round */
export const SortedAscending: Story = {
  args: { sort: { column: 'at', direction: 'asc' } },
  play: async ({ canvasElement, args }) => {
    const orderTable = table(canvasElement);
    const header = within(orderTable).getByRole('columnheader', { name: '下单时间' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button', { name: '下单时间' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'at', direction: 'desc' });
  },
};

export const WithSelection: Story = {
  args: {
    selected: ['o2'],
    onSelectedChange: fn(),
    rowLabel: (order: Order) => order.number,
  },
  play: async ({ canvasElement, args }) => {
    const orderTable = table(canvasElement);
    await expect(
      within(orderTable).getByRole('checkbox', { name: `选择 ${orders[1]?.number}` }),
    ).toBeChecked();
    const all = within(orderTable).getByRole('checkbox', { name: '全选' });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(
      within(orderTable).getByRole('checkbox', { name: `选择 ${orders[0]?.number}` }),
    );
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['o2', 'o1']);
    await userEvent.click(all);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['o1', 'o2', 'o3']);
  },
};

const open = fn();

export const WithRowActions: Story = {
  args: {
    rowActions: (order: Order) => (
      <Button variant="ghost" size="sm" onClick={() => open(order.id)}>
        详情<span className="lu:sr-only"> {order.number}</span>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const orderTable = table(canvasElement);
    await expect(within(orderTable).getByRole('columnheader', { name: '操作' })).toBeVisible();
    await userEvent.click(
      within(orderTable).getByRole('button', { name: `详情 ${orders[2]?.number}` }),
    );
    await expect(open).toHaveBeenCalledWith('o3');
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: '正在加载订单', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
    // the skeleton is no table yet for a screen reader, nor a place for the keyboard
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: '没有符合条件的订单',
    emptyAction: (
      <Button variant="outline" size="sm">
        清除筛选
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的订单')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清除筛选' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: '订单加载失败', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('订单加载失败');
    await expect(canvas.queryByRole('cell', { name: '¥56.40' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        ...orders[0],
        product:
          '会议纪要助手 · 企业旗舰版（含多语言转写、智能摘要、待办提取与日程同步，适合五十人以上的团队长期使用）',
      } as Order,
      ...orders.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/企业旗舰版/)).toBeVisible();
  },
};

export const WithPagination: Story = {
  args: { pagination: { page: 2, pageSize: 3, total: 9, onPageChange: fn() }, summary: '共 9 条' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 9 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** in a container under 48rem each row is a card: its title, then labelled values */
export const NarrowContainer: Story = {
  args: {
    rowActions: (order: Order) => (
      <Button variant="outline" size="sm">
        详情<span className="lu:sr-only"> {order.number}</span>
      </Button>
    ),
    selected: [],
    onSelectedChange: fn(),
    rowLabel: (order: Order) => order.number,
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-[24rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const orderTable = table(canvasElement);
    const [first] = within(orderTable).getAllByRole('row').slice(1);
    if (!first) throw new Error('no order row');
    const amount = within(first).getByRole('cell', { name: '¥56.40' });
    await expect(amount).toBeVisible();
    await expect(amount).toHaveAttribute('data-label', '金额');
    // the label is drawn beside the value: the value starts well right of the card's edge
    const card = first.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(amount);
    await expect(text.getBoundingClientRect().left - card.left).toBeGreaterThan(100);
    await expect(within(first).getByRole('button', { name: /详情/ })).toBeVisible();
    await expect(within(first).getByRole('checkbox')).toBeVisible();
    // the sort buttons stay above the cards
    await expect(within(orderTable).getByRole('button', { name: '金额' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    caption: '订单',
    columns: columns({
      number: 'Order number',
      product: 'Product',
      buyer: 'Buyer',
      amount: 'Amount',
      at: 'Ordered at',
    }),
    rowActions: () => (
      <Button variant="ghost" size="sm">
        Details
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(table(canvasElement)).getByRole('columnheader', { name: 'Actions' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selected: ['o1'], onSelectedChange: fn(), rowLabel: (order: Order) => order.number },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    rowActions: (order: Order) => (
      <Button variant="outline" size="sm">
        详情<span className="lu:sr-only"> {order.number}</span>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    for (const button of within(table(canvasElement)).getAllByRole('button', { name: /详情/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
