import * as XLSX from '@e965/xlsx';
import { maskMobile, ORDER_EXPORT_PATH, orderPageSchema, orderSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ORDER_COUNT } from '../src/admin/seed.ts';
import { ORDER_NUMBER_FORMAT, orderNumberOf } from '../src/payment/order-number.ts';
import { csvCell, csvDocument, csvText } from '../src/shared/csv.ts';
import { type Account, addAccount, serverDay } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

const DAY_MS = 24 * 60 * 60_000;

let server: TestServer;
let adminToken = '';
let buyer: Account;
let other: Account;
let third: Account;

interface TestOrder {
  number: string;
  user: Account;
  item: string;
  cents: number;
  status: 'pending' | 'paid' | 'completed' | 'cancelled';
  daysAgo: number;
  remark?: string;
  businessNumber?: string;
}

/** orders of the tests' own buyers, every item named "Ordertest …" */
const ORDERS: TestOrder[] = [];

async function insertOrder(order: TestOrder) {
  const created = server.clock.now() - order.daysAgo * DAY_MS;
  const paid = order.status === 'paid' || order.status === 'completed';
  const [row] = await server.db.query<{ id: string }>(
    `insert into orders (order_number, user_id, item_name, plan_id, amount_cents, payment_method,
       status, pay_account, business_number, remark, created_at, paid_at, completed_at,
       cancelled_at)
     values ($1, $2::bigint, $3, 'agent-premium', $4, 'chat_wallet', $5, $6, $7, $8, $9, $10, $11,
       $12)
     returning id::text as id`,
    [
      order.number,
      order.user.id,
      order.item,
      order.cents,
      order.status,
      paid ? maskMobile(order.user.mobile) : '',
      order.businessNumber ?? (paid ? `4200${order.number}` : ''),
      order.remark ?? '',
      new Date(created),
      paid ? new Date(created + 60_000) : null,
      order.status === 'completed' ? new Date(created + 120_000) : null,
      order.status === 'cancelled' ? new Date(created + 1_800_000) : null,
    ],
  );
  return row?.id ?? '';
}

const ids: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server, 'admin');
  buyer = await addAccount(server, { name: '订单买家' });
  other = await addAccount(server, { name: '另一位买家' });
  third = await addAccount(server, { name: '流水号买家' });
  ORDERS.push(
    {
      number: 'OT0001',
      user: buyer,
      item: 'Ordertest 个人高级版',
      cents: 1880,
      status: 'completed',
      daysAgo: 10,
    },
    {
      number: 'OT0002',
      user: buyer,
      item: 'Ordertest 企业版',
      cents: 568_800,
      status: 'paid',
      daysAgo: 5,
    },
    {
      number: 'OT0003',
      user: buyer,
      item: 'Ordertest 会议纪要',
      cents: 990,
      status: 'cancelled',
      daysAgo: 5,
      remark: '超时未支付，已自动取消',
    },
    {
      number: 'OT0004',
      user: other,
      item: 'Ordertest 会议纪要',
      cents: 1990,
      status: 'pending',
      daysAgo: 0,
    },
    {
      number: 'OT0005',
      user: other,
      item: '=HYPERLINK("http://evil.example.com","点我")',
      cents: 2990,
      status: 'completed',
      daysAgo: 1,
      remark: '@SUM(1+1), 第二行\n"引号"',
    },
    {
      number: 'XL0001',
      user: third,
      item: '+Ordertest 长流水号',
      cents: 5640,
      status: 'completed',
      daysAgo: 2,
      // a chat wallet's transaction number: 28 digits, more than a spreadsheet number holds
      businessNumber: '4200001234567890123456789012',
      remark: '-1 天后到期',
    },
  );
  for (const order of ORDERS) ids.push(await insertOrder(order));
});
afterAll(() => server.close());

