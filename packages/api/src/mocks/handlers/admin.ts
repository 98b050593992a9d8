/** MSW handlers of the admin console: review queues, reviews, orders and their CSV, feedback. */
import { delay, HttpResponse, http } from 'msw';
import { ORDER_EXPORT_PATH } from '../../admin.ts';
import type { AgentCheckReport } from '../../agent-checks.ts';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  agentVersionReviewFixture,
  agentVersionRowFixtures,
  applicationReviewFixture,
  applicationRowFixtures,
  newAgentReviewFixture,
  orderFixtures,
  reviewCountsFixture,
  reviewOutcomeFixture,
  unchangedResubmissionFixture,
} from '../admin-fixtures.ts';
import {
  agentCheckFixtures,
  agentTestFixtures,
  developerAgentFixtures,
  developerApplicationFixture,
} from '../developer-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

/** a queue over rows: status, keyword, oldest or newest first, pages (as the server does) */
function queue<T extends { status: string; submittedAt: string }>(
  rows: T[],
  request: Request,
  text: (row: T) => string,
) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const newest = url.searchParams.get('sort') === 'newest';
  const items = rows
    .filter(
      (row) => (!status || row.status === status) && (!q || text(row).toLowerCase().includes(q)),
    )
    .sort((a, b) => (newest ? -1 : 1) * a.submittedAt.localeCompare(b.submittedAt));
  return pageOfItems(items, request, 20);
}

function orderList(request: Request) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const items = orderFixtures.filter(
    (order) =>
      (!status || order.status === status) &&
      (!q ||
        [order.orderNumber, order.userName, order.userPhone, order.agentName].some((text) =>
          text.toLowerCase().includes(q),
        )),
  );
  const sum = (list: typeof items) =>
    Math.round(list.reduce((total, order) => total + order.amount, 0) * 100) / 100;
  return {
    ...pageOfItems(items, request, 20),
    totals: {
      count: items.length,
      amount: sum(items),
      paidAmount: sum(
        items.filter((order) => order.status === 'paid' || order.status === 'completed'),
      ),
    },
  };
}

const CONFLICT = 'This application has already been reviewed';

/** a report as made when the version under review was first opened */
const forReview = (report: AgentCheckReport, versionId: unknown): AgentCheckReport => ({
  ...report,
  versionId: String(versionId),
  version: '2.1.0',
  requestedBy: 'review',
});

