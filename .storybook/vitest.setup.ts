/**
 * Every story is a test (the addon applies the preview itself). On top of its play function
 * and the axe check, each passing story is compared with its committed screenshot.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { unhandledApiRequests } from './unhandled-requests.ts';

beforeEach(() => {
  // Still frames: animations and the text caret would make screenshots flicker. The page is
  // held to the viewport, so a screenshot shows what a person sees on arrival at that size.
  const style = document.createElement('style');
  style.dataset.testStill = '';
  style.textContent = [
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
    'html,body{height:100%;overflow:hidden}',
  ].join('\n');
  document.head.append(style);
  unhandledApiRequests.length = 0;
  return () => style.remove();
});

afterEach(async ({ task }) => {
  // a story must mock every call it makes to our API
  if (unhandledApiRequests.length > 0) {
    throw new Error(`API calls without an MSW handler: ${unhandledApiRequests.join(', ')}`);
  }
  if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) return;
  await expect(page.elementLocator(document.body)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
  });
});
