import { endpoints, ORDER_EXPORT_PATH, orderQuerySchema } from '@legion/api';
import type { Hono } from 'hono';
import { AGENT_VERSION_NOT_FOUND } from '../developer/agents.ts';
import { APPLICATION_NOT_FOUND } from '../developer/certification.ts';
import { type AppEnv, type Mount, NOT_ALLOWED, signedIn, validate } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/messages.ts';
import { ORDER_NOT_FOUND, type OrdersService } from './orders.ts';
import type { ReviewsService } from './reviews.ts';

export interface AdminServices {
  reviews: ReviewsService;
  orders: OrdersService;
}

const applicationPath = { notFound: APPLICATION_NOT_FOUND };
const versionPath = { notFound: AGENT_VERSION_NOT_FOUND };

/** every admin endpoint of the registry (the decisions are mounted with the developer ones) */
export function mountAdmin(mount: Mount, { reviews, orders }: AdminServices) {
  mount(endpoints.adminReviewCounts, () => reviews.counts());
  mount(endpoints.adminApplications, ({ input }) => reviews.applications(input));
  mount(endpoints.adminApplication, ({ input }) => reviews.application(input.id), applicationPath);
  mount(
    endpoints.revealApplicationField,
    ({ input, user }) => reviews.revealApplication(signedIn(user), input.id, input.field),
    applicationPath,
  );
  mount(endpoints.adminAgentVersions, ({ input }) => reviews.agentVersions(input));
  mount(endpoints.adminAgentVersion, ({ input }) => reviews.agentVersion(input.id), versionPath);
  mount(
    endpoints.revealAgentVersionField,
    ({ input, user }) => reviews.revealAgentVersion(signedIn(user), input.id),
    versionPath,
  );
  mount(endpoints.adminOrders, ({ input }) => orders.list(input));
  mount(endpoints.adminOrder, ({ input }) => orders.detail(input.id), {
    notFound: ORDER_NOT_FOUND,
  });
}

/**
 * The orders as CSV: a file, not a JSON answer, so it is mounted by hand with the registry's
 * rules: 401 without a session, 403 unless an admin, 400 for a bad query (the same query as
 * the list; paging is ignored).
 */
export function mountOrderExport(app: Hono<AppEnv>, orders: OrdersService) {
  app.get(ORDER_EXPORT_PATH, async (c) => {
    const user = signedIn(await c.var.session.user());
    if (user.role !== 'admin') throw new ApiError(403, NOT_ALLOWED);
    const query = validate(orderQuerySchema, c.req.query());
    const { fileName, body } = await orders.export(query, requestLanguage(c));
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
