import { AUDIT_EXPORT_PATH, auditQuerySchema, endpoints } from '@legion/api';
import type { Hono } from 'hono';
import { type AppEnv, type Mount, NOT_ALLOWED, signedIn, validate } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/messages.ts';
import type { AuditService } from './service.ts';

export function mountAudit(
  mount: Mount,
  app: Hono<AppEnv>,
  audit: AuditService,
  now: () => number,
) {
  mount(endpoints.adminAudit, ({ input }) => audit.list(input));
  // a file, not the envelope: mounted on its own, with the same refusals
  app.get(AUDIT_EXPORT_PATH, async (c) => {
    const user = signedIn(await c.var.session.user());
    if (user.role !== 'admin') throw new ApiError(403, NOT_ALLOWED);
    const query = validate(auditQuerySchema, c.req.query());
    const today = new Date(now()).toISOString().slice(0, 10);
    const { fileName, body } = await audit.export(query, requestLanguage(c), today);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