async function orders(query: string) {
  const answer = await call(server, `/api/admin/orders?${query}`, { token: adminToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return orderPageSchema.parse(answer.body.data);
}

const numbers = (page: { items: { orderNumber: string }[] }) =>
  page.items.map((item) => item.orderNumber);

describe('the order list', () => {
  it('finds orders by order number, user name, real phone (in part) and item, newest first', async () => {
    // OT0003 was written after OT0002, for the same day: it is the newer
    expect(numbers(await orders('q=OT000'))).toEqual([
      'OT0004',
      'OT0005',
      'OT0003',
      'OT0002',
      'OT0001',
    ]);
    expect(numbers(await orders('q=ot0002'))).toEqual(['OT0002']);
    expect(numbers(await orders(`q=${encodeURIComponent('订单买家')}`))).toEqual([
      'OT0003',
      'OT0002',
      'OT0001',
    ]);
    const byPhone = await orders(`q=${other.mobile.slice(1)}`);
    expect(numbers(byPhone)).toEqual(['OT0004', 'OT0005']);
    expect(byPhone.items[0]?.userPhone).toBe(maskMobile(other.mobile));
    expect(JSON.stringify(byPhone)).not.toContain(other.mobile);
    expect(numbers(await orders(`q=${encodeURIComponent('Ordertest 会议')}`))).toEqual([
      'OT0004',
      'OT0003',
    ]);
    // an item is found by its English name too
    expect(numbers(await orders(`q=${encodeURIComponent('personal advanced')}`))).toEqual(
      expect.arrayContaining(['OT0001', 'OT0002']),
    );
  });

  it('filters by status and order day, and totals the whole filtered set', async () => {
    const all = await orders('q=OT000&pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(5);
    expect(all.totals).toEqual({
      count: 5,
      amount: 5766.5,
      // paid and completed: 18.80 + 5688 + 29.90
      paidAmount: 5736.7,
    });
    const cancelled = await orders('q=OT000&status=cancelled');
    expect(numbers(cancelled)).toEqual(['OT0003']);
    expect(cancelled.totals).toEqual({ count: 1, amount: 9.9, paidAmount: 0 });
    const day = serverDay(server, -5);
    expect(numbers(await orders(`q=OT000&from=${day}&to=${day}`))).toEqual(['OT0003', 'OT0002']);
    expect(numbers(await orders(`q=OT000&from=${serverDay(server, -1)}`))).toEqual([
      'OT0004',
      'OT0005',
    ]);
    const nothing = await orders('q=no-such-order-anywhere');
    expect(nothing).toMatchObject({
      total: 0,
      items: [],
      totals: { count: 0, amount: 0, paidAmount: 0 },
    });
    const bad = await call(server, '/api/admin/orders?status=lost', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
  });

  it('answers one order with every field, and 404 for an unknown one', async () => {
    const answer = await call(server, `/api/admin/orders/${ids[1]}`, { token: adminToken });
    expect(orderSchema.parse(answer.body.data)).toEqual({
      id: ids[1],
      orderNumber: 'OT0002',
      agentName: 'Ordertest 企业版',
      // in English the plan's own name: what was bought, not the words the order was written with
      agentNameEn: 'Personal Advanced',
      userName: '订单买家',
      userPhone: maskMobile(buyer.mobile),
      amount: 5688,
      paymentMethod: 'chat_wallet',
      status: 'paid',
      orderTime: expect.any(String),
      paidAt: expect.any(String),
      payAccount: maskMobile(buyer.mobile),
      businessNumber: '4200OT0002',
      remark: '',
    });
    for (const id of ['999999999', 'abc']) {
      const missing = await call(server, `/api/admin/orders/${id}`, { token: adminToken });
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ code: 404, msg: 'Order not found' });
    }
    const zh = await call(server, '/api/admin/orders/999999999', {
      token: adminToken,
      headers: { 'X-Language': 'zh' },
    });
    expect(zh.body.msg).toBe('订单不存在');
  });
});

async function exportCsv(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${ORDER_EXPORT_PATH}?${query}`, {
    headers: { authorization: `Bearer ${adminToken}`, ...headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    response,
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, an attachment named by the day, headed in the request’s language', async () => {
    const { response, bytes, text } = await exportCsv('q=OT000', { 'X-Language': 'zh' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${serverDay(server).replaceAll('-', '')}.csv"`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '订单ID,订单号,智能体/套餐,用户名,用户手机号,金额（元）,支付方式,订单状态,下单时间（UTC）,支付时间（UTC）,支付账号,交易流水号,备注',
    );
    // newest first, paging ignored, the phone masked
    expect(lines[1]).toMatch(
      new RegExp(
        `^"=""${ids[3]}""",OT0004,Ordertest 会议纪要,另一位买家,${maskMobile(other.mobile).replace(/\*/g, '\\*')},19\\.90,聊天钱包,待支付,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,,,,$`,
      ),
    );
    expect(text).not.toContain(other.mobile);
    const english = await exportCsv('q=OT0002', { 'Accept-Language': 'en-US,en;q=0.9' });
    const [header, row] = english.text.slice(1).split('\r\n');
    expect(
      header?.startsWith('Order ID,Order number,Agent / plan,User name,User phone,Amount (CNY)'),
    ).toBe(true);
    expect(row).toContain(',5688.00,Chat wallet,Paid,');
    // what was bought, named in English too
    expect(row).toContain(',OT0002,Personal Advanced,');
  });

  it('escapes quotes, commas and newlines, and keeps formulas from running', async () => {
    // in Chinese: the item is the name the order was written with (in English, the plan's own)
    const { text } = await exportCsv('q=OT0005', { 'X-Language': 'zh' });
    const body = text.slice(1);
    expect(body).toContain(
      `,OT0005,"'=HYPERLINK(""http://evil.example.com"",""点我"")",另一位买家,`,
    );
    expect(body.endsWith(`,"'@SUM(1+1), 第二行\n""引号"""\r\n`)).toBe(true);
    expect(body.split('\r\n')).toHaveLength(3);
  });

  it('opens in a spreadsheet with identifiers as text and no formula', async () => {
    const { bytes } = await exportCsv('q=XL0001', { 'X-Language': 'zh' });
    // read the bytes the way Excel opens a CSV: digits become numbers, = starts a formula
    const sheet = XLSX.read(bytes, { type: 'array' }).Sheets.Sheet1;
    const cell = (address: string) => sheet?.[address] as XLSX.CellObject | undefined;
    expect(cell('A1')).toMatchObject({ t: 's', v: '订单ID' });
    expect(cell('L1')).toMatchObject({ t: 's', v: '交易流水号' });
    const identifiers = {
      A2: ids[5],
      B2: 'XL0001',
      E2: maskMobile(third.mobile),
      K2: maskMobile(third.mobile),
      L2: '4200001234567890123456789012',
    };
    for (const [address, value] of Object.entries(identifiers)) {
      expect(cell(address), address).toMatchObject({ t: 's', v: value });
    }
    // the amount stays a number to add up; cells that look like formulas stay text
    expect(cell('F2')).toMatchObject({ t: 'n', v: 56.4 });
    for (const [address, value] of [
      ['C2', "'+Ordertest 长流水号"],
      ['M2', "'-1 天后到期"],
    ] as const) {
      expect(cell(address), address).toMatchObject({ t: 's', v: value });
      expect(cell(address)?.f, address).toBeUndefined();
    }
    const injected = await exportCsv('q=OT0005', { 'X-Language': 'zh' });
    const row = XLSX.read(injected.bytes, { type: 'array' }).Sheets.Sheet1;
    for (const address of ['C2', 'M2']) {
      expect(row?.[address]?.f, address).toBeUndefined();
      expect(row?.[address]?.t, address).toBe('s');
    }
    expect(row?.C2?.v).toBe(`'=HYPERLINK("http://evil.example.com","点我")`);
    expect(row?.M2?.v).toBe(`'@SUM(1+1), 第二行\n"引号"`);
  });

  it('takes the filters of the list and refuses a bad one', async () => {
    const { text } = await exportCsv('q=OT000&status=completed');
    expect([...text.matchAll(/,(OT000\d),/g)].map((match) => match[1])).toEqual([
      'OT0005',
      'OT0001',
    ]);
    const bad = await call(server, `${ORDER_EXPORT_PATH}?from=2026-13-01`, { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('from');
  });

  it('builds cells and documents by the rules', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvDocument(['a'], [['1']])).toBe('\uFEFFa\r\n1\r\n');
    expect(csvCell(csvText('4200001234567890123456789012'))).toBe(
      '"=""4200001234567890123456789012"""',
    );
    // only digits go into the text formula; anything else is an ordinary, neutralised cell
    expect(csvCell(csvText('=1+1'))).toBe("'=1+1");
    expect(csvCell(csvText('138****8000'))).toBe('138****8000');
    expect(csvCell(csvText(''))).toBe('');
  });
});

