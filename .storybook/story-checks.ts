/**
 * Whether the story tests' own checks (vitest.setup.ts: unmocked API calls, the screenshot, the
 * 375 px check in both languages) follow the story now running. The setup file arms it before
 * each story test and disarms it after; the preview's beforeEach fails a story test that runs
 * unarmed, so a file that ran without the setup file's hooks cannot pass unnoticed.
 */
export const storyChecks = { armed: false };

/** true inside a Vitest browser run (the story tests), false in Storybook itself */
export const inStoryTest = (): boolean => '__vitest_browser__' in globalThis;
