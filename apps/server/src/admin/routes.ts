import { endpoints } from '@legion/api';
import type { ConformanceService } from '../agents/conformance.ts';
import { AGENT_VERSION_NOT_FOUND } from '../agents/index.ts';
import { withRetryAfter } from '../agents/test-console.ts';
import { APPLICATION_NOT_FOUND } from '../developer/certification.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import { requestLanguage } from '../http/messages.ts';
import { ORDER_NOT_FOUND, type OrdersService } from './orders.ts';
import type { ReviewsService } from './reviews.ts';

export interface AdminServices {
  reviews: ReviewsService;
  orders: OrdersService;
  conformance: ConformanceService;
}

const applicationPath = { notFound: APPLICATION_NOT_FOUND };
const versionPath = { notFound: AGENT_VERSION_NOT_FOUND };

/** every admin endpoint of the registry (the decisions are mounted with the developer ones) */
export function mountAdmin(mount: Mount, { reviews, orders, conformance }: AdminServices) {
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
    endpoints.adminAgentVersionChecks,
    ({ input, user }) => conformance.forReview(signedIn(user), input.id),
    versionPath,
  );
  mount(
    endpoints.tryAgentVersion,
    ({ input, user, c }) =>
      withRetryAfter(c.header.bind(c), () => conformance.tryForReview(signedIn(user), input)),
    versionPath,
  );
  mount(
    endpoints.revealAgentVersionField,
    ({ input, user }) => reviews.revealAgentVersion(signedIn(user), input.id),
    versionPath,
  );
  mount(endpoints.adminOrders, ({ input }) => orders.list(input));
  mount(endpoints.adminOrder, ({ input }) => orders.detail(input.id), {
    notFound: ORDER_NOT_FOUND,
  });
  // the same query as the list, paging ignored
  mount(endpoints.exportOrders, ({ input, c }) => orders.export(input, requestLanguage(c)));
}
