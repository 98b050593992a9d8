/**
 * The developer console (the pages under /developer): certification, my agents with their
 * versions and reviews, team members, and per-agent statistics; the checks of its forms and
 * the review states.
 */
import { z } from 'zod';
import { CHAT_FAILURES } from './chat.ts';
import {
  CREDIT_CODE_MESSAGE,
  EMAIL_MESSAGE,
  ID_CARD_MESSAGE,
  MOBILE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './form-messages.ts';
import { isValidCreditCode, isValidIdCardNumber, isValidMobile } from './identity-codes.ts';
import { agentCategorySchema } from './market.ts';
import { pageOf } from './paging.ts';

export * from './form-messages.ts';

/** what the applicant is told about the review: it takes about this many working days */
export const DEVELOPER_REVIEW_WORKING_DAYS = 7;

export const REVIEW_STATUSES = ['pending', 'rejected', 'approved'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/**
 * An agent's state: a draft (saved, not yet submitted: its developer tests it) until first
 * submitted, then a review state. Only an agent's first version is ever a draft.
 */
export const AGENT_STATUSES = ['draft', ...REVIEW_STATUSES] as const;
export const agentStatusSchema = z.enum(AGENT_STATUSES);
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/**
 * The protocol an agent's service speaks: `legion`, the platform's signed POST; `openai-chat`,
 * OpenAI's Chat Completions (any compatible service); `a2a`, the Agent2Agent protocol.
 */
export const AGENT_PROTOCOLS = ['legion', 'openai-chat', 'a2a'] as const;
export const agentProtocolSchema = z.enum(AGENT_PROTOCOLS);
export type AgentProtocol = z.infer<typeof agentProtocolSchema>;

export const MODEL_REQUIRED = 'Please enter the model name';
export const API_KEY_MAX_LENGTH = 4000;

const required = (max: number) =>
  z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `at most ${max} characters`);
const mobile = /* @__PURE__ */ required(11).refine(isValidMobile, MOBILE_MESSAGE);
const email = /* @__PURE__ */ required(100).pipe(z.email(EMAIL_MESSAGE));
const idCard = /* @__PURE__ */ required(18)
  .transform((value) => value.toUpperCase())
  .refine(isValidIdCardNumber, ID_CARD_MESSAGE);
const creditCode = /* @__PURE__ */ required(18)
  .transform((value) => value.toUpperCase())
  .refine(isValidCreditCode, CREDIT_CODE_MESSAGE);

const isoTime = z.string();
const nullableIsoTime = z.string().nullable();

// ---------------------------------------------------------------------------------------------
// Rejections that say what to fix

/** one thing a rejection asks to fix: a form field (or an image field) and the action */
export const reviewPointSchema = z.object({
  /** the field's name in the form, e.g. "descriptionEn", "coverZh", "idCardNumber" */
  field: z.string().trim().min(1).max(40),
  action: z.string().trim().min(1, 'Please say what to fix').max(300, 'at most 300 characters'),
});
export type ReviewPoint = z.infer<typeof reviewPointSchema>;

/** a point as stored, with whether the resubmission says it was addressed */
export const reviewPointStateSchema = /* @__PURE__ */ reviewPointSchema.extend({
  id: z.string(),
  addressed: z.boolean(),
});
export type ReviewPointState = z.infer<typeof reviewPointStateSchema>;

export const MAX_REVIEW_POINTS = 20;

/** the ids of the last rejection's points the resubmission says it addressed */
const addressedPoints = z
  .array(z.string().regex(/^\d{1,18}$/, 'id'))
  .max(MAX_REVIEW_POINTS)
  .default([]);

// ---------------------------------------------------------------------------------------------
// Certification

/**
 * The industries an applicant picks from, stored as these codes and named in the reader's
 * language where shown. An applicant in none of them writes their own words, stored as written.
 */
export const INDUSTRIES = [
  'software',
  'internet',
  'finance',
  'education',
  'healthcare',
  'manufacturing',
  'retail',
  'media',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const isIndustry = (value: string): value is Industry =>
  (INDUSTRIES as readonly string[]).includes(value);

/** What the applicant for a developer account fills in (every field required). */
export const developerApplicationInputSchema = z.object({
  developerName: required(50),
  mobile,
  email,
  companyName: required(100),
  /** one of INDUSTRIES, or the applicant's own words when none fits */
  industry: required(50),
  legalPersonName: required(50),
  idCardNumber: idCard,
  socialCreditCode: creditCode,
  addressedPoints,
});
export type DeveloperApplicationInput = z.input<typeof developerApplicationInputSchema>;

/** The application as the applicant (and later the admin) sees it. */
export const developerApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  developerName: z.string(),
  /** the whole number: it is the applicant's own, or shown to an admin reviewing it */
  mobile: z.string(),
  email: z.string(),
  companyName: z.string(),
  /** one of INDUSTRIES, or the applicant's own words */
  industry: z.string(),
  legalPersonName: z.string(),
  idCardNumber: z.string(),
  socialCreditCode: z.string(),
  status: reviewStatusSchema,
  /** the reviewer's opinion, on approval or rejection; empty while pending */
  reviewOpinion: z.string(),
  /** why it was rejected; empty unless rejected */
  rejectionReason: z.string(),
  submittedAt: isoTime,
  reviewedAt: nullableIsoTime,
  /** the points of its latest rejection, each marked once a resubmission addressed it */
  points: z.array(reviewPointStateSchema),
  /** while pending: the submission date plus 7 working days */
  expectedDecisionAt: nullableIsoTime,
});
export type DeveloperApplication = z.infer<typeof developerApplicationSchema>;

