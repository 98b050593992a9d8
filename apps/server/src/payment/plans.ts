/**
 * The plans on sale (the packages): read from the
 * `plans` table, seeded at start-up from the contract's FALLBACK_PACKAGES, and the quote the
 * server computes for a plan and a number of months. Money is in integer cents until the
 * answer, which is in yuan.
 */
import {
  FALLBACK_PACKAGES,
  FREE_PLAN_ID,
  FREE_PLAN_NOT_PURCHASABLE,
  type Package,
  type PurchaseQuote,
  UNKNOWN_PLAN,
} from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Language } from '../http/messages.ts';

/** a one-time fee on top of the months: none on any plan (docs/decisions/) */
export const CONFIG_FEE_CENTS = 0;

export interface PlanRow {
  spec_no: string;
  name_zh: string;
  name_en: string;
  subtitle_zh: string;
  subtitle_en: string;
  features_zh: string[] | string;
  features_en: string[] | string;
  amount_cents: number;
  popular: boolean;
  sort_order: number;
  purchasable: boolean;
}

const PLAN_COLUMNS = `spec_no, name_zh, name_en, subtitle_zh, subtitle_en, features_zh,
  features_en, amount_cents::float8 as amount_cents, popular, sort_order, purchasable`;

/** cents to yuan: a number with at most two decimals */
export const yuan = (cents: number) => Math.round(cents) / 100;
const cents = (yuanAmount: number) => Math.round(yuanAmount * 100);

const list = (value: string[] | string): string[] =>
  Array.isArray(value) ? value : (JSON.parse(value) as string[]);

export const planName = (row: Pick<PlanRow, 'name_zh' | 'name_en'>, language: Language) =>
  language === 'zh' ? row.name_zh : row.name_en;

export function toPackage(row: PlanRow, language: Language): Package {
  return {
    specNo: row.spec_no,
    specName: planName(row, language),
    subtitle: language === 'zh' ? row.subtitle_zh : row.subtitle_en,
    amount: yuan(Number(row.amount_cents)),
    features: list(language === 'zh' ? row.features_zh : row.features_en),
    popular: row.popular,
  };
}

/**
 * Writes the contract's plans unless a row of that id exists (an edited plan is kept), so
 * every start may call it and several instances may start at once.
 */
export async function seedPlans(db: Queryable): Promise<void> {
  const english = new Map(FALLBACK_PACKAGES.en.map((plan) => [plan.specNo, plan]));
  for (const [index, zh] of FALLBACK_PACKAGES.zh.entries()) {
    const en = english.get(zh.specNo) ?? zh;
    const amount = cents(zh.amount);
    await db.query(
      `insert into plans (spec_no, name_zh, name_en, subtitle_zh, subtitle_en, features_zh,
         features_en, amount_cents, popular, sort_order, purchasable)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11)
       on conflict (spec_no) do nothing`,
      [
        zh.specNo,
        zh.specName,
        en.specName,
        zh.subtitle,
        en.subtitle,
        JSON.stringify(zh.features),
        JSON.stringify(en.features),
        amount,
        zh.popular ?? false,
        index,
        zh.specNo !== FREE_PLAN_ID && amount > 0,
      ],
    );
  }
}

export function plansRepository(db: Queryable) {
  return {
    /** cheapest first (the listed order) */
    list() {
      return db.query<PlanRow>(
        `select ${PLAN_COLUMNS} from plans order by sort_order, amount_cents, spec_no`,
      );
    },
    async find(specNo: string): Promise<PlanRow | null> {
      const [row] = await db.query<PlanRow>(
        `select ${PLAN_COLUMNS} from plans where spec_no = $1`,
        [specNo],
      );
      return row ?? null;
    },
  };
}

/** what a purchase costs, in cents */
export interface QuoteCents {
  plan: PlanRow;
  months: number;
  priceCents: number;
  unitPriceCents: number;
  configFeeCents: number;
  totalCents: number;
}

/** 404 for an unknown plan, 400 for one that is not for sale (the free plan) */
export async function quoteCents(
  db: Queryable,
  planId: string,
  months: number,
): Promise<QuoteCents> {
  const plan = await plansRepository(db).find(planId);
  if (!plan) throw new ApiError(404, UNKNOWN_PLAN);
  if (!plan.purchasable) throw new ApiError(400, FREE_PLAN_NOT_PURCHASABLE);
  const priceCents = Number(plan.amount_cents);
  // the listed monthly price, whatever the length: no discount for longer terms
  const unitPriceCents = priceCents;
  const configFeeCents = CONFIG_FEE_CENTS;
  return {
    plan,
    months,
    priceCents,
    unitPriceCents,
    configFeeCents,
    totalCents: unitPriceCents * months + configFeeCents,
  };
}

export function toQuote(quote: QuoteCents, language: Language): PurchaseQuote {
  return {
    planId: quote.plan.spec_no,
    planName: planName(quote.plan, language),
    price: yuan(quote.priceCents),
    months: quote.months,
    unitPrice: yuan(quote.unitPriceCents),
    totalPrice: yuan(quote.totalCents),
    configFee: yuan(quote.configFeeCents),
  };
}
