/** Legions for stories and tests (the /legion pages, the orchestration editor, the admin queue); each parses with the contract. */
import {
  type DeveloperLegion,
  developerLegionSchema,
  type LegionAgentChoice,
  type LegionCard,
  type LegionMember,
  type LegionReviewItem,
  type LegionStep,
  type LegionVersion,
  legionAgentChoiceSchema,
  legionCardSchema,
  legionReviewItemSchema,
  legionStepSchema,
  legionVersionSchema,
} from '../legion.ts';
import { svgImage } from './market-fixtures.ts';

export const legionAgentChoiceFixtures: LegionAgentChoice[] = [
  {
    agentId: '101',
    nameZh: '知识问答助手',
    nameEn: 'Knowledge Answerer',
    descriptionZh: '从你共享的知识库中找出答案并注明出处。',
    descriptionEn: 'Answers from the knowledge bases you share, quoting its sources.',
    own: true,
    published: true,
  },
  {
    agentId: '102',
    nameZh: '计算与换算',
    nameEn: 'Calculator & Converter',
    descriptionZh: '计算算式，换算常用单位，查日期。',
    descriptionEn: 'Works out arithmetic, converts units and counts days.',
    own: true,
    published: true,
  },
  {
    agentId: '103',
    nameZh: '任务分派',
    nameEn: 'Dispatcher',
    descriptionZh: '把请求交给角色最对口的成员。',
    descriptionEn: 'Hands each request to the member whose role fits it.',
    own: false,
    published: true,
  },
  {
    agentId: '104',
    nameZh: '会议纪要',
    nameEn: 'Meeting Minutes',
    descriptionZh: '整理会议要点和待办。',
    descriptionEn: 'Sums up meetings and their to-dos.',
    own: false,
    published: true,
  },
  {
    agentId: '105',
    nameZh: '草稿助手',
    nameEn: 'Draft Helper',
    descriptionZh: '还在审核中的自有智能体。',
    descriptionEn: 'An agent of yours still under review.',
    own: true,
    published: false,
  },
].map((choice, index) =>
  legionAgentChoiceSchema.parse({ ...choice, logo: svgImage(choice.nameEn.charAt(0), index) }),
);

const choice = (agentId: string) => {
  const found = legionAgentChoiceFixtures.find((entry) => entry.agentId === agentId);
  if (!found) throw new Error(`no agent choice ${agentId}`);
  return found;
};

const member = (agentId: string, role: string, instructions = ''): LegionMember => {
  const agent = choice(agentId);
  return {
    agentId,
    role,
    instructions,
    nameZh: agent.nameZh,
    nameEn: agent.nameEn,
    logo: agent.logo,
    published: agent.published,
  };
};

function version(fields: Partial<LegionVersion> & Pick<LegionVersion, 'id'>): LegionVersion {
  return legionVersionSchema.parse({
    nameZh: '算完再讲',
    nameEn: 'Calculate, then explain',
    descriptionZh: '先由计算员算出结果，再由讲解员结合知识库说明。',
    descriptionEn: 'The calculator works it out, then the explainer puts it in context.',
    flow: 'sequence',
    members: [member('102', '计算员', '只做计算，给出算式和结果'), member('101', '讲解员')],
    router: null,
    status: 'approved',
    reviewComment: '',
    reviewedAt: '2026-11-18T08:00:00.000Z',
    submittedAt: '2026-11-17T08:00:00.000Z',
    ...fields,
  });
}

const routerVersion = version({
  id: '32',
  nameZh: '行政小队',
  nameEn: 'Office Squad',
  descriptionZh: '制度问题交给知识问答，算账换算交给计算员，会议交给纪要员。',
  descriptionEn:
    'Policy questions go to the answerer, sums to the calculator, meetings to minutes.',
  flow: 'router',
  members: [
    member('101', '制度问答', '回答员工手册、年假、报销等制度问题'),
    member('102', '计算换算', '计算算式，换算单位'),
    member('104', '会议纪要', '整理会议记录'),
  ],
  router: (({ role: _role, instructions: _instructions, ...rest }) => rest)(
    member('103', 'router'),
  ),
});

