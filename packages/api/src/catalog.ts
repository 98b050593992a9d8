/**
 * The contract's plain values — no zod — that the first screens a visitor opens need: the
 * market's categories, sorts and page size, and the plans shown when the plan list cannot be
 * fetched. Apart from the schemas (market.ts, plans.ts re-export them) so that a page using
 * them does not load zod with them (see docs/decisions/, "The contract off the first load").
 */
export const AGENT_CATEGORIES = [
  'productivity',
  'writing',
  'knowledge',
  'development',
  'data',
  'design',
  'education',
  'lifestyle',
] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];

export const isAgentCategory = (value: unknown): value is AgentCategory =>
  (AGENT_CATEGORIES as readonly unknown[]).includes(value);

export const MARKET_SORTS = ['popular', 'newest', 'rating'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

export const MARKET_PAGE_SIZE = 12;

/** the plan list's path: exactly this, outside /api */
export const PACKAGE_LIST_PATH = '/agent/package/list';
/** the thrown message when the list call fails without a server message */
export const PACKAGE_LIST_FAILED = 'failed to get package list';

export const FREE_PLAN_ID = 'agent-free';
export const PLAN_IDS = ['agent-free', 'agent-premium', 'agent-enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * The built-in plans, in both languages: what the pricing page shows when the list call
 * fails, and what the server seeds its plans table with (one source for both). Typed by
 * inference so this module imports nothing; imports.test.ts checks they are `Package`s.
 */
export const FALLBACK_PACKAGES = {
  zh: [
    {
      specNo: 'agent-free',
      specName: '个人免费版',
      subtitle: '个人体验，零成本上手',
      amount: 0,
      features: [
        '每天 500 资源点',
        '每分钟 300 次模型请求',
        '1 个空间，最多 50 人',
        '1 GB 知识库空间',
      ],
      popular: false,
    },
    {
      specNo: 'agent-premium',
      specName: '个人高级版',
      subtitle: '更多资源与新功能抢先体验',
      amount: 18.8,
      features: [
        '每月 30,000 资源点，可加购',
        '每分钟 1000 次模型请求',
        '10 个空间，每个最多 100 人',
        '10 GB 知识库空间',
        '新模型与新功能抢先体验',
      ],
      popular: true,
    },
    {
      specNo: 'agent-enterprise',
      specName: '企业版',
      subtitle: '团队规模化协作',
      amount: 5688,
      features: [
        '每月 3,000,000 资源点，可加购',
        '每分钟 12000 次模型请求，可扩容',
        '空间与人数不限',
        '2 TB 知识库空间',
        '成员数量不限',
        '多人协同编辑',
        '容量管理',
      ],
      popular: false,
    },
  ],
  en: [
    {
      specNo: 'agent-free',
      specName: 'Personal Free',
      subtitle: 'Try it on your own, at no cost',
      amount: 0,
      features: [
        '500 resource points a day',
        '300 model requests a minute',
        '1 space with up to 50 people',
        '1 GB of knowledge space',
      ],
      popular: false,
    },
    {
      specNo: 'agent-premium',
      specName: 'Personal Advanced',
      subtitle: 'More resources, new features first',
      amount: 18.8,
      features: [
        '30,000 resource points a month, top-ups available',
        '1000 model requests a minute',
        '10 spaces with up to 100 people each',
        '10 GB of knowledge space',
        'New models and features first',
      ],
      popular: true,
    },
    {
      specNo: 'agent-enterprise',
      specName: 'Enterprise',
      subtitle: 'Collaboration at team scale',
      amount: 5688,
      features: [
        '3,000,000 resource points a month, top-ups available',
        '12000 model requests a minute, expandable',
        'Unlimited spaces and people',
        '2 TB of knowledge space',
        'Unlimited members',
        'Multi-person co-editing',
        'Capacity management',
      ],
      popular: false,
    },
  ],
};
