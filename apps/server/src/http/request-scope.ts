/**
 * What the code of a request may need to know about it without being handed the request: the
 * address it came from, for the audit trail. Set by a middleware for every request; outside a
 * request (the background loops, the seed) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip.ts';

interface RequestScope {
  ip: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function requestScopeMiddleware(): MiddlewareHandler {
  return (c, next) => scope.run({ ip: clientIp(c) }, next);
}

/** the address of the request being served; '' outside one */
export function requestIp(): string {
  const ip = scope.getStore()?.ip ?? '';
  return ip === 'unknown' ? '' : ip;
}