/** The caller's certification: null when they never applied. */
export const myApplicationSchema = z.object({
  application: developerApplicationSchema.nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;

/**
 * An admin's decision; a rejection needs its reason and may list points to fix, each tied to
 * a field (shown to the developer beside the form).
 */
export const reviewDecisionSchema = z
  .object({
    id: z.string().regex(/^\d{1,18}$/, 'id'),
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().trim().max(500, 'at most 500 characters').default(''),
    points: z.array(reviewPointSchema).max(MAX_REVIEW_POINTS).default([]),
  })
  .refine((value) => value.decision === 'approve' || value.comment.length > 0, {
    message: 'Please give the reason for the rejection',
    path: ['comment'],
  })
  .refine((value) => value.decision === 'reject' || value.points.length === 0, {
    message: 'Only a rejection has points to fix',
    path: ['points'],
  });
export type ReviewDecision = z.input<typeof reviewDecisionSchema>;

/**
 * What was decided about a submission: the outcome, who decided and when, the reason and the
 * points to fix. A second decision on the same submission answers 409 carrying it (`decided`),
 * so the admin who lost the race is told who won, when and what.
 */
export const reviewOutcomeSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  reviewerName: z.string().nullable(),
  reviewedAt: isoTime,
  comment: z.string(),
  points: z.array(reviewPointStateSchema),
});
export type ReviewOutcome = z.infer<typeof reviewOutcomeSchema>;

// ---------------------------------------------------------------------------------------------
// Agents

/** uploaded images: PNG, JPEG, WebP or GIF, at most 2 MB each, one per upload call */
export const IMAGE_UPLOAD = {
  path: '/api/developer/images',
  field: 'file',
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  /** the most files one picker takes at once (a logo, a cover) */
  maxFiles: 1,
} as const;

