export { healthFixture } from './fixtures.ts';
export { handlers, healthHandlers } from './handlers.ts';
