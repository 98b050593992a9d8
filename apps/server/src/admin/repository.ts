/**
 * The admin console's SQL: the review queues over developer applications and agent versions,
 * the rounds of an application, and orders. Filters take ILIKE patterns already escaped
 * (`containsPattern`, shared/sql.ts) and UTC day bounds as times.
 */
import type { OrderStatus, PaymentMethod, ReviewStatus } from '@legion/api';
import { displayNameSql } from '../accounts/display-name.ts';
import {
  AGENTS_TABLE,
  approvedNameEnLike,
  liveVersionValue,
  VERSIONS_TABLE,
} from '../agents/sql.ts';
import type { Queryable } from '../db/database.ts';

type Time = Date | string;

export interface QueueFilter {
  status: ReviewStatus | null;
  /** ILIKE pattern of the keyword */
  pattern: string | null;
  /** ILIKE pattern of the keyword as a mobile number (spaces and dashes removed) */
  mobilePattern: string | null;
  /** submitted at or after */
  from: Date | null;
  /** submitted before */
  to: Date | null;
}

export interface Page {
  limit: number;
  offset: number;
  newest: boolean;
}

export interface ApplicationQueueRow {
  id: string;
  developer_name: string;
  company_name: string;
  industry: string;
  mobile: string;
  status: ReviewStatus;
  submitted_at: Time;
  reviewed_at: Time | null;
  reviewer_name: string | null;
  submissions: number;
}

export interface AgentQueueRow {
  id: string;
  agent_id: string;
  name_zh: string;
  name_en: string;
  logo: string;
  version: string;
  company: string;
  developer_name: string;
  status: ReviewStatus;
  is_update: boolean;
  /** which submission of this version number (1 for the first) */
  submission: number;
  submitted_at: Time;
  reviewed_at: Time | null;
  reviewer_name: string | null;
}

export interface RoundRow {
  id: string;
  round: number;
  developer_name: string;
  mobile: string;
  email: string;
  company_name: string;
  industry: string;
  legal_person_name: string;
  id_card: string;
  credit_code: string;
  status: ReviewStatus;
  review_comment: string;
  reviewer_name: string | null;
  submitted_at: Time;
  reviewed_at: Time | null;
}

export interface OrderFilter {
  status: OrderStatus | null;
  pattern: string | null;
  mobilePattern: string | null;
  /** ordered at or after */
  from: Date | null;
  /** ordered before */
  to: Date | null;
}

export interface OrderRow {
  id: string;
  order_number: string;
  item_name: string;
  item_name_en: string;
  user_name: string;
  username: string;
  mobile: string | null;
  amount_cents: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  created_at: Time;
  paid_at: Time | null;
  pay_account: string;
  business_number: string;
  remark: string;
}

const APPLICATION_FILTER = `($1::text is null or a.status = $1)
  and ($2::text is null or a.developer_name ilike $2 or a.company_name ilike $2
    or a.mobile ilike $3)
  and ($4::timestamptz is null or a.submitted_at >= $4)
  and ($5::timestamptz is null or a.submitted_at < $5)`;

/** a draft is its developer's alone: never in the admins' queue */
const AGENT_FILTER = `v.status <> 'draft' and ($1::text is null or v.status = $1)
  and ($2::text is null or v.name_zh ilike $2 or v.name_en ilike $2 or v.company ilike $2
    or d.name ilike $2 or d.username ilike $2)
  and ($3::timestamptz is null or v.submitted_at >= $3)
  and ($4::timestamptz is null or v.submitted_at < $4)`;

const ORDER_FILTER = `($1::text is null or o.status = $1)
  and ($2::text is null or o.order_number ilike $2 or u.name ilike $2 or u.mobile ilike $3
    or o.item_name ilike $2
    or exists (select 1 from plans pl where pl.spec_no = o.plan_id and pl.name_en ilike $2)
    or ${approvedNameEnLike('o.agent_id', '$2')})
  and ($4::timestamptz is null or o.created_at >= $4)
  and ($5::timestamptz is null or o.created_at < $5)`;

const filterParams = (filter: QueueFilter | OrderFilter) => [
  filter.status,
  filter.pattern,
  filter.mobilePattern ?? '',
  filter.from,
  filter.to,
];

/** the agent queue's keyword has no mobile number */
const agentParams = (filter: QueueFilter) => [
  filter.status,
  filter.pattern,
  filter.from,
  filter.to,
];

const direction = (page: Page) => (page.newest ? 'desc' : 'asc');