export const imageUploadSchema = z.object({
  /** where the image is served; what an agent's logo and cover fields take */
  url: z.string(),
  bytes: z.number().int().positive(),
  type: z.enum(IMAGE_UPLOAD.types),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** an image the server serves: one uploaded by the caller, or a seeded one */
const imageUrl = /* @__PURE__ */ required(300).regex(
  /^\/media\/[\w./-]+$/,
  'Please upload the image',
);

/** "1.0.0": three numbers */
export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

export const RELEASE_NOTES_MAX_LENGTH = 1000;
export const RELEASE_NOTES_REQUIRED = 'Please say what changed in this version';

const releaseNotes = z
  .string()
  .trim()
  .max(RELEASE_NOTES_MAX_LENGTH, `at most ${RELEASE_NOTES_MAX_LENGTH} characters`)
  .default('');

/** Every field the developer fills in for a submission of an agent. */
export const agentFormSchema = z.object({
  nameZh: required(40),
  nameEn: required(60),
  descriptionZh: required(1000),
  descriptionEn: required(2000),
  category: agentCategorySchema,
  company: required(100),
  url: required(300).pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })),
  logo: imageUrl,
  coverZh: imageUrl,
  coverEn: imageUrl,
  version: required(14).regex(VERSION_PATTERN, 'Please enter a version like 1.0.0'),
  /**
   * how the platform calls `url`: for `openai-chat` it is the API's base (the platform posts to
   * `<url>/chat/completions`), for `a2a` where the agent card is (`/.well-known/…`)
   */
  protocol: agentProtocolSchema.default('legion'),
  /** the model to ask for (`openai-chat`; required there, the server checks) */
  model: z.string().trim().max(100, 'at most 100 characters').default(''),
  /**
   * the API key or token the platform sends (`openai-chat`, `a2a`). Write-only: it is kept
   * encrypted and never answered; '' keeps the one saved before (none on a new agent).
   */
  apiKey: z
    .string()
    .trim()
    .max(API_KEY_MAX_LENGTH, `at most ${API_KEY_MAX_LENGTH} characters`)
    .default(''),
  legalPersonName: required(50),
  idCardNumber: idCard,
  socialCreditCode: creditCode,
  /**
   * what changed, for the agent's "What's new", in Chinese and in English: a new version of an
   * agent that is on the market says it in at least one of them (newVersionFormSchema; the
   * server checks it), a first one may say nothing. A reader of the other language sees the one
   * written, marked as such.
   */
  releaseNotesZh: releaseNotes,
  releaseNotesEn: releaseNotes,
});
export type AgentForm = z.input<typeof agentFormSchema>;

/** the form of a new version of an agent on the market: it says what changed */
export const newVersionFormSchema = /* @__PURE__ */ agentFormSchema
  .refine((form) => form.releaseNotesZh.length > 0 || form.releaseNotesEn.length > 0, {
    path: ['releaseNotesZh'],
    message: RELEASE_NOTES_REQUIRED,
  })
  .refine(hasModel, { path: ['model'], message: MODEL_REQUIRED });

/** an OpenAI-compatible service is asked for a model by name */
function hasModel(form: { protocol: AgentProtocol; model: string }): boolean {
  return form.protocol !== 'openai-chat' || form.model.length > 0;
}

/** the form of a new agent or of a draft: every field, and a model where the protocol needs one */
export const firstVersionFormSchema = /* @__PURE__ */ agentFormSchema.refine(hasModel, {
  path: ['model'],
  message: MODEL_REQUIRED,
});

