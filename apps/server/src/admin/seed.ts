/**
 * What the admin console of a fresh platform starts with, after the seed market and the
 * developer console: developer applications from six new users (four pending, two of them
 * past the 7 working days, one a resubmission after a rejection with points; one rejected
 * with points; one approved), the points of the seeded rejected agent, and 48 orders in
 * every state over the last 60 days by the seed users, for the seed agents and the plans.
 * Each agent order has its order event, so the agents' statistics count the same orders.
 * Generated from a fixed seed relative to the clock, written once (marked in app_settings).
 */
import {
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  maskMobile,
  type OrderStatus,
  type PaymentMethod,
  type ReviewPoint,
} from '@legion/api';
import { newHandle } from '../accounts/display-name.ts';
import { users } from '../accounts/index.ts';
import { agentsData } from '../agents/index.ts';
import { AGENTS_TABLE, LIVE_VERSION_JOIN } from '../agents/sql.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { applications, reviewPoints as reviewPointsOf } from '../developer/index.ts';
import type { ApplicationFields } from '../developer/repository/certification.ts';
import { nextOrderId } from '../payment/index.ts';
import { orderNumberOf } from '../payment/order-number.ts';
import { settingsRepository } from '../settings/repository.ts';
import { prng } from '../shared/random.ts';

export const ADMIN_SEED_MARKER = 'seed:admin';
/** the applicants' mobiles: 17700000001 … */
export const applicantMobile = (index: number) => `177${String(index + 1).padStart(8, '0')}`;
export const SEED_ORDER_COUNT = 48;

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

const idCard = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;
const creditCode = (first17: string) => `${first17}${creditCodeCheckCharacter(first17)}`;

interface SeedApplicant {
  name: string;
  fields: Omit<ApplicationFields, 'developerName' | 'mobile' | 'email'>;
  /** days ago it was (last) submitted */
  submitted: number;
  decision?: { status: 'approved' | 'rejected'; daysAgo: number; comment: string };
  points?: ReviewPoint[];
  /** an earlier round, rejected with points; the current one addresses the first of them */
  earlier?: {
    changes: Partial<ApplicationFields>;
    submitted: number;
    rejected: number;
    comment: string;
    points: ReviewPoint[];
  };
}

const APPLICANTS: SeedApplicant[] = [
  {
    name: '王五',
    fields: {
      companyName: '五洲数据服务有限公司',
      industry: 'internet',
      legalPersonName: '王五',
      idCardNumber: idCard('11010519880312005'),
      socialCreditCode: creditCode('91110105MA0WW5J01'),
    },
    submitted: 14,
    earlier: {
      changes: { companyName: '五洲数据', socialCreditCode: creditCode('91110105MA0WW5J02') },
      submitted: 24,
      rejected: 21,
      comment: '企业信息与营业执照不一致，请核对后重新提交。',
      points: [
        { field: 'companyName', action: '填写营业执照上登记的公司全称' },
        { field: 'socialCreditCode', action: '核对统一社会信用代码，与营业执照一致' },
      ],
    },
  },
  {
    name: '林晓',
    fields: {
      companyName: '晓光软件有限公司',
      industry: 'software',
      legalPersonName: '林晓',
      idCardNumber: idCard('31010419910708002'),
      socialCreditCode: creditCode('91310104MA1FLX0Q3'),
    },
    submitted: 16,
  },
  {
    name: '赵敏',
    fields: {
      companyName: '敏行教育科技有限公司',
      industry: 'education',
      legalPersonName: '赵敏',
      idCardNumber: idCard('44030519930214006'),
      socialCreditCode: creditCode('91440305MA5FUM8X1'),
    },
    submitted: 4,
  },
  {
    name: 'Lucas Li',
    fields: {
      companyName: 'Northwind AI Ltd.',
      industry: 'software',
      legalPersonName: '李路',
      idCardNumber: idCard('33010619900101003'),
      socialCreditCode: creditCode('91330106MA2CL0L05'),
    },
    submitted: 1,
  },
  {
    name: '钱多多',
    fields: {
      companyName: '多多零售',
      industry: 'retail',
      legalPersonName: '钱多多',
      idCardNumber: idCard('51010719870520004'),
      socialCreditCode: creditCode('91510107MA6QDD2K7'),
    },
    submitted: 9,
    decision: {
      status: 'rejected',
      daysAgo: 6,
      comment: '公司名称不完整，法定代表人与营业执照不一致。',
    },
    points: [
      { field: 'companyName', action: '填写营业执照上登记的公司全称' },
      { field: 'legalPersonName', action: '法定代表人姓名须与营业执照一致' },
    ],
  },
  {
    name: '孙晴',
    fields: {
      companyName: '晴空文化传媒有限公司',
      industry: 'media',
      legalPersonName: '孙晴',
      idCardNumber: idCard('42010619850909007'),
      socialCreditCode: creditCode('91420106MA4KUQ6T2'),
    },
    submitted: 30,
    decision: { status: 'approved', daysAgo: 27, comment: '资料齐全，信息核验无误，审核通过。' },
  },
];

