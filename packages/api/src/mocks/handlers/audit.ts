/** MSW handlers of the audit trail: the list with its filters, and the CSV. */
import { delay, HttpResponse, http } from 'msw';
import { AUDIT_EXPORT_PATH } from '../../audit.ts';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import { auditActorFixtures, auditFixtures } from '../audit-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

function filtered(request: Request) {
  const params = new URL(request.url).searchParams;
  const actor = params.get('actor');
  const action = params.get('action');
  const items = auditFixtures.filter(
    (entry) => (!actor || entry.actor?.id === actor) && (!action || entry.action === action),
  );
  return ok({ ...pageOfItems(items, request, 50), actors: auditActorFixtures });
}

export const auditHandlers = {
  list: {
    ok: http.get(any(endpoints.adminAudit.path), ({ request }) => filtered(request)),
    empty: http.get(any(endpoints.adminAudit.path), ({ request }) =>
      ok({ ...pageOfItems([], request, 50), actors: [] }),
    ),
    loading: http.get(any(endpoints.adminAudit.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminAudit.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  export: {
    ok: http.get(
      any(AUDIT_EXPORT_PATH),
      () =>
        new HttpResponse('\uFEFF时间（UTC）,操作人,操作\r\n2026-11-23 10:05:00,周立,隐藏评价\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="audit-20261123.csv"',
          },
        }),
    ),
  },
};