export const agentVersionSchema = z.object({
  id: z.string(),
  /** the category this version asks for; the agent takes it when the version goes live */
  category: agentCategorySchema,
  version: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  company: z.string(),
  url: z.string(),
  logo: z.string(),
  coverZh: z.string(),
  coverEn: z.string(),
  legalPersonName: z.string(),
  idCardNumber: z.string(),
  socialCreditCode: z.string(),
  /** what changed in this version, in Chinese and in English ('' where not written) */
  releaseNotesZh: z.string(),
  releaseNotesEn: z.string(),
  /** what the developer told the reviewer with this submission ('' when nothing) */
  resubmitNote: z.string(),
  protocol: agentProtocolSchema,
  model: z.string(),
  /** whether an API key is saved for the service; the key itself is never answered */
  apiKeySet: z.boolean(),
  status: agentStatusSchema,
  /** the reviewer's comment; for a rejection, its reason */
  reviewComment: z.string(),
  reviewerName: z.string().nullable(),
  reviewedAt: nullableIsoTime,
  /** when it was submitted; for a draft, when it was last saved */
  submittedAt: isoTime,
  /** the points of this version's rejection, each marked once the next version addressed it */
  points: z.array(reviewPointStateSchema),
  /** while pending: the submission date plus 7 working days */
  expectedDecisionAt: nullableIsoTime,
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;

/** what the caller may do with an agent: its owner everything, a team member what is granted */
export const AGENT_ACCESS = ['owner', 'member'] as const;

/** One of "my agents" in the list. */
export const developerAgentSchema = z.object({
  id: z.string(),
  category: agentCategorySchema,
  /**
   * a draft until submitted, pending until first approved, rejected if that was turned down,
   * then approved
   */
  status: agentStatusSchema,
  /** on the market */
  published: z.boolean(),
  publishedAt: nullableIsoTime,
  subscriberCount: z.number().int().nonnegative(),
  /** the agent id: the public app id the agent signs its calls with */
  agentKey: z.string(),
  access: z.enum(AGENT_ACCESS),
  /** the owner's name, for an agent a team member manages */
  ownerName: z.string(),
  /** the latest submission: what is under review, rejected, or live */
  latest: agentVersionSchema,
  /** the version on the market; null until one is approved */
  live: agentVersionSchema.nullable(),
});
export type DeveloperAgent = z.infer<typeof developerAgentSchema>;

export const developerAgentPageSchema = /* @__PURE__ */ pageOf(developerAgentSchema);
export type DeveloperAgentPage = z.infer<typeof developerAgentPageSchema>;

export const developerAgentsQuerySchema = z.object({
  status: agentStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** One agent with every submission, newest first. */
export const developerAgentDetailSchema = /* @__PURE__ */ developerAgentSchema.extend({
  versions: z.array(agentVersionSchema),
});
export type DeveloperAgentDetail = z.infer<typeof developerAgentDetailSchema>;

/** Creating an agent issues its key and secret; the secret is shown this once. */
export const agentCreatedSchema = z.object({
  agent: developerAgentDetailSchema,
  agentSecret: z.string(),
});
export type AgentCreated = z.infer<typeof agentCreatedSchema>;

export const agentSecretSchema = z.object({ agentKey: z.string(), agentSecret: z.string() });
export type AgentSecret = z.infer<typeof agentSecretSchema>;

const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id') });
export const developerAgentIdSchema = idParam;
export const RESUBMIT_NOTE_MAX_LENGTH = 500;
export const RESUBMIT_NOTE_REQUIRED =
  'Nothing was changed or marked as fixed: please tell the reviewer why you resubmit';

export const agentUpdateSchema = /* @__PURE__ */ agentFormSchema.extend({
  ...idParam.shape,
  addressedPoints,
  /**
   * to the reviewer: why a rejected version comes back as it was, with no point marked fixed
   * (required then, RESUBMIT_NOTE_REQUIRED; the server checks), or anything else worth saying
   */
  resubmitNote: z
    .string()
    .trim()
    .max(RESUBMIT_NOTE_MAX_LENGTH, `at most ${RESUBMIT_NOTE_MAX_LENGTH} characters`)
    .default(''),
});

/** a new agent is saved as a draft; it is submitted for review as its own step */
export const AGENT_NOT_DRAFT = 'This agent has no draft to submit';

// ---------------------------------------------------------------------------------------------
// The test console

/** test calls a developer may make to one agent in an hour, counted on the server */
export const AGENT_TEST_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const;
export const AGENT_TEST_MESSAGE_MAX_LENGTH = 2000;

export const agentTestInputSchema = z.object({
  ...idParam.shape,
  message: required(AGENT_TEST_MESSAGE_MAX_LENGTH),
  /** the language the agent is asked to answer in */
  language: z.enum(['zh-CN', 'en']).default('zh-CN'),
});
export type AgentTestInput = z.input<typeof agentTestInputSchema>;

/** how a call ended: the failures chat names, or complete */
export const AGENT_TEST_OUTCOMES = ['complete', ...CHAT_FAILURES] as const;

/** one request the platform sent, credentials masked */
export const agentTestRequestSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** the body as sent ('' for none) */
  body: z.string(),
});

/** what the agent answered, as the platform read it, in order */
export const agentTestEventSchema = z.object({
  /** milliseconds since the call started */
  atMs: z.number().nonnegative(),
  type: z.enum(['delta', 'citation', 'route', 'context', 'done', 'error']),
  /** the event's payload as JSON */
  data: z.string(),
});
export type AgentTestEvent = z.infer<typeof agentTestEventSchema>;

export const agentTestResultSchema = z.object({
  protocol: agentProtocolSchema,
  /** the requests sent, in order (an A2A agent's card first) */
  requests: z.array(agentTestRequestSchema),
  /**
   * for a `legion` agent: the string its signature hashes, the signing key shown as a
   * placeholder
   */
  signedString: z.string().nullable(),
  events: z.array(agentTestEventSchema),
  /** the reply's text, as a person would see it */
  reply: z.string(),
  outcome: z.enum(AGENT_TEST_OUTCOMES),
  /** why the call failed, in words ('' when complete) */
  message: z.string(),
  /** milliseconds to the first event; null when none came */
  firstEventMs: z.number().nonnegative().nullable(),
  totalMs: z.number().nonnegative(),
  /** test calls left for this agent in the current hour */
  remaining: z.number().int().nonnegative(),
});
export type AgentTestResult = z.infer<typeof agentTestResultSchema>;

// ---------------------------------------------------------------------------------------------
// The call log

/**
 * What a call to an agent was for: a person's chat turn or legion step, or the platform's own
 * (the developer's test, a conformance check, a health probe, a reviewer's try)
 */
export const AGENT_CALL_KINDS = ['chat', 'legion', 'test', 'check', 'health', 'review'] as const;
export const agentCallKindSchema = z.enum(AGENT_CALL_KINDS);
export type AgentCallKind = z.infer<typeof agentCallKindSchema>;

export const agentCallsQuerySchema = /* @__PURE__ */ idParam.extend({
  kind: agentCallKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** one call to an agent, as its developer sees it: never a person's words */
export const agentCallSchema = z.object({
  id: z.string(),
  at: isoTime,
  kind: agentCallKindSchema,
  protocol: agentProtocolSchema,
  status: z.enum(['complete', 'failed', 'stopped']),
  /** how it failed, as chat names it */
  failure: z.enum(CHAT_FAILURES).nullable(),
  /** why it failed, as the platform read it ('' when it did not) */
  failureMessage: z.string(),
  firstEventMs: z.number().int().nonnegative().nullable(),
  totalMs: z.number().int().nonnegative(),
  /** the developer's own test message; null for every other call */
  testMessage: z.string().nullable(),
});
export type AgentCall = z.infer<typeof agentCallSchema>;

export const agentCallPageSchema = /* @__PURE__ */ pageOf(agentCallSchema);
export type AgentCallPage = z.infer<typeof agentCallPageSchema>;

/** an A2A agent's card, read to fill the form: what it says, as it says it */
export const agentCardInputSchema = z.object({
  url: required(300).pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })),
});
export const agentCardSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  version: z.string(),
  /** the skills' names, with their descriptions */
  skills: z.array(z.object({ name: z.string(), description: z.string() })),
  /** the card's icon URL ('' for none) */
  iconUrl: z.string(),
  /**
   * the icon, stored as the caller's own upload: what the form's logo takes ('' when the card
   * has none, or it is not a PNG, JPEG, WebP or GIF of at most 2 MB)
   */
  logo: z.string(),
  provider: z.string(),
  /** whether the card asks for an API key or a bearer token */
  needsCredential: z.boolean(),
});
export type AgentCardSummary = z.infer<typeof agentCardSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Home

