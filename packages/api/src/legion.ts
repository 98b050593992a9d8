/**
 * Legions: a team of agents that work on one request together. A developer
 * composes one in the orchestration editor (`/developer/orchestration`) from agents they own
 * or that are on the market: its members, each with a role and instructions, and how a
 * request flows — in sequence (each member gets the question and the previous member's
 * result; the last one answers) or through a router agent that picks the one member to
 * answer. Like an agent, each submission is reviewed before the legion is published on
 * `/legion`, where people browse legions, see their members and run one.
 */
import { z } from 'zod';
import { dayRangeForward, filterDaySchema } from './admin.ts';
import { AGENT_LIMITS } from './agent-protocol.ts';
import { CHAT_FAILURES } from './chat.ts';
import { REQUIRED_FIELDS_MESSAGE, REVIEW_STATUSES, reviewStatusSchema } from './developer.ts';
import { pageOf } from './paging.ts';

export const LEGION_FLOWS = ['sequence', 'router'] as const;
export type LegionFlow = (typeof LEGION_FLOWS)[number];
export const LEGION_MIN_MEMBERS = 2;
export const LEGION_MAX_MEMBERS = 5;
export const LEGION_ROLE_MAX = 40;
export const LEGION_INSTRUCTIONS_MAX = 500;

const required = (max: number) =>
  z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `at most ${max} characters`);
const id = z.string().regex(/^\d{1,18}$/, 'id');

export const legionMemberInputSchema = z.object({
  agentId: id,
  /** what the member does in this legion, e.g. 研究员 / Researcher */
  role: required(LEGION_ROLE_MAX),
  /** sent to the member with every request (the protocol's `role.instructions`) */
  instructions: z.string().trim().max(LEGION_INSTRUCTIONS_MAX).default(''),
});
export type LegionMemberInput = z.input<typeof legionMemberInputSchema>;

const legionFlowFields = {
  flow: z.enum(LEGION_FLOWS),
  members: z
    .array(legionMemberInputSchema)
    .min(LEGION_MIN_MEMBERS, `A legion needs at least ${LEGION_MIN_MEMBERS} members`)
    .max(LEGION_MAX_MEMBERS, `A legion has at most ${LEGION_MAX_MEMBERS} members`),
  /** the agent that picks the member, for the router flow */
  routerAgentId: id.nullable().default(null),
};

function checkFlow(
  value: { flow: LegionFlow; members: { agentId: string }[]; routerAgentId: string | null },
  context: z.RefinementCtx,
) {
  const ids = value.members.map((member) => member.agentId);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({
      code: 'custom',
      message: 'Each agent can be a member once',
      path: ['members'],
    });
  }
  if (value.flow === 'router' && !value.routerAgentId) {
    context.addIssue({
      code: 'custom',
      message: 'Choose the agent that routes requests',
      path: ['routerAgentId'],
    });
  }
}

/** the flow alone: what a test run takes */
export const legionFlowSchema = z.object(legionFlowFields).superRefine(checkFlow);
export type LegionFlowInput = z.input<typeof legionFlowSchema>;

/** everything the developer fills in for a submission */
export const legionFormSchema = z
  .object({
    nameZh: required(40),
    nameEn: required(60),
    descriptionZh: required(1000),
    descriptionEn: required(2000),
    ...legionFlowFields,
  })
  .superRefine(checkFlow);
export type LegionForm = z.input<typeof legionFormSchema>;

export const legionMemberSchema = z.object({
  agentId: z.string(),
  role: z.string(),
  instructions: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  logo: z.string(),
  /** on the market now; a legion is published only with published members */
  published: z.boolean(),
});
export type LegionMember = z.infer<typeof legionMemberSchema>;

export const legionVersionSchema = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  flow: z.enum(LEGION_FLOWS),
  members: z.array(legionMemberSchema),
  router: legionMemberSchema.omit({ role: true, instructions: true }).nullable(),
  status: reviewStatusSchema,
  reviewComment: z.string(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string(),
});
export type LegionVersion = z.infer<typeof legionVersionSchema>;

/** one of the developer's legions */
export const developerLegionSchema = z.object({
  id: z.string(),
  status: reviewStatusSchema,
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  runCount: z.number().int().nonnegative(),
  latest: legionVersionSchema,
  live: legionVersionSchema.nullable(),
});
export type DeveloperLegion = z.infer<typeof developerLegionSchema>;
export const developerLegionListSchema = z.object({ items: z.array(developerLegionSchema) });