/** the seeded rejected agent's points (market/seed-agents.ts: stock-oracle) */
const STOCK_ORACLE_POINTS: ReviewPoint[] = [
  { field: 'descriptionZh', action: '删除“预测涨跌”“买卖建议”等投资建议表述' },
  { field: 'coverZh', action: '封面去掉 K 线和收益曲线图' },
  { field: 'socialCreditCode', action: '提供具备证券投资咨询业务资质的主体信息' },
];

const PLANS = [
  { id: 'agent-premium', name: '个人高级版', cents: 1880, months: [1, 3, 12] },
  { id: 'agent-enterprise', name: '企业版', cents: 568_800, months: [1] },
] as const;
const AGENT_PRICES = [990, 1990, 2990, 4990, 9900];
/** completed 40 %, paid 25 %, cancelled 20 %, pending 15 % */
const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['completed', 0.4],
  ['paid', 0.25],
  ['cancelled', 0.2],
  ['pending', 0.15],
];

export interface AdminSeedOptions {
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the admin console unless done before; true when this call wrote it. */
export async function seedAdminConsole(db: Database, options: AdminSeedOptions): Promise<boolean> {
  if (await settingsRepository(db).get(ADMIN_SEED_MARKER)) return false;
  const at = options.now();
  const seeded = await db.transaction(async (tx) => {
    const accounts = users(tx);
    const admin = await accounts.findUserByUsername('admin');
    if (!admin) return false;
    if (!(await settingsRepository(tx).claim(ADMIN_SEED_MARKER, new Date(at).toISOString()))) {
      return false;
    }
    const applicants = await seedApplications(tx, admin.id, at);
    await seedAgentPoints(tx, admin.id);
    await seedOrders(tx, at, applicants);
    return true;
  });
  if (seeded) {
    options.log(
      `Seed admin console: ${APPLICANTS.length} developer applications, ${SEED_ORDER_COUNT} orders`,
    );
  }
  return seeded;
}

async function seedApplications(tx: Queryable, adminId: string, at: number): Promise<string[]> {
  const accounts = users(tx);
  const repo = applications(tx);
  const reviewPoints = reviewPointsOf(tx);
  const daysAgo = (days: number, minutes = 0) => new Date(at - days * DAY_MS + minutes * MINUTE_MS);
  const ids: string[] = [];
  for (const [index, applicant] of APPLICANTS.entries()) {
    const mobile = applicantMobile(index);
    const user =
      (await accounts.insertUser({
        username: newHandle(),
        name: applicant.name,
        mobile,
        email: `applicant${index + 1}@example.com`,
        role: 'user',
        createdAt: daysAgo(40 + index),
      })) ?? (await accounts.findUserByMobile(mobile));
    if (!user) continue;
    ids.push(user.id);
    const fields: ApplicationFields = {
      developerName: applicant.name,
      mobile,
      email: `applicant${index + 1}@example.com`,
      ...applicant.fields,
    };
    const decide = async (
      applicationId: string,
      decision: { status: 'approved' | 'rejected'; comment: string },
      points: ReviewPoint[],
      when: Date,
    ) => {
      const decided = await repo.reviewApplication(applicationId, {
        ...decision,
        reviewerId: adminId,
        at: when,
      });
      if (!decided) return null;
      if (decision.status === 'approved') await repo.certifyDeveloper(user.id);
      else await reviewPoints.insertPoints('application', decided.submissionId, points);
      await audit(tx, {
        actorId: adminId,
        action: decision.status === 'approved' ? 'approve' : 'reject',
        subject: 'application',
        subjectId: applicationId,
        detail: decision.comment,
        at: when,
      });
      return decided.submissionId;
    };

    const { earlier } = applicant;
    if (earlier) {
      const first = await repo.insertApplication(
        user.id,
        { ...fields, ...earlier.changes },
        daysAgo(earlier.submitted, 95),
      );
      if (!first) continue;
      const round = await decide(
        first.id,
        { status: 'rejected', comment: earlier.comment },
        earlier.points,
        daysAgo(earlier.rejected, 200),
      );
      await repo.resubmitApplication(first.id, fields, daysAgo(applicant.submitted, 130));
      const [addressed] = round ? await reviewPoints.pointsOf('application', [round]) : [];
      if (round && addressed)
        await reviewPoints.markAddressed('application', round, [addressed.id]);
      continue;
    }
    const application = await repo.insertApplication(
      user.id,
      fields,
      daysAgo(applicant.submitted, 40 + index * 17),
    );
    if (application && applicant.decision) {
      await decide(
        application.id,
        applicant.decision,
        applicant.points ?? [],
        daysAgo(applicant.decision.daysAgo, 300),
      );
    }
  }
  return ids;
}

/** the seed market's rejected agent gets the points of its rejection */
async function seedAgentPoints(tx: Queryable, adminId: string) {
  const version = await agentsData(tx).firstVersionNamed('Stock Oracle', 'rejected');
  if (!version) return;
  await reviewPointsOf(tx).insertPoints('agent_version', version.id, STOCK_ORACLE_POINTS);
  await audit(tx, {
    actorId: adminId,
    action: 'reject',
    subject: 'agent_version',
    subjectId: version.id,
    detail: version.review_comment,
    at: new Date(version.reviewed_at),
  });
}

function weighted<T>(items: [T, number][], random: () => number): T {
  let roll = random();
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (items.at(-1) as [T, number])[0];
}

const digits = (n: number, random: () => number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

const compactDay = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

async function seedOrders(tx: Queryable, at: number, applicantIds: string[]) {
  const random = prng(20_261_122);
  // who subscribed to which live seed agent, and when: agent orders come from subscribers
  const subscriptions = await tx.query<{
    user_id: string;
    agent_id: string;
    name_zh: string;
    created_at: Date | string;
  }>(
    `select s.user_id::text as user_id, s.agent_id::text as agent_id, v.name_zh, s.created_at
     from subscriptions s join users u on u.id = s.user_id
       join ${AGENTS_TABLE} a on a.id = s.agent_id and a.published
       ${LIVE_VERSION_JOIN}
     where u.mobile like '1990000%'
     order by s.agent_id, s.user_id`,
  );
  const buyers = await tx.query<{ id: string; mobile: string }>(
    `select id::text as id, mobile from users
     where mobile like '1990000%' or id = any($1::bigint[])
     order by id`,
    [applicantIds],
  );
  const mobiles = new Map(buyers.map((buyer) => [buyer.id, buyer.mobile]));
  if (buyers.length === 0) return;

  const orders: unknown[][] = [];
  const events: { agentId: string; userId: string; at: Date }[] = [];
  for (let index = 0; index < SEED_ORDER_COUNT; index++) {
    // the first four show every state; then by weight
    const status: OrderStatus =
      index < STATUS_WEIGHTS.length
        ? (STATUS_WEIGHTS[index]?.[0] ?? 'completed')
        : weighted(STATUS_WEIGHTS, random);
    const forAgent = subscriptions.length > 0 && random() < 0.65;
    let userId: string;
    let agentId: string | null = null;
    let planId: string | null = null;
    let item: string;
    let cents: number;
    let months = 1;
    let earliest = at - 60 * DAY_MS;
    if (forAgent) {
      const subscription = subscriptions[Math.floor(random() * subscriptions.length)];
      if (!subscription) continue;
      userId = subscription.user_id;
      agentId = subscription.agent_id;
      item = subscription.name_zh;
      cents = AGENT_PRICES[Math.floor(random() * AGENT_PRICES.length)] ?? 990;
      earliest = Math.max(earliest, new Date(subscription.created_at).getTime());
    } else {
      const buyer = buyers[Math.floor(random() * buyers.length)];
      const plan = random() < 0.8 ? PLANS[0] : PLANS[1];
      if (!buyer) continue;
      months = plan.months[Math.floor(random() * plan.months.length)] ?? 1;
      userId = buyer.id;
      planId = plan.id;
      item = months > 1 ? `${plan.name}（${months} 个月）` : plan.name;
      cents = plan.cents * months;
    }
    // a pending order is one being paid for now (within its 30 minutes to pay); the others
    // anywhere in the window
    const created =
      status === 'pending'
        ? at - (2 + random() * 25) * MINUTE_MS
        : earliest + random() * (at - 3 * 60 * MINUTE_MS - earliest);
    const paid = status === 'paid' || status === 'completed';
    const paidAt = paid ? created + (1 + random() * 9) * MINUTE_MS : null;
    const completedAt =
      status === 'completed' && paidAt
        ? Math.min(at, paidAt + (1 + random() * 47) * 60 * MINUTE_MS)
        : null;
    const cancelledAt = status === 'cancelled' ? created + 30 * MINUTE_MS : null;
    const method: PaymentMethod = random() < 0.6 ? 'chat_wallet' : 'pay_wallet';
    const mobile = mobiles.get(userId) ?? '';
    const businessNumber = paid
      ? method === 'chat_wallet'
        ? `4200${digits(24, random)}`
        : `${compactDay(paidAt ?? created)}2200${digits(16, random)}`
      : '';
    const remark =
      status === 'cancelled'
        ? random() < 0.6
          ? '超时未支付，已自动取消'
          : '用户取消订单'
        : status === 'completed' && random() < 0.2
          ? '已开具电子发票'
          : '';
    orders.push([
      planId ? months : 1,
      // the order number is made from the id when the order is written
      null,
      userId,
      agentId,
      planId,
      item,
      cents,
      method,
      status,
      paid && mobile ? maskMobile(mobile) : '',
      businessNumber,
      remark,
      new Date(created),
      paidAt === null ? null : new Date(paidAt),
      completedAt === null ? null : new Date(completedAt),
      cancelledAt === null ? null : new Date(cancelledAt),
    ]);
    if (agentId) events.push({ agentId, userId, at: new Date(created) });
  }
  for (const order of orders) {
    const id = await nextOrderId(tx);
    order[1] = orderNumberOf(id, (order[12] as Date).getTime());
    await tx.query(
      `insert into orders (months, order_number, user_id, agent_id, plan_id, item_name,
         amount_cents, payment_method, status, pay_account, business_number, remark, created_at,
         paid_at, completed_at, cancelled_at, id)
       values ($1, $2, $3::bigint, $4::bigint, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         $16, $17::bigint)`,
      [...order, id],
    );
  }
  // the buyers of paid plans have that plan, for its term, from their latest paid plan order
  await tx.query(
    `insert into plan_subscriptions (user_id, plan_id, started_at, expires_at, updated_at, order_id)
     select distinct on (user_id) user_id, plan_id, paid_at,
       paid_at + make_interval(months => months), paid_at, id
     from orders
     where plan_id is not null and status in ('paid', 'completed') and paid_at is not null
     order by user_id, paid_at desc, id desc
     on conflict (user_id) do nothing`,
  );
  if (events.length) {
    await tx.query(
      `insert into agent_events (agent_id, user_id, kind, at)
       select a, u, 'order', t from unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) as e (a, u, t)`,
      [events.map((e) => e.agentId), events.map((e) => e.userId), events.map((e) => e.at)],
    );
  }
}