export const developerHomeSchema = z.object({
  counts: z.object({
    pending: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    approved: z.number().int().nonnegative(),
  }),
  /** over all agents the caller manages */
  subscribers: z.number().int().nonnegative(),
  newUsers30d: z.number().int().nonnegative(),
  activeUsers30d: z.number().int().nonnegative(),
  orders30d: z.number().int().nonnegative(),
  /** the latest review decisions on the caller's agents, newest first (at most 5) */
  recentReviews: z.array(
    z.object({
      agentId: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      version: z.string(),
      status: reviewStatusSchema,
      comment: z.string(),
      reviewedAt: isoTime,
    }),
  ),
});
export type DeveloperHome = z.infer<typeof developerHomeSchema>;

// ---------------------------------------------------------------------------------------------
// Team members

/** Looking a user up: exactly one of mobile, userId or email. */
export const userLookupSchema = z
  .object({
    mobile: z.string().trim().optional(),
    userId: z.string().trim().optional(),
    email: z.string().trim().optional(),
  })
  .refine(
    (value) => [value.mobile, value.userId, value.email].filter((field) => field).length === 1,
    { message: 'Please enter a mobile number, user id or email' },
  )
  .refine((value) => !value.mobile || isValidMobile(value.mobile), {
    message: MOBILE_MESSAGE,
    path: ['mobile'],
  })
  .refine((value) => !value.email || z.email().safeParse(value.email).success, {
    message: EMAIL_MESSAGE,
    path: ['email'],
  })
  .refine((value) => !value.userId || /^\d{1,18}$/.test(value.userId), {
    message: 'Please enter a valid user id',
    path: ['userId'],
  });
