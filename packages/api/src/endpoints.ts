/**
 * Every call of the main service, once: method, path, what it takes, what its `data` is,
 * and who may call it. The server validates with these, the client is typed by them, and
 * the OpenAPI document is generated from them.
 */
import { z } from 'zod';
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
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.output<Endpoints[N]['output']>;
