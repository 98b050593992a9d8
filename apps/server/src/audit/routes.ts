import { endpoints } from '@legion/api';
import type { Mount } from '../http/endpoint.ts';
import { requestLanguage } from '../http/messages.ts';
import type { AuditService } from './service.ts';

export function mountAudit(mount: Mount, audit: AuditService, now: () => number) {
  mount(endpoints.adminAudit, ({ input }) => audit.list(input));
  mount(endpoints.exportAudit, ({ input, c }) => {
    const today = new Date(now()).toISOString().slice(0, 10);
    return audit.export(input, requestLanguage(c), today);
  });
}