export type UserLookup = z.input<typeof userLookupSchema>;

export const userLookupResultSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** masked */
  mobile: z.string(),
  email: z.string(),
});
export type UserLookupResult = z.infer<typeof userLookupResultSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** masked */
  mobile: z.string(),
  email: z.string(),
  /** the caller's agents this member may manage */
  agentIds: z.array(z.string()),
  addedAt: isoTime,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const TEAM_MAX_MEMBERS = 50;

export const memberIdSchema = z.object({ userId: z.string().regex(/^\d{1,18}$/, 'userId') });
export const memberAgentsSchema = /* @__PURE__ */ memberIdSchema.extend({
  agentIds: z.array(z.string().regex(/^\d{1,18}$/, 'id')).max(200),
});

// ---------------------------------------------------------------------------------------------
// Statistics

export const STATISTICS_RANGES = [7, 30, 90] as const;
/** the longest custom range, in days */
export const STATISTICS_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-01-31');

/** an inclusive range of days, in the server's calendar (UTC) */
export const statisticsQuerySchema = idParam
  .extend({ from: day, to: day })
  .refine((value) => value.from <= value.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  })
  .refine(
    (value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < STATISTICS_MAX_DAYS,
    { message: `The range can be at most ${STATISTICS_MAX_DAYS} days`, path: ['to'] },
  );
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

export const statisticsPointSchema = z.object({
  date: z.string(),
  newUsers: z.number().int().nonnegative(),
  activeUsers: z.number().int().nonnegative(),
  /** conversation turns and legion steps that called the agent */
  calls: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});

/**
 * How well the agent answered people over the range, from the call log, which keeps 30 days:
 * only people's calls count (chat turns and legion steps); the developer's test calls, the
 * checks before review, health probes and the reviewers' calls never do. A stopped call is the
 * person's own stop: it counts among the calls (so in the error rate's denominator) but not as
 * a failure.
 */
export const callQualitySchema = z.object({
  /** people's calls logged in the range, whatever their outcome */
  calls: z.number().int().nonnegative(),
  /** those that failed */
  failed: z.number().int().nonnegative(),
  /** failed / calls, 0..1; null without calls */
  errorRate: z.number().min(0).max(1).nullable(),
  /** median time to the first event, of the calls that had one, in whole ms; null without any */
  firstEventP50Ms: z.number().int().nonnegative().nullable(),
  /** 95th percentile of the same */
  firstEventP95Ms: z.number().int().nonnegative().nullable(),
  /** where the figures start: the range's start, or 30 days ago if the log no longer goes back */
  loggedSince: isoTime,
});
export type CallQuality = z.infer<typeof callQualitySchema>;

/** An agent's statistics: new users, active users, orders, over the range, with a daily trend */
export const agentStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** users whose first subscription to the agent falls in the range */
  newUsers: z.number().int().nonnegative(),
  /** distinct users who used the agent in the range */
  activeUsers: z.number().int().nonnegative(),
  /** times the agent was called in the range: chat turns and legion steps */
  calls: z.number().int().nonnegative(),
  /** orders placed in the range and paid (cancelled and still pending ones are no sale) */
  orders: z.number().int().nonnegative(),
  /** what those orders brought in, in yuan */
  revenue: z.number().nonnegative(),
  trend: z.array(statisticsPointSchema),
  quality: callQualitySchema,
});
export type AgentStatistics = z.infer<typeof agentStatisticsSchema>;

export const statisticsUsersQuerySchema = /* @__PURE__ */ idParam.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** a subscriber of the agent, as its developer may see them */
export const agentUserSchema = z.object({
  /** name, else masked mobile */
  name: z.string(),
  mobile: z.string(),
  subscribedAt: isoTime,
  lastUsedAt: nullableIsoTime,
  uses: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type AgentUser = z.infer<typeof agentUserSchema>;
export const agentUserPageSchema = /* @__PURE__ */ pageOf(agentUserSchema);
export type AgentUserPage = z.infer<typeof agentUserPageSchema>;

/** the contract's e-mail check, for forms that are not built on a schema */
export const isValidEmail = (value: string) => z.email().safeParse(value.trim()).success;
