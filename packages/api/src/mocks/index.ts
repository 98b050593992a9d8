export {
  healthFixture,
  loginResultFixture,
  qrParamsFixture,
  userFixtures,
} from './fixtures.ts';
export {
  authHandlers,
  handlers,
  healthHandlers,
  hostHandlers,
  marketHandlers,
} from './handlers.ts';
export {
  agentCardFixtures,
  agentDetailFixture,
  agentOverviewFixture,
  agentReviewFixtures,
  svgImage,
} from './market-fixtures.ts';