export const adminHandlers = {
  counts: {
    ok: http.get(any(endpoints.adminReviewCounts.path), () => ok(reviewCountsFixture)),
    none: http.get(any(endpoints.adminReviewCounts.path), () =>
      ok({
        applications: 0,
        agents: 0,
        legions: 0,
        reportedReviews: 0,
        overdueApplications: 0,
        overdueAgents: 0,
      }),
    ),
  },
  applications: {
    ok: http.get(any(endpoints.adminApplications.path), ({ request }) =>
      ok(
        queue(applicationRowFixtures, request, (row) =>
          [row.developerName, row.companyName, row.mobile].join(' '),
        ),
      ),
    ),
    empty: http.get(any(endpoints.adminApplications.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    loading: http.get(any(endpoints.adminApplications.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminApplications.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  application: {
    pending: http.get(any(endpoints.adminApplication.path), () =>
      ok(applicationReviewFixture('pending')),
    ),
    approved: http.get(any(endpoints.adminApplication.path), () =>
      ok({ ...applicationReviewFixture('approved'), overdue: false }),
    ),
    rejected: http.get(any(endpoints.adminApplication.path), () =>
      ok({ ...applicationReviewFixture('rejected'), overdue: false }),
    ),
    notFound: http.get(any(endpoints.adminApplication.path), () => fail(404, 'Not found')),
    loading: http.get(any(endpoints.adminApplication.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
  },
  revealApplication: {
    ok: http.post(any(endpoints.revealApplicationField.path), async ({ request }) => {
      const { field } = (await request.json()) as { field: 'mobile' | 'idCardNumber' };
      return ok({ field, value: field === 'mobile' ? '13700001207' : '11010519491231002X' });
    }),
  },
  reviewApplication: {
    ok: http.post(any(endpoints.reviewDeveloperApplication.path), async ({ request }) => {
      const { decision, comment } = (await request.json()) as {
        decision: string;
        comment?: string;
      };
      const status = decision === 'approve' ? 'approved' : 'rejected';
      return ok({
        ...developerApplicationFixture(status),
        reviewOpinion: comment ?? '',
        rejectionReason: status === 'rejected' ? (comment ?? '') : '',
      });
    }),
    /** another admin rejected it first: the 409 says who, when and what */
    conflict: http.post(any(endpoints.reviewDeveloperApplication.path), () =>
      HttpResponse.json(
        { code: 409, msg: CONFLICT, decided: reviewOutcomeFixture('rejected') },
        { status: 409 },
      ),
    ),
  },
  agentVersions: {
    ok: http.get(any(endpoints.adminAgentVersions.path), ({ request }) =>
      ok(
        queue(agentVersionRowFixtures, request, (row) =>
          [row.nameZh, row.nameEn, row.company, row.developerName].join(' '),
        ),
      ),
    ),
    empty: http.get(any(endpoints.adminAgentVersions.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    error: http.get(any(endpoints.adminAgentVersions.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  agentVersion: {
    update: http.get(any(endpoints.adminAgentVersion.path), () => ok(agentVersionReviewFixture())),
    first: http.get(any(endpoints.adminAgentVersion.path), () => ok(newAgentReviewFixture())),
    unchanged: http.get(any(endpoints.adminAgentVersion.path), () =>
      ok(unchangedResubmissionFixture()),
    ),
    notFound: http.get(any(endpoints.adminAgentVersion.path), () => fail(404, 'Not found')),
  },
  versionChecks: {
    passed: http.get(any(endpoints.adminAgentVersionChecks.path), ({ params }) =>
      ok({ report: forReview(agentCheckFixtures.passed, params.id) }),
    ),
    failed: http.get(any(endpoints.adminAgentVersionChecks.path), ({ params }) =>
      ok({ report: forReview(agentCheckFixtures.failed, params.id) }),
    ),
    /** a decided version reviewed before reports existed */
    none: http.get(any(endpoints.adminAgentVersionChecks.path), () => ok({ report: null })),
    /** being made as the admin opens the version */
    running: http.get(any(endpoints.adminAgentVersionChecks.path), () => delay('infinite')),
  },
  tryVersion: {
    ok: http.post(any(endpoints.tryAgentVersion.path), () => ok(agentTestFixtures.complete)),
    pending: http.post(any(endpoints.tryAgentVersion.path), () => delay('infinite')),
  },
  revealAgentVersion: {
    ok: http.post(any(endpoints.revealAgentVersionField.path), () =>
      ok({ field: 'idCardNumber', value: '11010519491231002X' }),
    ),
  },
  reviewAgentVersion: {
    ok: http.post(any(endpoints.reviewAgentVersion.path), () =>
      ok(developerAgentFixtures.updating),
    ),
    /** another admin approved it first: the 409 says who, when and what */
    conflict: http.post(any(endpoints.reviewAgentVersion.path), () =>
      HttpResponse.json(
        {
          code: 409,
          msg: 'This version has already been reviewed',
          decided: reviewOutcomeFixture('approved'),
        },
        { status: 409 },
      ),
    ),
  },
  orders: {
    ok: http.get(any(endpoints.adminOrders.path), ({ request }) => ok(orderList(request))),
    empty: http.get(any(endpoints.adminOrders.path), ({ request }) =>
      ok({ ...pageOfItems([], request, 20), totals: { count: 0, amount: 0, paidAmount: 0 } }),
    ),
    loading: http.get(any(endpoints.adminOrders.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminOrders.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  order: {
    ok: http.get(any(endpoints.adminOrder.path), ({ params }) => {
      const found = orderFixtures.find((order) => order.id === params.id);
      return found ? ok(found) : fail(404, 'Order not found');
    }),
    notFound: http.get(any(endpoints.adminOrder.path), () => fail(404, 'Order not found')),
  },
  exportOrders: {
    ok: http.get(
      any(ORDER_EXPORT_PATH),
      () =>
        new HttpResponse('\uFEFF订单号,金额\nLG202611220000,18.80\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders.csv"',
          },
        }),
    ),
  },
};
