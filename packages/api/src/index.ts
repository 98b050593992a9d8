export { type ApiErrorBody, apiErrorSchema, envelope, SUCCESS_CODE } from './envelope.ts';
export { type Health, healthSchema } from './health.ts';
