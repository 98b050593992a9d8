/**
 * Every call of the main service, once: method, path, what it takes, what its `data` is,
 * and who may call it. The server validates with these, the client is typed by them, and
 * the OpenAPI document is generated from them.
 *
 * Most calls are JSON in, `{code, data, msg}` out. The others say how they travel in their
 * `transport`: a multipart upload (answered with the envelope), a file download, or a stream
 * of server-sent events. They are here all the same, so the client sends them the one way
 * and the role matrix, the fuzzer and the OpenAPI document cover them.
 */

import { z } from 'zod';
import {
  agentQueueQuerySchema,
  agentQueueSchema,
  agentRevealRequestSchema,
  agentVersionReviewSchema,
  applicationQueueQuerySchema,
  applicationQueueSchema,
  applicationReviewSchema,
  ORDER_EXPORT_PATH,
  orderIdSchema,
  orderPageSchema,
  orderQuerySchema,
  orderSchema,
  revealedSchema,
  revealRequestSchema,
  reviewCountsSchema,
} from './admin.ts';
import { agentCheckAnswerSchema, agentCheckReportSchema } from './agent-checks.ts';
import {
  developerReviewPageSchema,
  developerReviewSchema,
  developerReviewsQuerySchema,
  hostReviewInputSchema,
  hostReviewLookupSchema,
  hostReviewSchema,
  moderatedReviewPageSchema,
  moderatedReviewSchema,
  moderationDecisionSchema,
  moderationQuerySchema,
  reviewReplyInputSchema,
  reviewReplyTargetSchema,
  reviewReportInputSchema,
  reviewReportReceiptSchema,
} from './agent-reviews.ts';
import { AUDIT_EXPORT_PATH, auditPageSchema, auditQuerySchema } from './audit.ts';
import {
  autoLoginRequestSchema,
  loginResultSchema,
  passwordLoginRequestSchema,
  qrParamsSchema,
  qrStatusSchema,
  qrTokenSchema,
  userSchema,
} from './auth.ts';
import {
  agentIdParamSchema,
  CHAT_STREAM,
  chatRequestSchema,
  chatStreamEventSchemas,
  conversationSchema,
  sharedBasesInputSchema,
  sharedBasesSchema,
} from './chat.ts';
import {
  agentCallPageSchema,
  agentCallsQuerySchema,
  agentCardInputSchema,
  agentCardSummarySchema,
  agentCreatedSchema,
  agentFormSchema,
  agentSecretSchema,
  agentStatisticsSchema,
  agentTestInputSchema,
  agentTestResultSchema,
  agentUpdateSchema,
  agentUserPageSchema,
  developerAgentDetailSchema,
  developerAgentIdSchema,
  developerAgentPageSchema,
  developerAgentsQuerySchema,
  developerApplicationInputSchema,
  developerApplicationSchema,
  developerHomeSchema,
  IMAGE_UPLOAD,
  imageUploadSchema,
  memberAgentsSchema,
  memberIdSchema,
  myApplicationSchema,
  reviewDecisionSchema,
  statisticsQuerySchema,
  statisticsUsersQuerySchema,
  teamMemberSchema,
  teamSchema,
  userLookupResultSchema,
  userLookupSchema,
} from './developer.ts';
import {
  feedbackInputSchema,
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackReceiptSchema,
  smsCodeAnswerSchema,
  smsCodeRequestSchema,
} from './feedback.ts';
import {
  KNOWLEDGE_UPLOAD,
  knowledgeBaseIdSchema,
  knowledgeBaseInputSchema,
  knowledgeBaseListSchema,
  knowledgeBaseSchema,
  knowledgeBaseUpdateSchema,
  knowledgeChunkPageSchema,
  knowledgeChunksQuerySchema,
  knowledgeDictionaryInputSchema,
  knowledgeDictionaryStateSchema,
  knowledgeDocumentIdSchema,
  knowledgeDocumentPageSchema,
  knowledgeDocumentRenameSchema,
  knowledgeDocumentSchema,
  knowledgeDocumentStatusInputSchema,
  knowledgeDocumentsQuerySchema,
  knowledgePassageQuerySchema,
  knowledgePassageViewSchema,
  knowledgeQuestionIdSchema,
  knowledgeQuestionInputSchema,
  knowledgeQuestionsSchema,
  knowledgeRetriedSchema,
  knowledgeRetrievalInputSchema,
  knowledgeRetrievalSchema,
  knowledgeUploadInputSchema,
  knowledgeUsageSchema,
} from './knowledge.ts';
import {
  developerLegionListSchema,
  developerLegionSchema,
  LEGION_RUN,
  legionAgentChoicesSchema,
  legionCardSchema,
  legionFormSchema,
  legionIdSchema,
  legionPageSchema,
  legionQuerySchema,
  legionReviewDecisionSchema,
  legionReviewListSchema,
  legionReviewQuerySchema,
  legionRunEventSchemas,
  legionRunRequestSchema,
  legionTestRunRequestSchema,
  legionUpdateSchema,
} from './legion.ts';
import {
  agentDetailSchema,
  agentIdSchema,
  agentOverviewSchema,
  agentPageSchema,
  agentReviewPageSchema,
  agentReviewsQuerySchema,
  marketQuerySchema,
  subscribedAgentListSchema,
  subscriptionSchema,
} from './market.ts';
import {
  markReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  unreadCountSchema,
} from './notifications.ts';
import {
  createPaymentInputSchema,
  myOrdersQuerySchema,
  PACKAGE_LIST_PATH,
  packageListSchema,
  paymentIdSchema,
  paymentNotifyAnswerSchema,
  paymentNotifyInputSchema,
  paymentOrderPageSchema,
  paymentSchema,
  planSubscriptionSchema,
  purchaseQuoteInputSchema,
  purchaseQuoteSchema,
  refreshPaymentQrSchema,
} from './plans.ts';
import { queryUserIdAnswerSchema, queryUserIdRequestSchema } from './provider.ts';

