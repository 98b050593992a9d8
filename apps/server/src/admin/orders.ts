/**
 * Orders for the admin (the /admin/orders page): a filtered list, newest first,
 * with totals of the whole filtered set, one order, and the same set as CSV. Money is kept
 * in cents and answered in yuan; the user's phone is always masked.
 */
import {
  maskMobile,
  ORDER_EXPORT_MAX_ROWS,
  type Order,
  type OrderPage,
  type OrderStatus,
  type orderQuerySchema,
  type PaymentMethod,
} from '@legion/api';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Language } from '../http/messages.ts';
import { expireOverdueOrders } from '../payment/index.ts';
import { csvDocument, csvText, sheetTime } from '../shared/csv.ts';
import { dayRange, iso } from '../shared/time.ts';
import { adminRepository, type OrderFilter, type OrderRow } from './repository.ts';
import { keywordPatterns } from './reviews.ts';

export const ORDER_NOT_FOUND = 'Order not found';

type OrderQuery = z.output<typeof orderQuerySchema>;

/** cents to yuan: a number with at most two decimals */
export const yuan = (cents: number) => Math.round(cents) / 100;

function orderFilter(query: OrderQuery): OrderFilter {
  return {
    status: query.status ?? null,
    ...keywordPatterns(query.q),
    ...dayRange(query.from, query.to),
  };
}

function toOrder(row: OrderRow): Order {
  const phone = row.mobile ? maskMobile(row.mobile) : '';
  return {
    id: row.id,
    orderNumber: row.order_number,
    agentName: row.item_name,
    agentNameEn: row.item_name_en,
    // the one display rule (accounts/display-name.ts), applied in the query
    userName: row.user_name,
    userPhone: phone,
    amount: yuan(Number(row.amount_cents)),
    paymentMethod: row.payment_method,
    status: row.status,
    orderTime: iso(row.created_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    payAccount: row.pay_account,
    businessNumber: row.business_number,
    remark: row.remark,
  };
}

const HEADERS: Record<Language, string[]> = {
  zh: [
    '订单ID',
    '订单号',
    '智能体/套餐',
    '用户名',
    '用户手机号',
    '金额（元）',
    '支付方式',
    '订单状态',
    '下单时间（UTC）',
    '支付时间（UTC）',
    '支付账号',
    '交易流水号',
    '备注',
  ],
  en: [
    'Order ID',
    'Order number',
    'Agent / plan',
    'User name',
    'User phone',
    'Amount (CNY)',
    'Payment method',
    'Status',
    'Order time (UTC)',
    'Paid at (UTC)',
    'Pay account',
    'Business number',
    'Remark',
  ],
};

const STATUS_LABELS: Record<Language, Record<OrderStatus, string>> = {
  zh: { pending: '待支付', paid: '已支付', completed: '已完成', cancelled: '已取消' },
  en: { pending: 'Pending', paid: 'Paid', completed: 'Completed', cancelled: 'Cancelled' },
};

const METHOD_LABELS: Record<Language, Record<PaymentMethod, string>> = {
  zh: { chat_wallet: '聊天钱包', pay_wallet: '支付钱包' },
  en: { chat_wallet: 'Chat wallet', pay_wallet: 'Pay wallet' },
};

export function ordersCsv(orders: Order[], language: Language): string {
  return csvDocument(
    HEADERS[language],
    orders.map((order) => [
      csvText(order.id),
      csvText(order.orderNumber),
      language === 'en' ? order.agentNameEn : order.agentName,
      order.userName,
      csvText(order.userPhone),
      order.amount.toFixed(2),
      METHOD_LABELS[language][order.paymentMethod],
      STATUS_LABELS[language][order.status],
      sheetTime(order.orderTime),
      sheetTime(order.paidAt),
      csvText(order.payAccount),
      csvText(order.businessNumber),
      order.remark,
    ]),
  );
}

export interface OrdersOptions {
  db: Database;
  now: () => number;
}

export function ordersService({ db, now }: OrdersOptions) {
  const repo = adminRepository(db);

  return {
    async list(query: OrderQuery): Promise<OrderPage> {
      // unpaid orders past their pay-by time are cancelled before anyone sees them
      await expireOverdueOrders(db, now());
      const filter = orderFilter(query);
      const [totals, rows] = await Promise.all([
        repo.orderTotals(filter),
        repo.listOrders(filter, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      ]);
      return {
        items: rows.map(toOrder),
        total: totals.count,
        page: query.page,
        pageSize: query.pageSize,
        totals: {
          count: totals.count,
          amount: yuan(Number(totals.amount)),
          paidAmount: yuan(Number(totals.paid)),
        },
      };
    },

    async detail(id: string): Promise<Order> {
      await expireOverdueOrders(db, now());
      const row = await repo.findOrder(id);
      if (!row) throw new ApiError(404, ORDER_NOT_FOUND);
      return toOrder(row);
    },

    /** the filtered set (paging ignored), newest first, at most ORDER_EXPORT_MAX_ROWS */
    async export(
      query: OrderQuery,
      language: Language,
    ): Promise<{ fileName: string; body: string }> {
      await expireOverdueOrders(db, now());
      const rows = await repo.listOrders(orderFilter(query), {
        limit: ORDER_EXPORT_MAX_ROWS,
        offset: 0,
      });
      const day = new Date(now()).toISOString().slice(0, 10).replaceAll('-', '');
      return { fileName: `orders-${day}.csv`, body: ordersCsv(rows.map(toOrder), language) };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
