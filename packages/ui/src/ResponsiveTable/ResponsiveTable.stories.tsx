import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownUp } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ResponsiveTable } from './ResponsiveTable.tsx';

const orders = [
  {
    number: '4200428819202511240000000001',
    product: '会议纪要助手 · 个人高级版',
    buyer: '138****8000',
    amount: '¥56.40',
    method: '聊天钱包',
    at: '2026-11-24 09:30',
  },
  {
    number: '4200428819202511230000000017',
    product: '计算与换算',
    buyer: '199****0012',
    amount: '¥9.90',
    method: '支付钱包',
    at: '2026-11-23 18:02',
  },
];

/** an admin's orders, as wide as a desktop table gets */
function Orders({ onOpen }: { onOpen?: (number: string) => void }) {
  return (
    <div className="lu:p-4">
      <ResponsiveTable>
        <table className="lu:w-full lu:min-w-[56rem] lu:text-left lu:text-sm">
          <caption className="lu:sr-only">订单</caption>
          <thead className="lu:bg-muted/60 lu:text-muted-foreground lu:text-xs">
            <tr>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">
                订单号
              </th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">
                商品
              </th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">
                用户
              </th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:text-right lu:font-medium">
                金额
              </th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">
                支付方式
              </th>
              <th scope="col" aria-sort="descending" className="lu:px-4 lu:py-2 lu:font-medium">
                <button
                  type="button"
                  className="lu:inline-flex lu:cursor-pointer lu:items-center lu:gap-1"
                >
                  下单时间
                  <ArrowDownUp aria-hidden="true" className="lu:size-3.5" />
                </button>
              </th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:text-right lu:font-medium">
                操作
              </th>
            </tr>
          </thead>
          <tbody className="lu:divide-border lu:divide-y">
            {orders.map((order) => (
              <tr key={order.number}>
                <td className="lu:text-foreground lu:px-4 lu:py-2.5 lu:font-mono lu:text-xs">
                  {order.number}
                </td>
                <td className="lu:text-foreground lu:px-4 lu:py-2.5">{order.product}</td>
                <td className="lu:text-muted-foreground lu:px-4 lu:py-2.5 lu:font-mono lu:text-xs">
                  {order.buyer}
                </td>
                <td className="lu:px-4 lu:py-2.5 lu:text-right lu:tabular-nums">{order.amount}</td>
                <td className="lu:text-muted-foreground lu:px-4 lu:py-2.5">{order.method}</td>
                <td className="lu:text-muted-foreground lu:px-4 lu:py-2.5 lu:whitespace-nowrap">
                  {order.at}
                </td>
                <td className="lu:px-4 lu:py-2.5 lu:text-right">
                  <Button variant="ghost" size="sm" onClick={() => onOpen?.(order.number)}>
                    详情
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ResponsiveTable>
    </div>
  );
}

const meta = {
  title: 'Library/ResponsiveTable',
  // the prop table documents ResponsiveTable; the stories put an orders table inside it
  component: ResponsiveTable,
  render: () => <Orders />,
} satisfies Meta<typeof ResponsiveTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** every control and figure of a row is on the screen, not past its right edge */
const onScreen = (element: HTMLElement) =>
  expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

export const Table: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单' });
    await expect(within(table).getByRole('columnheader', { name: '支付方式' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    for (const button of within(table).getAllByRole('button', { name: '详情' })) {
      await expect(button).toBeVisible();
    }
  },
};

/** on a phone each order is a card: title, labelled values, and its action at the bottom */
export const CardsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单' });
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('no order row');
    const cell = within(first).getByRole('cell', { name: '¥56.40' });
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAttribute('data-label', '金额');
    const details = within(first).getByRole('button', { name: '详情' });
    await expect(details).toBeVisible();
    onScreen(details);
    onScreen(within(first).getByRole('cell', { name: orders[0]?.number }));
    // a header with a control (sorting) stays usable above the cards
    const sort = within(table).getByRole('button', { name: '下单时间' });
    await expect(sort).toBeVisible();
    await userEvent.click(sort);
  },
};

export const CardsOnAPhoneDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
};