describe('the seeded orders', () => {
  it('cover every state, over the last 60 days, with an order event for each agent order', async () => {
    const [counts] = await server.db.query<{
      total: number;
      states: number;
      agent_orders: number;
      with_events: number;
      oldest: Date;
    }>(
      `select count(*)::int as total, count(distinct status)::int as states,
         count(agent_id)::int as agent_orders, min(created_at) as oldest,
         count(*) filter (where agent_id is not null and exists (
           select 1 from agent_events e where e.agent_id = o.agent_id and e.user_id = o.user_id
             and e.kind = 'order' and e.at = o.created_at
         ))::int as with_events
       from orders o where order_number like 'LG%'`,
    );
    expect(counts?.total).toBe(SEED_ORDER_COUNT);
    expect(SEED_ORDER_COUNT).toBeGreaterThanOrEqual(40);
    expect(SEED_ORDER_COUNT).toBeLessThanOrEqual(60);
    expect(counts?.states).toBe(4);
    expect(counts?.agent_orders).toBeGreaterThan(10);
    expect(counts?.with_events).toBe(counts?.agent_orders);
    expect(server.clock.now() - new Date(counts?.oldest ?? 0).getTime()).toBeLessThanOrEqual(
      61 * DAY_MS,
    );
    // the statistics count exactly these orders: the market writes no others
    const [events] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from agent_events where kind = 'order'",
    );
    expect(events?.count).toBe(counts?.agent_orders);
    // one order number format, made from the order's day and id, as live orders have it
    const numbered = await server.db.query<{ id: string; order_number: string; created_at: Date }>(
      "select id::text as id, order_number, created_at from orders where order_number like 'LG%'",
    );
    for (const row of numbered) {
      expect(row.order_number).toMatch(ORDER_NUMBER_FORMAT);
      expect(row.order_number).toBe(orderNumberOf(row.id, new Date(row.created_at).getTime()));
    }
    const seeded = await orders('q=LG&pageSize=100');
    expect(seeded.total).toBe(SEED_ORDER_COUNT);
    expect(seeded.totals.paidAmount).toBeLessThanOrEqual(seeded.totals.amount);
  });
});
