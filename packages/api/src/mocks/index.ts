export {
  agentVersionReviewFixture,
  agentVersionRowFixtures,
  applicationReviewFixture,
  applicationRowFixtures,
  newAgentReviewFixture,
  orderFixtures,
  reviewCountsFixture,
  reviewOutcomeFixture,
} from './admin-fixtures.ts';
export { auditActorFixtures, auditFixtures } from './audit-fixtures.ts';
export {
  chatCitationFixtures,
  chatMessageFixture,
  conversationFixtures,
} from './chat-fixtures.ts';
export {
  AGENT_SECRET_FIXTURE,
  agentCallFixtures,
  agentCheckFixtures,
  agentStatisticsFixture,
  agentTestFixtures,
  agentUserFixtures,
  developerAgentFixtures,
  developerAgentList,
  developerApplicationFixture,
  developerHomeFixture,
  mockImageUrl,
  teamMemberFixtures,
  VALID_CREDIT_CODE,
  VALID_ID_CARD,
} from './developer-fixtures.ts';
export { feedbackFixtures } from './feedback-fixtures.ts';
export {
  healthFixture,
  loginResultFixture,
  qrParamsFixture,
  userFixtures,
} from './fixtures.ts';
export {
  adminHandlers,
  auditHandlers,
  authHandlers,
  chatHandlers,
  developerHandlers,
  feedbackHandlers,
  handlers,
  healthHandlers,
  hostHandlers,
  knowledgeHandlers,
  legionHandlers,
  marketHandlers,
  mediaHandlers,
  notificationHandlers,
  planHandlers,
  reviewHandlers,
} from './handlers/index.ts';
export {
  knowledgeAttentionFixtures,
  knowledgeBaseFixtures,
  knowledgeChunkFixtures,
  knowledgeDictionaryFixture,
  knowledgeDocumentFixtures,
  knowledgeHitFixtures,
  knowledgePassageFixtures,
  knowledgeQuestionsFixture,
} from './knowledge-fixtures.ts';
export {
  developerLegionFixtures,
  legionAgentChoiceFixtures,
  legionCardFixtures,
  legionReviewItemFixtures,
  legionRunStepFixtures,
} from './legion-fixtures.ts';
export {
  agentCardFixtures,
  agentDetailFixture,
  agentOverviewFixture,
  agentReviewFixtures,
  subscribedAgentFixtures,
  svgImage,
  withHealth,
} from './market-fixtures.ts';
export {
  adminNotificationFixtures,
  agentHealthNotificationFixtures,
  notificationFixtures,
} from './notification-fixtures.ts';
export {
  freeSubscriptionFixture,
  PAYMENT_NOW,
  packageFixtures,
  paymentFixtures,
  pendingOrderFixture,
  premiumSubscriptionFixture,
  quoteFixture,
} from './plans-fixtures.ts';
export {
  developerReviewFixtures,
  hostReviewFixture,
  moderatedReviewFixtures,
} from './review-fixtures.ts';
