export {
  healthFixture,
  loginResultFixture,
  qrParamsFixture,
  userFixtures,
} from './fixtures.ts';
export { authHandlers, handlers, healthHandlers } from './handlers.ts';
