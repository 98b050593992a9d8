/** MSW handlers of reviews: the host app's, reports, the developer's replies, moderation. */
import { delay, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  developerReviewFixtures,
  hostReviewFixture,
  moderatedReviewFixtures,
} from '../review-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

const QUEUE_FILTER = {
  reported: (review: (typeof moderatedReviewFixtures)[number]) => review.reports.length > 0,
  hidden: (review: (typeof moderatedReviewFixtures)[number]) =>
    review.reports.length === 0 && review.state === 'hidden',
  kept: (review: (typeof moderatedReviewFixtures)[number]) =>
    review.reports.length === 0 && review.decision?.action === 'keep',
} as const;

const DEVELOPER_FILTER = {
  all: () => true,
  unreplied: (review: (typeof developerReviewFixtures)[number]) =>
    !review.reply && review.state === 'visible',
  hidden: (review: (typeof developerReviewFixtures)[number]) => review.state === 'hidden',
} as const;

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const reviewById = (id: unknown) =>
  developerReviewFixtures.find((review) => review.id === id) ?? developerReviewFixtures[0];

export const reviewHandlers = {
  app: {
    write: http.post(any(endpoints.appWriteReview.path), () => ok(hostReviewFixture)),
    lookup: http.post(any(endpoints.appReviewLookup.path), () => ok(hostReviewFixture)),
  },
  report: {
    ok: http.post(any(endpoints.reportReview.path), () => ok({ reported: true })),
    error: http.post(any(endpoints.reportReview.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  developerList: {
    ok: http.get(any(endpoints.developerAgentReviews.path), ({ request }) => {
      const filter = (new URL(request.url).searchParams.get('filter') ??
        'all') as keyof typeof DEVELOPER_FILTER;
      const items = developerReviewFixtures.filter(DEVELOPER_FILTER[filter] ?? (() => true));
      return ok(pageOfItems(items, request, 10));
    }),
    empty: http.get(any(endpoints.developerAgentReviews.path), ({ request }) =>
      ok(pageOfItems([], request, 10)),
    ),
    loading: http.get(any(endpoints.developerAgentReviews.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.developerAgentReviews.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  reply: {
    ok: http.put(any(endpoints.replyToReview.path), async ({ request, params }) => {
      const { content } = await bodyOf(request);
      return ok({
        ...reviewById(params.reviewId),
        reply: {
          content: String(content ?? ''),
          author: 'Legion 实验室',
          createdAt: new Date(Date.UTC(2026, 10, 23, 9)).toISOString(),
          updatedAt: null,
        },
      });
    }),
    error: http.put(any(endpoints.replyToReview.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  deleteReply: {
    ok: http.delete(any(endpoints.deleteReviewReply.path), ({ params }) =>
      ok({ ...reviewById(params.reviewId), reply: null }),
    ),
  },
  moderation: {
    ok: http.get(any(endpoints.adminAgentReviews.path), ({ request }) => {
      const status = (new URL(request.url).searchParams.get('status') ??
        'reported') as keyof typeof QUEUE_FILTER;
      const items = moderatedReviewFixtures.filter(QUEUE_FILTER[status] ?? QUEUE_FILTER.reported);
      return ok(pageOfItems(items, request, 20));
    }),
    empty: http.get(any(endpoints.adminAgentReviews.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    loading: http.get(any(endpoints.adminAgentReviews.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminAgentReviews.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  moderate: {
    ok: http.post(any(endpoints.moderateReview.path), async ({ request, params }) => {
      const { action, reason } = await bodyOf(request);
      const review =
        moderatedReviewFixtures.find((item) => item.id === params.reviewId) ??
        moderatedReviewFixtures[0];
      const hide = action === 'hide';
      return ok({
        ...review,
        state: hide ? 'hidden' : 'visible',
        hiddenReason: hide ? String(reason ?? '') : '',
        reports: [],
        decision: {
          action: hide ? 'hide' : 'keep',
          reason: String(reason ?? ''),
          admin: '平台管理员',
          at: new Date(Date.UTC(2026, 10, 23, 10)).toISOString(),
        },
      });
    }),
    error: http.post(any(endpoints.moderateReview.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
};
