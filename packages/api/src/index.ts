export * from './admin.ts';
export * from './agent-checks.ts';
export * from './agent-health.ts';
export * from './agent-protocol.ts';
export * from './agent-reviews.ts';
export { APP_PAGE_PATHS, type AppPagePath, isAppPagePath } from './app-pages.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './chat.ts';
export {
  API_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  type DownloadedFile,
  type StreamOptions,
  UNAUTHORIZED_DEBOUNCE_MS,
  type UploadOptions,
} from './client.ts';
export {
  API_CODES,
  AUTH_MESSAGES,
  NETWORK_ERROR,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ANSWER,
} from './codes.ts';
export * from './developer.ts';
export {
  type Access,
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  type EndpointNameOf,
  type EndpointOutput,
  type Endpoints,
  type EventSchemas,
  endpoints,
  type KindOf,
  type StreamEvent,
  type Transport,
  type TransportKind,
} from './endpoints.ts';
export {
  type ApiErrorBody,
  apiErrorSchema,
  envelope,
  type SameContent,
  SUCCESS_CODE,
} from './envelope.ts';
export * from './feedback.ts';
export { type Health, healthSchema } from './health.ts';
export { hostAppSchema } from './host-app.ts';
export {
  HOST_APP_DEFAULTS,
  HOST_APP_META_NAME,
  HOST_APP_NAME_MAX,
  HOST_APP_USER_AGENT_TOKEN,
  type HostApp,
  parseHostAppMeta,
} from './host-app-meta.ts';
export {
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  isValidCreditCode,
  isValidIdCardNumber,
  isValidMobile,
} from './identity-codes.ts';
export * from './knowledge.ts';
export * from './legion.ts';
export * from './market.ts';
export * from './notifications.ts';
export { openApiDocument } from './openapi.ts';
export * from './orders.ts';
export {
  choiceCookie,
  LANGUAGE_COOKIE,
  PAGE_RENDERER_PATH,
  type PageRenderer,
  type PageRenderInput,
  SSR_STATE_ELEMENT_ID,
  THEME_COOKIE,
} from './page-renderer.ts';
export { pageOf } from './paging.ts';
export * from './permissions.ts';
export * from './plans.ts';
export * from './provider.ts';
