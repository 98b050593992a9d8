/**
 * Every call of the main service, once: method, path, what it takes, what its `data` is,
 * and who may call it. The server validates with these, the client is typed by them, and
 * the OpenAPI document is generated from them.
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
  orderIdSchema,
  orderPageSchema,
  orderQuerySchema,
  orderSchema,
  revealedSchema,
  revealRequestSchema,
  reviewCountsSchema,
} from './admin.ts';
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
  agentCreatedSchema,
  agentFormSchema,
  agentSecretSchema,
  agentStatisticsSchema,
  agentUpdateSchema,
  agentUserPageSchema,
  developerAgentDetailSchema,
  developerAgentIdSchema,
  developerAgentPageSchema,
  developerAgentsQuerySchema,
  developerApplicationInputSchema,
  developerApplicationSchema,
  developerHomeSchema,
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
  knowledgeBaseIdSchema,
  knowledgeBaseInputSchema,
  knowledgeBaseListSchema,
  knowledgeBaseSchema,
  knowledgeBaseUpdateSchema,
  knowledgeChunkPageSchema,
  knowledgeChunksQuerySchema,
  knowledgeDocumentIdSchema,
  knowledgeDocumentPageSchema,
  knowledgeDocumentRenameSchema,
  knowledgeDocumentSchema,
  knowledgeDocumentStatusInputSchema,
  knowledgeDocumentsQuerySchema,
  knowledgeRetrievalInputSchema,
  knowledgeRetrievalSchema,
  knowledgeUsageSchema,
} from './knowledge.ts';
import {
  agentDetailSchema,
  agentIdSchema,
  agentOverviewSchema,
  agentPageSchema,
  agentReviewPageSchema,
  agentReviewsQuerySchema,
  marketQuerySchema,
  subscriptionSchema,
} from './market.ts';
import { queryUserIdAnswerSchema, queryUserIdRequestSchema } from './provider.ts';

/** who may call: anyone, any signed-in user, or only admins (the server enforces it) */
export type Access = 'public' | 'user' | 'developer' | 'admin';

export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  access: Access;
  /** the JSON body (POST, PUT, PATCH) or the query (GET, DELETE) */
  input: Input;
  /** the `data` of a successful `{code: 0, data, msg}` answer */
  output: Output;
}

function endpoint<Input extends z.ZodType, Output extends z.ZodType>(
  definition: Endpoint<Input, Output>,
): Endpoint<Input, Output> {
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
  subscribe: endpoint({
    method: 'POST',
    path: '/api/market/agents/:id/subscription',
    summary: 'Subscribes the signed-in user to a published agent (idempotent)',
    access: 'user',
    input: agentIdSchema,
    output: subscriptionSchema,
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
    summary: 'Submits a new agent for review; issues its agent id and secret (shown once)',
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
      'Submits a new version: a rejected agent returns to review; a published one stays live while the new version is reviewed (409 while a version is pending)',
    access: 'user',
    input: agentUpdateSchema,
    output: developerAgentDetailSchema,
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
    summary: 'Finds a user by mobile, user id or email (SPEC §3 user lookup)',
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
    summary: 'One order with every field of SPEC §3',
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
  knowledgeRetrieval: endpoint({
    method: 'POST',
    path: '/api/knowledge/:id/retrieve',
    summary:
      'Retrieval test: the 10 best chunks of available documents with scores; each document returned counts one match',
    access: 'user',
    input: knowledgeRetrievalInputSchema,
    output: knowledgeRetrievalSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.output<Endpoints[N]['output']>;