export function adminRepository(db: Queryable) {
  return {
    // --- queues ----------------------------------------------------------------------------

    async countApplications(filter: QueueFilter): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        `select count(*)::int as total from developer_applications a where ${APPLICATION_FILTER}`,
        filterParams(filter),
      );
      return row?.total ?? 0;
    },

    listApplications(filter: QueueFilter, page: Page) {
      return db.query<ApplicationQueueRow>(
        `select a.id::text as id, a.developer_name, a.company_name, a.industry, a.mobile,
           a.status, a.submitted_at, a.reviewed_at,
           ${displayNameSql('r')} as reviewer_name,
           (select count(*)::int from developer_application_submissions s
             where s.application_id = a.id) as submissions
         from developer_applications a left join users r on r.id = a.reviewer_id
         where ${APPLICATION_FILTER}
         order by a.submitted_at ${direction(page)}, a.id ${direction(page)}
         limit $6 offset $7`,
        [...filterParams(filter), page.limit, page.offset],
      );
    },

    async countVersions(filter: QueueFilter): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        `select count(*)::int as total
         from ${VERSIONS_TABLE} v join ${AGENTS_TABLE} a on a.id = v.agent_id
           join users d on d.id = a.developer_id
         where ${AGENT_FILTER}`,
        agentParams(filter),
      );
      return row?.total ?? 0;
    },

    listVersions(filter: QueueFilter, page: Page) {
      return db.query<AgentQueueRow>(
        `select v.id::text as id, v.agent_id::text as agent_id, v.name_zh, v.name_en, v.logo,
           v.version, v.company, ${displayNameSql('d')} as developer_name,
           v.status, v.submitted_at, v.reviewed_at,
           ${displayNameSql('r')} as reviewer_name,
           exists (
             select 1 from ${VERSIONS_TABLE} p
             where p.agent_id = v.agent_id and p.status = 'approved' and p.id <> v.id
               and (p.submitted_at, p.id) < (v.submitted_at, v.id)
           ) as is_update,
           (
             select count(*) from ${VERSIONS_TABLE} s
             where s.agent_id = v.agent_id and s.version = v.version
               and (s.submitted_at, s.id) <= (v.submitted_at, v.id)
           )::int as submission
         from ${VERSIONS_TABLE} v join ${AGENTS_TABLE} a on a.id = v.agent_id
           join users d on d.id = a.developer_id
           left join users r on r.id = v.reviewer_id
         where ${AGENT_FILTER}
         order by v.submitted_at ${direction(page)}, v.id ${direction(page)}
         limit $5 offset $6`,
        [...agentParams(filter), page.limit, page.offset],
      );
    },

    /** when each pending item was submitted: the counts and their clocks */
    async pendingSubmissions(): Promise<{
      applications: Time[];
      versions: Time[];
      legions: number;
      reportedReviews: number;
    }> {
      const [applications, versions, legions, reported] = await Promise.all([
        db.query<{ submitted_at: Time }>(
          "select submitted_at from developer_applications where status = 'pending'",
        ),
        db.query<{ submitted_at: Time }>(
          `select submitted_at from ${VERSIONS_TABLE} where status = 'pending'`,
        ),
        db.query<{ count: string | number }>(
          "select count(*) as count from legion_versions where status = 'pending'",
        ),
        db.query<{ count: string | number }>(
          `select count(distinct review_id) as count from review_reports
           where resolved_at is null`,
        ),
      ]);
      return {
        applications: applications.map((row) => row.submitted_at),
        versions: versions.map((row) => row.submitted_at),
        legions: Number(legions[0]?.count ?? 0),
        reportedReviews: Number(reported[0]?.count ?? 0),
      };
    },

    // --- review pages ----------------------------------------------------------------------

    /** every round of the application, newest first */
    rounds(applicationId: string) {
      return db.query<RoundRow>(
        `select s.id::text as id, s.round, s.developer_name, s.mobile, s.email, s.company_name,
           s.industry, s.legal_person_name, s.id_card, s.credit_code, s.status, s.review_comment,
           ${displayNameSql('r')} as reviewer_name, s.submitted_at,
           s.reviewed_at
         from developer_application_submissions s left join users r on r.id = s.reviewer_id
         where s.application_id = $1::bigint
         order by s.round desc`,
        [applicationId],
      );
    },

    // --- orders ----------------------------------------------------------------------------

    async orderTotals(filter: OrderFilter) {
      const [row] = await db.query<{ count: number; amount: number; paid: number }>(
        `select count(*)::int as count,
           coalesce(sum(o.amount_cents), 0)::float8 as amount,
           coalesce(sum(o.amount_cents) filter (where o.status in ('paid', 'completed')), 0)::float8
             as paid
         from orders o join users u on u.id = o.user_id
         where ${ORDER_FILTER}`,
        filterParams(filter),
      );
      return row ?? { count: 0, amount: 0, paid: 0 };
    },

    /** newest first */
    listOrders(filter: OrderFilter, page: { limit: number; offset: number }) {
      return db.query<OrderRow>(
        `select ${ORDER_COLUMNS}
         from orders o join users u on u.id = o.user_id
         where ${ORDER_FILTER}
         order by o.created_at desc, o.id desc
         limit $6 offset $7`,
        [...filterParams(filter), page.limit, page.offset],
      );
    },

    async findOrder(id: string): Promise<OrderRow | null> {
      const [row] = await db.query<OrderRow>(
        `select ${ORDER_COLUMNS} from orders o join users u on u.id = o.user_id
         where o.id = $1::bigint`,
        [id],
      );
      return row ?? null;
    },
  };
}

/**
 * What an order bought, in English: the plan's English name (with the term, where the Chinese
 * name carries one, "（3 个月）" -> " (3 months)"), the agent's live English name, or the name as
 * written when neither is known any more
 */
const ORDER_ITEM_EN = `coalesce(
    (select pl.name_en || coalesce(' (' || substring(o.item_name from '（(\\d+) 个月）') || ' months)', '')
       from plans pl where pl.spec_no = o.plan_id),
    ${liveVersionValue('lv.name_en', 'o.agent_id')},
    o.item_name) as item_name_en`;

const ORDER_COLUMNS = `o.id::text as id, o.order_number, o.item_name, ${ORDER_ITEM_EN},
  ${displayNameSql('u')} as user_name, u.username, u.mobile, o.amount_cents::float8 as amount_cents, o.payment_method, o.status,
  o.created_at, o.paid_at, o.pay_account, o.business_number, o.remark`;

export type AdminRepository = ReturnType<typeof adminRepository>;