/** a published legion, as everyone sees it */
export const legionCardSchema = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  flow: z.enum(LEGION_FLOWS),
  members: z.array(legionMemberSchema.omit({ instructions: true, published: true })),
  router: legionMemberSchema
    .pick({ agentId: true, nameZh: true, nameEn: true, logo: true })
    .nullable(),
  developerName: z.string(),
  publishedAt: z.string(),
  runCount: z.number().int().nonnegative(),
});
export type LegionCard = z.infer<typeof legionCardSchema>;
export const legionPageSchema = /* @__PURE__ */ pageOf(legionCardSchema);
export type LegionPage = z.infer<typeof legionPageSchema>;

export const legionQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

export const legionIdSchema = z.object({ id });
export const legionUpdateSchema = /* @__PURE__ */ legionFormSchema.and(z.object({ id }));

/** an admin's queue of legion submissions */
export const legionReviewItemSchema = /* @__PURE__ */ legionVersionSchema.extend({
  legionId: z.string(),
  developerName: z.string(),
});
export type LegionReviewItem = z.infer<typeof legionReviewItemSchema>;
export const legionReviewListSchema = z.object({ items: z.array(legionReviewItemSchema) });
/** the admin's legion queue filters as the agent queue does (`agentQueueQuerySchema`) */
export const legionReviewQuerySchema = z
  .object({
    /** the waiting ones unless asked otherwise; 'all' for every status */
    status: z.enum([...REVIEW_STATUSES, 'all']).default('pending'),
    /** either name, or the developer */
    q: z.string().trim().max(100).optional(),
    /** submitted on or after this day (UTC) */
    from: filterDaySchema.optional(),
    /** submitted on or before this day (UTC) */
    to: filterDaySchema.optional(),
  })
  .refine(...dayRangeForward);
export type LegionReviewQuery = z.input<typeof legionReviewQuerySchema>;
export const legionReviewDecisionSchema = z
  .object({
    id,
    decision: z.enum(['approve', 'reject']),
    comment: z.string().trim().max(500, 'at most 500 characters').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.comment.length > 0, {
    message: 'Please give the reason for the rejection',
    path: ['comment'],
  });

// ---------------------------------------------------------------------------------------------
// Running a legion: server-sent events, like the chat

export const LEGION_RUN = {
  /** a published legion, by anyone signed in */
  path: '/api/legions/:id/run',
  /** a draft flow, by its developer, from the orchestration editor */
  testPath: '/api/developer/legions/test-run',
} as const;

export const legionRunRequestSchema = z.object({
  message: z.string().trim().min(1, 'Please enter a message').max(AGENT_LIMITS.messageChars),
});
export const legionTestRunRequestSchema = /* @__PURE__ */ legionRunRequestSchema.extend({
  flow: legionFlowSchema,
});
export type LegionTestRunRequest = z.input<typeof legionTestRunRequestSchema>;

export const legionStepSchema = z.object({
  index: z.number().int().nonnegative(),
  /** 'route' for the router's pick, 'member' for a member's work */
  kind: z.enum(['route', 'member']),
  agentId: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  role: z.string(),
  input: z.string(),
  output: z.string(),
  status: z.enum(['running', 'complete', 'failed', 'stopped']),
  failure: z.enum(CHAT_FAILURES).nullable(),
  failureMessage: z.string().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type LegionStep = z.infer<typeof legionStepSchema>;

export const legionRunEventSchemas = {
  /** a step begins, with its input */
  step: z.object({ step: legionStepSchema }),
  /** more of the running step's output */
  delta: z.object({ index: z.number().int().nonnegative(), text: z.string() }),
  /** a step ended */
  stepDone: z.object({ step: legionStepSchema }),
  /** the run ended: the answer is the last completed member step's output */
  done: z.object({
    status: z.enum(['complete', 'failed', 'stopped']),
    answer: z.string(),
    steps: z.array(legionStepSchema),
    durationMs: z.number().int().nonnegative(),
  }),
} as const;
export type LegionRunEventType = keyof typeof legionRunEventSchemas;
export type LegionRunEvent = {
  [K in LegionRunEventType]: { type: K; data: z.infer<(typeof legionRunEventSchemas)[K]> };
}[LegionRunEventType];

/** an agent the developer may put in a legion: their own, or one on the market */
export const legionAgentChoiceSchema = z.object({
  agentId: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  logo: z.string(),
  own: z.boolean(),
  published: z.boolean(),
});
export type LegionAgentChoice = z.infer<typeof legionAgentChoiceSchema>;
export const legionAgentChoicesSchema = z.object({ items: z.array(legionAgentChoiceSchema) });

export const LEGION_NOT_FOUND = 'Legion not found';
/** a member or the router is neither the developer's own agent nor on the market */
export const LEGION_AGENT_NOT_ALLOWED = 'You can only use your own agents or agents on the market';