/**
 * who may call: anyone, any signed-in user, developers, only admins, the host app with a
 * request signed like the provider's service calls (no session: the signature is checked), or
 * the holder of a person's API key given as the bearer (`key`: for the tools people already
 * use, such as OpenAI, A2A and MCP clients; the call is made as that person) — the server
 * enforces it
 */
export type Access = 'public' | 'user' | 'developer' | 'admin' | 'host' | 'key';

/** the named events of a stream, each with the schema of its `data` */
export type EventSchemas = Record<string, z.ZodType>;

/** How a call that is not JSON-in, envelope-out travels. */
export type Transport =
  /** a multipart form with one file in `field`; answered with the envelope like a JSON call */
  | { kind: 'upload'; field: string }
  /** answered with a file of `type` (an attachment), or with the envelope when refused */
  | { kind: 'download'; type: string }
  /**
   * answered with server-sent events (`event: <name>` and `data: <JSON>` lines), or with the
   * envelope when refused before the stream starts; `output` is the data of its `done` event
   */
  | { kind: 'events'; events: EventSchemas }
  /**
   * answered with a body of `type` in another wire format (an OpenAI- or A2A-shaped answer, a
   * document), refusals in that protocol's own error shape where it has one
   */
  | { kind: 'raw'; type: string };
export type TransportKind = Transport['kind'] | 'json';

export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  T extends Transport | undefined = Transport | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  access: Access;
  /**
   * the JSON body (POST, PUT, PATCH) or the query (GET, DELETE), path parameters included;
   * of an upload, its path parameters (the file travels apart)
   */
  input: Input;
  /** the `data` of a successful `{code: 0, data, msg}` answer (see Transport for the others) */
  output: Output;
  /** absent for a JSON call */
  transport?: T;
}

function endpoint<
  Input extends z.ZodType,
  Output extends z.ZodType,
  T extends Transport | undefined = undefined,
>(definition: Endpoint<Input, Output, T>): Endpoint<Input, Output, T> {
  return definition;
}

const none = z.object({}).strict();

