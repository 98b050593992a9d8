export {
  healthFixture,
  loginResultFixture,
  qrParamsFixture,
  userFixtures,
} from './fixtures.ts';
export { authHandlers, handlers, healthHandlers, hostHandlers } from './handlers.ts';