export const developerLegionFixtures: Record<
  'published' | 'pending' | 'rejected' | 'router',
  DeveloperLegion
> = {
  published: developerLegionSchema.parse({
    id: '21',
    status: 'approved',
    published: true,
    publishedAt: '2026-11-18T08:00:00.000Z',
    runCount: 128,
    latest: version({ id: '31' }),
    live: version({ id: '31' }),
  }),
  pending: developerLegionSchema.parse({
    id: '22',
    status: 'pending',
    published: false,
    publishedAt: null,
    runCount: 0,
    latest: version({
      id: '33',
      nameZh: '双语纪要',
      nameEn: 'Bilingual Minutes',
      status: 'pending',
      reviewedAt: null,
      members: [member('104', '纪要员'), member('105', '润色员', '把纪要改写得简洁')],
    }),
    live: null,
  }),
  rejected: developerLegionSchema.parse({
    id: '23',
    status: 'rejected',
    published: false,
    publishedAt: null,
    runCount: 0,
    latest: version({
      id: '34',
      nameZh: '随便问问',
      nameEn: 'Ask Anything',
      status: 'rejected',
      reviewComment: '请写清楚每个成员负责什么，描述不要只写一句话。',
    }),
    live: null,
  }),
  router: developerLegionSchema.parse({
    id: '24',
    status: 'approved',
    published: true,
    publishedAt: '2026-11-19T08:00:00.000Z',
    runCount: 42,
    latest: routerVersion,
    live: routerVersion,
  }),
};

const toCard = (legion: DeveloperLegion, developerName: string): LegionCard => {
  const live = legion.live ?? legion.latest;
  return legionCardSchema.parse({
    id: legion.id,
    nameZh: live.nameZh,
    nameEn: live.nameEn,
    descriptionZh: live.descriptionZh,
    descriptionEn: live.descriptionEn,
    flow: live.flow,
    members: live.members,
    router: live.router,
    developerName,
    publishedAt: legion.publishedAt ?? '2026-11-18T08:00:00.000Z',
    runCount: legion.runCount,
  });
};

export const legionCardFixtures: LegionCard[] = [
  toCard(developerLegionFixtures.router, '陈开发'),
  toCard(developerLegionFixtures.published, '陈开发'),
];

/** the admin's queue: one waiting, one rejected, one approved, by two developers */
export const legionReviewItemFixtures: LegionReviewItem[] = [
  legionReviewItemSchema.parse({
    ...developerLegionFixtures.router.latest,
    submittedAt: '2026-11-05T08:00:00.000Z',
    legionId: developerLegionFixtures.router.id,
    developerName: '林小团',
  }),
  legionReviewItemSchema.parse({
    ...developerLegionFixtures.rejected.latest,
    submittedAt: '2026-11-12T08:00:00.000Z',
    legionId: developerLegionFixtures.rejected.id,
    developerName: '陈开发',
  }),
  legionReviewItemSchema.parse({
    ...developerLegionFixtures.pending.latest,
    legionId: developerLegionFixtures.pending.id,
    developerName: '陈开发',
  }),
];

const step = (fields: Partial<LegionStep> & Pick<LegionStep, 'index' | 'agentId'>) =>
  legionStepSchema.parse({
    kind: 'member',
    nameZh: choice(fields.agentId).nameZh,
    nameEn: choice(fields.agentId).nameEn,
    role: '',
    input: '',
    output: '',
    status: 'complete',
    failure: null,
    failureMessage: null,
    durationMs: 800,
    ...fields,
  });

/** a finished sequence run: the calculator, then the explainer */
export const legionRunStepFixtures: LegionStep[] = [
  step({
    index: 0,
    agentId: '102',
    role: '计算员',
    input: '帮我算一下 (3 + 4) * 5',
    output: '(3 + 4) * 5 = 35',
    durationMs: 420,
  }),
  step({
    index: 1,
    agentId: '101',
    role: '讲解员',
    input: '帮我算一下 (3 + 4) * 5\n\n上一步（计算员）的结果：\n(3 + 4) * 5 = 35',
    output: '结果是 35：先算括号里的 3 + 4 = 7，再乘以 5。',
    durationMs: 1310,
  }),
];