export const endpoints = {
  qrParams: endpoint({
    method: 'GET',
    path: '/api/login/chainPalQRParam',
    summary: 'A new login QR code and its token (valid 120000 ms)',
    access: 'public',
    input: none,
    output: qrParamsSchema,
  }),
  qrStatus: endpoint({
    method: 'GET',
    path: '/api/login/qrStatus',
    summary: 'Whether the phone has scanned and confirmed the login QR',
    access: 'public',
    input: qrTokenSchema,
    output: qrStatusSchema,
  }),
  qrLogin: endpoint({
    method: 'POST',
    path: '/api/login/qrLogin',
    summary: 'Signs in with a confirmed QR; code 1001 while still waiting, 1002 once expired',
    access: 'public',
    input: qrTokenSchema,
    output: loginResultSchema,
  }),
  autoLogin: endpoint({
    method: 'POST',
    path: '/api/login/autoLogin',
    summary: 'Signs in inside the host app with its transaction code',
    access: 'public',
    input: autoLoginRequestSchema,
    output: loginResultSchema,
  }),
  passwordLogin: endpoint({
    method: 'POST',
    path: '/api/login/password',
    summary: 'Signs in with username and password',
    access: 'public',
    input: passwordLoginRequestSchema,
    output: loginResultSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Ends the session of the bearer token (idempotent)',
    access: 'public',
    input: none,
    output: z.null(),
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/api/user/me',
    summary: 'The signed-in user',
    access: 'user',
    input: none,
    output: userSchema,
  }),
  hostQueryUserId: endpoint({
    method: 'POST',
    path: '/api/host/queryUserId',
    summary:
      "The host app's user id of a mobile number or e-mail, asked of the provider's signed service by the server",
    access: 'user',
    input: queryUserIdRequestSchema,
    output: queryUserIdAnswerSchema,
  }),
  marketAgents: endpoint({
    method: 'GET',
    path: '/api/market/agents',
    summary: 'Published agents: search (both languages), category, sort, page',
    access: 'public',
    input: marketQuerySchema,
    output: agentPageSchema,
  }),
  marketAgent: endpoint({
    method: 'GET',
    path: '/api/market/agents/:id',
    summary: "A published agent's public page",
    access: 'public',
    input: agentIdSchema,
    output: agentDetailSchema,
  }),
  agentConversation: endpoint({
    method: 'GET',
    path: '/api/agents/:id/conversation',
    summary:
      "The caller's conversation with an agent, oldest message first, and whether they may chat (subscribers only). The turns themselves stream from POST /api/agents/:id/chat",
    access: 'user',
    input: agentIdParamSchema,
    output: conversationSchema,
  }),
  setAgentKnowledge: endpoint({
    method: 'PUT',
    path: '/api/agents/:id/knowledge',
    summary:
      "The knowledge bases the caller shares with an agent from now on (their own, at most 5; 404 for another's), kept across visits and devices; answers them with their names",
    access: 'user',
    input: sharedBasesInputSchema,
    output: sharedBasesSchema,
  }),
  clearAgentConversation: endpoint({
    method: 'DELETE',
    path: '/api/agents/:id/conversation',
    summary: "Deletes the caller's conversation with an agent",
    access: 'user',
    input: agentIdParamSchema,
    output: z.null(),
  }),
  legions: endpoint({
    method: 'GET',
    path: '/api/legions',
    summary:
      'Published legions, newest first: search (names and descriptions, both languages), page',
    access: 'public',
    input: legionQuerySchema,
    output: legionPageSchema,
  }),
  legion: endpoint({
    method: 'GET',
    path: '/api/legions/:id',
    summary: 'A published legion: its members, their roles and its flow',
    access: 'public',
    input: legionIdSchema,
    output: legionCardSchema,
  }),
  developerLegions: endpoint({
    method: 'GET',
    path: '/api/developer/legions',
    summary: "The caller's legions, newest first, each with its latest submission and live version",
    access: 'developer',
    input: none,
    output: developerLegionListSchema,
  }),
  legionAgentChoices: endpoint({
    method: 'GET',
    path: '/api/developer/legion-agents',
    summary: 'The agents the caller may put in a legion: their own and those on the market',
    access: 'developer',
    input: none,
    output: legionAgentChoicesSchema,
  }),
  developerLegion: endpoint({
    method: 'GET',
    path: '/api/developer/legions/:id',
    summary: "One of the caller's legions",
    access: 'developer',
    input: legionIdSchema,
    output: developerLegionSchema,
  }),
  createLegion: endpoint({
    method: 'POST',
    path: '/api/developer/legions',
    summary: 'Composes a legion and submits it for review',
    access: 'developer',
    input: legionFormSchema,
    output: developerLegionSchema,
  }),
  updateLegion: endpoint({
    method: 'PUT',
    path: '/api/developer/legions/:id',
    summary:
      'Submits a new version of a legion for review; the live version stays on /legion meanwhile',
    access: 'developer',
    input: legionUpdateSchema,
    output: developerLegionSchema,
  }),
  adminLegionVersions: endpoint({
    method: 'GET',
    path: '/api/admin/legion-versions',
    summary:
      'Legion submissions: pending unless another status or all is asked, keyword (names, developer), submit dates; oldest first',
    access: 'admin',
    input: legionReviewQuerySchema,
    output: legionReviewListSchema,
  }),
  reviewLegionVersion: endpoint({
    method: 'POST',
    path: '/api/admin/legion-versions/:id/review',
    summary:
      'Approves (publishes it, when every member is on the market) or rejects with a reason a pending legion version',
    access: 'admin',
    input: legionReviewDecisionSchema,
    output: developerLegionSchema,
  }),
  marketAgentOverview: endpoint({
    method: 'GET',
    path: '/api/market/agents/:id/overview',
    summary: "A published agent's subscribers, active users, orders, trend and ratings",
    access: 'public',
    input: agentIdSchema,
    output: agentOverviewSchema,
  }),
  marketAgentReviews: endpoint({
    method: 'GET',
    path: '/api/market/agents/:id/reviews',
    summary: "A published agent's ratings and reviews, newest first",
    access: 'public',
    input: agentReviewsQuerySchema,
    output: agentReviewPageSchema,
  }),
  appWriteReview: endpoint({
    method: 'POST',
    path: '/api/app/reviews',
    summary:
      "Writes (or edits) a subscriber's rating and review of a published agent, sent by the host app and signed like its provider service; the review is tied to the agent's live version",
    access: 'host',
    input: hostReviewInputSchema,
    output: hostReviewSchema,
  }),
  appReviewLookup: endpoint({
    method: 'POST',
    path: '/api/app/reviews/lookup',
    summary:
      "A person's own review of an agent for the host app (signed), with its reply and whether an admin hid it and why; null if they wrote none",
    access: 'host',
    input: hostReviewLookupSchema,
    output: hostReviewSchema.nullable(),
  }),
  reportReview: endpoint({
    method: 'POST',
    path: '/api/market/reviews/:reviewId/report',
    summary:
      'Reports a review to the admins with a reason (one report per person, a second replaces the first)',
    access: 'user',
    input: reviewReportInputSchema,
    output: reviewReportReceiptSchema,
  }),
  developerAgentReviews: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id/reviews',
    summary:
      'The reviews of an agent the caller manages (owner or authorised member), newest first: all, unreplied or hidden',
    access: 'user',
    input: developerReviewsQuerySchema,
    output: developerReviewPageSchema,
  }),
  replyToReview: endpoint({
    method: 'PUT',
    path: '/api/developer/agents/:id/reviews/:reviewId/reply',
    summary: 'Writes or edits the public reply to a review of an agent the caller manages',
    access: 'user',
    input: reviewReplyInputSchema,
    output: developerReviewSchema,
  }),
  deleteReviewReply: endpoint({
    method: 'DELETE',
    path: '/api/developer/agents/:id/reviews/:reviewId/reply',
    summary: 'Removes the public reply to a review of an agent the caller manages',
    access: 'user',
    input: reviewReplyTargetSchema,
    output: developerReviewSchema,
  }),
  adminAgentReviews: endpoint({
    method: 'GET',
    path: '/api/admin/agent-reviews',
    summary:
      'Reviews to moderate: reported (longest waiting first), hidden or kept (latest decision first), with their open reports and latest decision',
    access: 'admin',
    input: moderationQuerySchema,
    output: moderatedReviewPageSchema,
  }),
  moderateReview: endpoint({
    method: 'POST',
    path: '/api/admin/agent-reviews/:reviewId/moderation',
    summary:
      'Hides a review (it leaves the list and the rating; the author is told the reason) or keeps it, closing its open reports',
    access: 'admin',
    input: moderationDecisionSchema,
    output: moderatedReviewSchema,
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first (all or unread), with the unread count",
    access: 'user',
    input: notificationQuerySchema,
    output: notificationPageSchema,
  }),
  unreadNotifications: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: "How many of the caller's notifications are unread (the header's bell)",
    access: 'user',
    input: none,
    output: unreadCountSchema,
  }),
  markNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    summary:
      "Marks some of the caller's notifications read, or all of them; answers the unread count",
    access: 'user',
    input: markReadSchema,
    output: unreadCountSchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/market/agents/:id/subscription',
    summary: 'Subscribes the signed-in user to a published agent (idempotent)',
    access: 'user',
    input: agentIdSchema,
    output: subscriptionSchema,
  }),
  mySubscriptions: endpoint({
    method: 'GET',
    path: '/api/market/subscriptions',
    summary:
      'The published agents the caller subscribes to, each with when they subscribed and last chatted with it: the last used first',
    access: 'user',
    input: none,
    output: subscribedAgentListSchema,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/market/agents/:id/subscription',
    summary: 'Ends the subscription (idempotent)',
    access: 'user',
    input: agentIdSchema,
    output: subscriptionSchema,
  }),
  myDeveloperApplication: endpoint({
    method: 'GET',
    path: '/api/developer/application',
    summary: "The caller's developer certification application, or null",
    access: 'user',
    input: none,
    output: myApplicationSchema,
  }),
  submitDeveloperApplication: endpoint({
    method: 'POST',
    path: '/api/developer/application',
    summary:
      'Applies for developer certification, or resubmits a rejected application (409 while pending or once approved)',
    access: 'user',
    input: developerApplicationInputSchema,
    output: developerApplicationSchema,
  }),
  reviewDeveloperApplication: endpoint({
    method: 'POST',
    path: '/api/admin/developer-applications/:id/review',
    summary:
      'Approves (the applicant becomes a developer: status 1, role 0) or rejects with a reason a pending application',
    access: 'admin',
    input: reviewDecisionSchema,
    output: developerApplicationSchema,
  }),
  developerHome: endpoint({
    method: 'GET',
    path: '/api/developer/home',
    summary: 'Headline figures and latest review comments over the agents the caller manages',
    access: 'user',
    input: none,
    output: developerHomeSchema,
  }),
  developerAgents: endpoint({
    method: 'GET',
    path: '/api/developer/agents',
    summary: 'The agents the caller owns or manages as a team member, newest first',
    access: 'user',
    input: developerAgentsQuerySchema,
    output: developerAgentPageSchema,
  }),
  createAgent: endpoint({
    method: 'POST',
    path: '/api/developer/agents',
    summary:
      'Saves a new agent as a draft, to test before submitting it; issues its agent ID and secret (shown once)',
    access: 'developer',
    input: agentFormSchema,
    output: agentCreatedSchema,
  }),
  developerAgent: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id',
    summary: "One of the caller's agents with every submitted version and its review",
    access: 'user',
    input: developerAgentIdSchema,
    output: developerAgentDetailSchema,
  }),
  updateAgent: endpoint({
    method: 'PUT',
    path: '/api/developer/agents/:id',
    summary:
      'Saves a draft again; otherwise submits a new version: a rejected agent returns to review, a published one stays live while the new version is reviewed (409 while a version is pending)',
    access: 'user',
    input: agentUpdateSchema,
    output: developerAgentDetailSchema,
  }),
  submitAgent: endpoint({
    method: 'POST',
    path: '/api/developer/agents/:id/submit',
    summary: 'Submits a draft agent for review (409 once submitted)',
    access: 'user',
    input: developerAgentIdSchema,
    output: developerAgentDetailSchema,
  }),
  testAgent: endpoint({
    method: 'POST',
    path: '/api/developer/agents/:id/test',
    summary:
      "Sends a message to the agent's latest version as the platform would and answers the requests sent (credentials masked), the events read with their timing and the reply; 30 calls an hour per agent and developer (429)",
    access: 'user',
    input: agentTestInputSchema,
    output: agentTestResultSchema,
  }),
  agentChecks: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id/checks',
    summary: "The latest conformance report of the agent's newest version (null before the first)",
    access: 'user',
    input: developerAgentIdSchema,
    output: agentCheckAnswerSchema,
  }),
  runAgentChecks: endpoint({
    method: 'POST',
    path: '/api/developer/agents/:id/checks',
    summary:
      "Runs the conformance checks on the agent's newest version through its adapter and keeps the report with the version; counts as one test call (429)",
    access: 'user',
    input: developerAgentIdSchema,
    output: agentCheckReportSchema,
  }),
  readAgentCard: endpoint({
    method: 'POST',
    path: '/api/developer/agent-card',
    summary:
      "Reads an A2A agent's card at the URL (/.well-known/agent-card.json, then agent.json) to fill the agent form",
    access: 'developer',
    input: agentCardInputSchema,
    output: agentCardSummarySchema,
  }),
  rotateAgentSecret: endpoint({
    method: 'POST',
    path: '/api/developer/agents/:id/secret',
    summary: 'Issues a new agent secret (shown once); the old one stops working. Owner only',
    access: 'developer',
    input: developerAgentIdSchema,
    output: agentSecretSchema,
  }),
  agentStatistics: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id/statistics',
    summary:
      'New users, active users and orders of an agent over a range of days, with a daily trend',
    access: 'user',
    input: statisticsQuerySchema,
    output: agentStatisticsSchema,
  }),
  agentUsers: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id/users',
    summary: "An agent's subscribers, newest first",
    access: 'user',
    input: statisticsUsersQuerySchema,
    output: agentUserPageSchema,
  }),
  agentCalls: endpoint({
    method: 'GET',
    path: '/api/developer/agents/:id/calls',
    summary:
      "The calls made to an agent, newest first: kind, protocol, outcome and timing; no one's words but the developer's own test messages",
    access: 'user',
    input: agentCallsQuerySchema,
    output: agentCallPageSchema,
  }),
  reviewAgentVersion: endpoint({
    method: 'POST',
    path: '/api/admin/agent-versions/:id/review',
    summary:
      'Approves (publishes it; it replaces the live version) or rejects with a reason a pending agent version',
    access: 'admin',
    input: reviewDecisionSchema,
    output: developerAgentDetailSchema,
  }),
  lookupUser: endpoint({
    method: 'POST',
    path: '/api/developer/users/lookup',
    summary: 'Finds a user by exactly one of mobile, user id or email',
    access: 'developer',
    input: userLookupSchema,
    output: userLookupResultSchema,
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/developer/members',
    summary: "The caller's team members and the agents each may manage",
    access: 'developer',
    input: none,
    output: teamSchema,
  }),
  addTeamMember: endpoint({
    method: 'POST',
    path: '/api/developer/members',
    summary: "Adds a user (by mobile, user id or email) to the caller's team, with no agents yet",
    access: 'developer',
    input: userLookupSchema,
    output: teamMemberSchema,
  }),
  authorizeTeamMember: endpoint({
    method: 'PUT',
    path: '/api/developer/members/:userId/agents',
    summary: "Sets which of the caller's agents a team member may manage",
    access: 'developer',
    input: memberAgentsSchema,
    output: teamMemberSchema,
  }),
  removeTeamMember: endpoint({
    method: 'DELETE',
    path: '/api/developer/members/:userId',
    summary: "Removes a member from the caller's team and every authorization with it",
    access: 'developer',
    input: memberIdSchema,
    output: z.null(),
  }),
  teamMemberHostUserId: endpoint({
    method: 'POST',
    path: '/api/developer/members/:userId/host-user',
    summary:
      "The host app's user id of a member of the caller's team, looked up by the server with the member's full mobile (else e-mail), which never leaves it",
    access: 'developer',
    input: memberIdSchema,
    output: queryUserIdAnswerSchema,
  }),
  adminReviewCounts: endpoint({
    method: 'GET',
    path: '/api/admin/review-counts',
    summary:
      'How many developer applications and agent versions wait for a decision (and are overdue)',
    access: 'admin',
    input: none,
    output: reviewCountsSchema,
  }),
  adminApplications: endpoint({
    method: 'GET',
    path: '/api/admin/developer-applications',
    summary:
      "Developer applications: status, keyword (name, company, mobile), submit dates, oldest or newest first, with each one's age in working days",
    access: 'admin',
    input: applicationQueueQuerySchema,
    output: applicationQueueSchema,
  }),
  adminApplication: endpoint({
    method: 'GET',
    path: '/api/admin/developer-applications/:id',
    summary:
      'One application to review: its fields (mobile and ID card masked), the points of its last rejection, what changed, its history',
    access: 'admin',
    input: orderIdSchema,
    output: applicationReviewSchema,
  }),
  revealApplicationField: endpoint({
    method: 'POST',
    path: '/api/admin/developer-applications/:id/reveal',
    summary:
      'Shows one masked field of an application in full; every reveal is written to the audit log',
    access: 'admin',
    input: revealRequestSchema,
    output: revealedSchema,
  }),
  adminAgentVersions: endpoint({
    method: 'GET',
    path: '/api/admin/agent-versions',
    summary:
      "Agent versions: status, keyword (names, company, developer), submit dates, oldest or newest first, with each one's age in working days",
    access: 'admin',
    input: agentQueueQuerySchema,
    output: agentQueueSchema,
  }),
  adminAgentVersion: endpoint({
    method: 'GET',
    path: '/api/admin/agent-versions/:id',
    summary:
      'One agent version to review: every field and image, the live version and what changed against it, open points, history',
    access: 'admin',
    input: orderIdSchema,
    output: agentVersionReviewSchema,
  }),
  adminAgentVersionChecks: endpoint({
    method: 'GET',
    path: '/api/admin/agent-versions/:id/checks',
    summary: "A version's latest conformance report; a pending version without one is checked now",
    access: 'admin',
    input: orderIdSchema,
    output: agentCheckAnswerSchema,
  }),
  tryAgentVersion: endpoint({
    method: 'POST',
    path: '/api/admin/agent-versions/:id/try',
    summary:
      "The reviewer's try-it box: one message to the version through its adapter, logged as a review call; 30 an hour per reviewer and agent (429)",
    access: 'admin',
    input: agentTestInputSchema,
    output: agentTestResultSchema,
  }),
  revealAgentVersionField: endpoint({
    method: 'POST',
    path: '/api/admin/agent-versions/:id/reveal',
    summary: "Shows a version's ID card number in full; written to the audit log",
    access: 'admin',
    input: agentRevealRequestSchema,
    output: revealedSchema,
  }),
  adminOrders: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    summary:
      'Orders: status, order dates, keyword (order number, user name or phone, agent name), with totals of the filtered set',
    access: 'admin',
    input: orderQuerySchema,
    output: orderPageSchema,
  }),
  adminOrder: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    summary: 'One order with all its fields',
    access: 'admin',
    input: orderIdSchema,
    output: orderSchema,
  }),
  knowledgeBases: endpoint({
    method: 'GET',
    path: '/api/knowledge',
    summary: "The caller's knowledge bases, newest first, with document counts and bytes",
    access: 'user',
    input: z.object({}),
    output: knowledgeBaseListSchema,
  }),
  knowledgeUsage: endpoint({
    method: 'GET',
    path: '/api/knowledge/usage',
    summary: "The caller's knowledge space: bytes used across all bases against the plan's quota",
    access: 'user',
    input: z.object({}),
    output: knowledgeUsageSchema,
  }),
  createKnowledgeBase: endpoint({
    method: 'POST',
    path: '/api/knowledge',
    summary: 'Creates a knowledge base (name 1–50, description up to 200)',
    access: 'user',
    input: knowledgeBaseInputSchema,
    output: knowledgeBaseSchema,
  }),
  updateKnowledgeBase: endpoint({
    method: 'PATCH',
    path: '/api/knowledge/:id',
    summary: "Renames one of the caller's knowledge bases and sets its description",
    access: 'user',
    input: knowledgeBaseUpdateSchema,
    output: knowledgeBaseSchema,
  }),
  deleteKnowledgeBase: endpoint({
    method: 'DELETE',
    path: '/api/knowledge/:id',
    summary: 'Deletes a knowledge base with every document, file, chunk and job',
    access: 'user',
    input: knowledgeBaseIdSchema,
    output: z.null(),
  }),
  knowledgeDocuments: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/documents',
    summary: "A base's documents: name search (q), sorted (newest first by default), pages",
    access: 'user',
    input: knowledgeDocumentsQuerySchema,
    output: knowledgeDocumentPageSchema,
  }),
  knowledgeDocument: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/documents/:documentId',
    summary: 'One document of a base, for following its ingest',
    access: 'user',
    input: knowledgeDocumentIdSchema,
    output: knowledgeDocumentSchema,
  }),
  knowledgeChunks: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/documents/:documentId/chunks',
    summary: "One document's text chunks, in order, by pages",
    access: 'user',
    input: knowledgeChunksQuerySchema,
    output: knowledgeChunkPageSchema,
  }),
  knowledgePassage: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/documents/:documentId/passages/:chunkIndex',
    summary:
      'A document opened at one of its passages: the passage with its location (page, sheet and row, headings) and up to 20 passages on each side, their overlap shown once',
    access: 'user',
    input: knowledgePassageQuerySchema,
    output: knowledgePassageViewSchema,
  }),
  setKnowledgeDocumentStatus: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/documents/:documentId/status',
    summary: 'Enables or disables an ingested document; a disabled one never matches',
    access: 'user',
    input: knowledgeDocumentStatusInputSchema,
    output: knowledgeDocumentSchema,
  }),
  renameKnowledgeDocument: endpoint({
    method: 'PATCH',
    path: '/api/knowledge/:id/documents/:documentId',
    summary: 'Renames a document (its type stays that of the uploaded file)',
    access: 'user',
    input: knowledgeDocumentRenameSchema,
    output: knowledgeDocumentSchema,
  }),
  deleteKnowledgeDocument: endpoint({
    method: 'DELETE',
    path: '/api/knowledge/:id/documents/:documentId',
    summary: 'Deletes a document with its file, chunks and jobs',
    access: 'user',
    input: knowledgeDocumentIdSchema,
    output: z.null(),
  }),
  retryKnowledgeDocument: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/documents/:documentId/retry',
    summary: 'Queues a failed document for ingest again',
    access: 'user',
    input: knowledgeDocumentIdSchema,
    output: knowledgeDocumentSchema,
  }),
  retryFailedKnowledgeDocuments: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/documents/retry-failed',
    summary: 'Queues every failed document of a base for ingest again; answers how many',
    access: 'user',
    input: knowledgeBaseIdSchema,
    output: knowledgeRetriedSchema,
  }),
  knowledgeRetrieval: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/retrieve',
    summary:
      'Retrieval test: the 10 best chunks of available documents with scores; each document returned counts one match',
    access: 'user',
    input: knowledgeRetrievalInputSchema,
    output: knowledgeRetrievalSchema,
  }),
  knowledgeDictionary: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/dictionary',
    summary:
      "A base's dictionary (terms kept whole, synonym groups) and how many of its documents are still being indexed again by it",
    access: 'user',
    input: knowledgeBaseIdSchema,
    output: knowledgeDictionaryStateSchema,
  }),
  updateKnowledgeDictionary: endpoint({
    method: 'PUT',
    path: '/api/knowledge/:id/dictionary',
    summary:
      "Replaces a base's dictionary (up to 500 terms and 200 synonym groups of 2–10 words, each 1–30 characters); its documents are indexed again in the background",
    access: 'user',
    input: knowledgeDictionaryInputSchema,
    output: knowledgeDictionaryStateSchema,
  }),
  knowledgeQuestions: endpoint({
    method: 'GET',
    path: '/api/knowledge/:id/questions',
    summary:
      "A base's saved test questions, each with its last two runs (the place of its passage among the first 5 hits, the first hit), and whether they wait to run again after a change",
    access: 'user',
    input: knowledgeBaseIdSchema,
    output: knowledgeQuestionsSchema,
  }),
  createKnowledgeQuestion: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/questions',
    summary:
      'Saves a test question (1–200 characters) with the 1–5 passages it should find, and runs it at once; at most 100 a base',
    access: 'user',
    input: knowledgeQuestionInputSchema,
    output: knowledgeQuestionsSchema,
  }),
  checkKnowledgeQuestions: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/questions/check',
    summary: "Runs a base's saved test questions again now",
    access: 'user',
    input: knowledgeBaseIdSchema,
    output: knowledgeQuestionsSchema,
  }),
  deleteKnowledgeQuestion: endpoint({
    method: 'DELETE',
    path: '/api/knowledge/:id/questions/:questionId',
    summary: 'Deletes a saved test question',
    access: 'user',
    input: knowledgeQuestionIdSchema,
    output: knowledgeQuestionsSchema,
  }),
  packageList: endpoint({
    method: 'GET',
    path: PACKAGE_LIST_PATH,
    summary:
      'The plans (specNo, specName, subtitle, amount per month, features) in the caller language, cheapest first',
    access: 'public',
    input: none,
    output: packageListSchema,
  }),
  purchaseQuote: endpoint({
    method: 'GET',
    path: '/api/payment/quote',
    summary:
      'What a plan costs for a number of months (unit price, one-time fee, total), computed here',
    access: 'public',
    input: purchaseQuoteInputSchema,
    output: purchaseQuoteSchema,
  }),
  createPayment: endpoint({
    method: 'POST',
    path: '/api/payment/orders',
    summary:
      'Creates a pending order at the server-computed price and the QR of the chosen wallet; the agreement must be accepted',
    access: 'user',
    input: createPaymentInputSchema,
    output: paymentSchema,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/payment/orders/:id',
    summary: "One of the caller's orders with its QR and the caller's plan (polled while paying)",
    access: 'user',
    input: paymentIdSchema,
    output: paymentSchema,
  }),
  refreshPaymentQr: endpoint({
    method: 'POST',
    path: '/api/payment/orders/:id/qr',
    summary: 'A new QR for a pending order, optionally for the other wallet',
    access: 'user',
    input: refreshPaymentQrSchema,
    output: paymentSchema,
  }),
  cancelPayment: endpoint({
    method: 'POST',
    path: '/api/payment/orders/:id/cancel',
    summary: 'Cancels a pending order of the caller',
    access: 'user',
    input: paymentIdSchema,
    output: paymentSchema,
  }),
  myOrders: endpoint({
    method: 'GET',
    path: '/api/orders',
    summary: "The caller's own orders, newest first",
    access: 'user',
    input: myOrdersQuerySchema,
    output: paymentOrderPageSchema,
  }),
  mySubscription: endpoint({
    method: 'GET',
    path: '/api/subscription',
    summary: "The caller's plan: free, or the paid one and when it ends",
    access: 'user',
    input: none,
    output: planSubscriptionSchema,
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: '/api/payment/notify/:method',
    summary:
      "A wallet provider's signed payment notification; idempotent per business number; a late one for a cancelled order is recorded and refused",
    access: 'public',
    input: paymentNotifyInputSchema,
    output: paymentNotifyAnswerSchema,
  }),
  requestSmsCode: endpoint({
    method: 'POST',
    path: '/api/feedback/sms-code',
    summary:
      'Sends a 6-digit code to the phone (sandbox outbox by default); one per phone a minute, limited per phone and per IP (429)',
    access: 'public',
    input: smsCodeRequestSchema,
    output: smsCodeAnswerSchema,
  }),
  submitFeedback: endpoint({
    method: 'POST',
    path: '/api/feedback',
    summary: "Stores a visitor's feedback once the SMS code checks out (a code is used once)",
    access: 'public',
    input: feedbackInputSchema,
    output: feedbackReceiptSchema,
  }),
  adminFeedback: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    summary: 'Every feedback, newest first, searchable by company, name or details',
    access: 'admin',
    input: feedbackQuerySchema,
    output: feedbackPageSchema,
  }),

  // Not JSON: uploads, a download, streams -------------------------------------------------
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: every endpoint of the API, as OpenAPI 3.1',
    access: 'public',
    input: none,
    output: z.unknown(),
    transport: { kind: 'raw', type: 'application/json' },
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: IMAGE_UPLOAD.path,
    summary:
      "One agent image (PNG, JPEG, WebP or GIF, at most 2 MB) as multipart field `file`; a developer's, an admin's, or a team member's for the agents they manage (403 for anyone else)",
    access: 'user',
    input: none,
    output: imageUploadSchema,
    transport: { kind: 'upload', field: IMAGE_UPLOAD.field },
  }),
  uploadKnowledgeDocument: endpoint({
    method: 'POST',
    path: KNOWLEDGE_UPLOAD.path,
    summary:
      'One document (at most 20 MB) into one of the caller’s knowledge bases, as multipart field `file`; the answer is the document, processing. A file whose content is already in the base answers 409 with code 1006 and `sameContent` (the document), unless the form says `sameContent=allow`',
    access: 'user',
    input: knowledgeUploadInputSchema,
    output: knowledgeDocumentSchema,
    transport: { kind: 'upload', field: KNOWLEDGE_UPLOAD.field },
  }),
  adminAudit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    summary:
      'The audit trail, newest first: decisions, reveals, secret rotations, role changes, moderation and refund remarks, with who, when, what and the address; by person, action and date',
    access: 'admin',
    input: auditQuerySchema,
    output: auditPageSchema,
  }),
  exportAudit: endpoint({
    method: 'GET',
    path: AUDIT_EXPORT_PATH,
    summary:
      'The filtered audit trail (paging ignored, at most 10,000 entries) as a CSV attachment, UTF-8 with BOM, safe to open in a spreadsheet',
    access: 'admin',
    input: auditQuerySchema,
    output: z.string(),
    transport: { kind: 'download', type: 'text/csv' },
  }),
  exportOrders: endpoint({
    method: 'GET',
    path: ORDER_EXPORT_PATH,
    summary:
      'The filtered orders (the order list’s query; paging ignored) as a CSV attachment, UTF-8 with BOM',
    access: 'admin',
    input: orderQuerySchema,
    output: z.string(),
    transport: { kind: 'download', type: 'text/csv' },
  }),
  chatStream: endpoint({
    method: 'POST',
    path: CHAT_STREAM.path,
    summary:
      'One turn of the caller’s chat with an agent they subscribe to, answered as server-sent events: user, assistant, delta, citation, done (403 code 1004 when not subscribed, 409 code 1005 while a reply streams)',
    access: 'user',
    input: chatRequestSchema.extend(agentIdParamSchema.shape),
    output: chatStreamEventSchemas.done,
    transport: { kind: 'events', events: chatStreamEventSchemas },
  }),
  legionRun: endpoint({
    method: 'POST',
    path: LEGION_RUN.path,
    summary:
      'Runs a published legion on a message, answered as server-sent events: step, delta, stepDone, done',
    access: 'user',
    input: legionRunRequestSchema.extend(legionIdSchema.shape),
    output: legionRunEventSchemas.done,
    transport: { kind: 'events', events: legionRunEventSchemas },
  }),
  legionTestRun: endpoint({
    method: 'POST',
    path: LEGION_RUN.testPath,
    summary:
      'Tries a draft flow from the orchestration editor, answered as server-sent events like a run',
    access: 'developer',
    input: legionTestRunRequestSchema,
    output: legionRunEventSchemas.done,
    transport: { kind: 'events', events: legionRunEventSchemas },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.output<Endpoints[N]['output']>;

/** how an endpoint travels: 'json', 'upload', 'download' or 'events' */
export type KindOf<N extends EndpointName> = [NonNullable<Endpoints[N]['transport']>] extends [
  never,
]
  ? 'json'
  : NonNullable<Endpoints[N]['transport']> extends { kind: infer K extends TransportKind }
    ? K
    : 'json';
/** the endpoints that travel as `K` */
export type EndpointNameOf<K extends TransportKind> = {
  [N in EndpointName]: KindOf<N> extends K ? N : never;
}[EndpointName];

/** the events of a stream endpoint, as `{type, data}` by name */
export type StreamEvent<N extends EndpointNameOf<'events'>> =
  NonNullable<Endpoints[N]['transport']> extends {
    events: infer E extends EventSchemas;
  }
    ? { [K in keyof E & string]: { type: K; data: z.output<E[K]> } }[keyof E & string]
    : never;
