import { endpoints } from '@legion/api';
import { AGENT_NOT_FOUND } from '../agents/index.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import { REVIEW_NOT_FOUND, type ReviewsService } from './service.ts';

/** a malformed id names nothing: 404, like an unknown one */
const agentPath = { notFound: AGENT_NOT_FOUND };
const reviewPath = { notFound: REVIEW_NOT_FOUND };

export function mountReviews(mount: Mount, reviews: ReviewsService) {
  mount(endpoints.appWriteReview, ({ input }) => reviews.hostWrite(input), agentPath);
  mount(endpoints.appReviewLookup, ({ input }) => reviews.hostLookup(input), agentPath);
  // a signed-in reader sees which reviews they reported
  mount(
    endpoints.marketAgentReviews,
    ({ input, user }) => reviews.list(input.id, input, user?.id ?? null),
    agentPath,
  );
  mount(
    endpoints.reportReview,
    ({ input, user }) => reviews.report(signedIn(user).id, input),
    reviewPath,
  );
  mount(
    endpoints.developerAgentReviews,
    ({ input, user }) => reviews.developerList(signedIn(user).id, input),
    agentPath,
  );
  mount(endpoints.replyToReview, ({ input, user }) => reviews.reply(signedIn(user).id, input), {
    ...reviewPath,
    messageFrom: ['content'],
  });
  mount(
    endpoints.deleteReviewReply,
    ({ input, user }) => reviews.reply(signedIn(user).id, { ...input, content: null }),
    reviewPath,
  );
  mount(endpoints.adminAgentReviews, ({ input }) => reviews.moderationQueue(input));
  mount(endpoints.moderateReview, ({ input, user }) => reviews.moderate(signedIn(user).id, input), {
    ...reviewPath,
    messageFrom: ['reason'],
  });
}
