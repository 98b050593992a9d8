/**
 * Every story is a test (the addon applies the preview itself). On top of its play function
 * and the axe check, each passing story is compared with its committed screenshot, taken at
 * the story's own viewport; then the same render must not scroll sideways at 375 px in either
 * language (no-sideways-scroll.ts).
 */
import { toast } from '@legion/ui';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoSidewaysScroll, type NoSidewaysScrollParameters } from './no-sideways-scroll.ts';
import { storyChecks } from './story-checks.ts';
import { restoreRealClock } from './story-clock.ts';
import { unhandledApiRequests } from './unhandled-requests.ts';

// A play function's findBy… and waitFor wait up to 10 s for what a person would see, not
// testing-library's 1 s: beside the node suites and the journeys on two cores, a page that
// fetches and then renders has taken over 5 s in CI. A passing story never waits the whole
// time, so stories name no shorter timeout of their own; only a wait known to be longer (a
// chart's lazy chunk) names one.
configure({ asyncUtilTimeout: 10_000 });

// The files share one page (vitest.config.ts, isolate: false). Each leaves the next what a fresh
// page would have: the real clock, so that the next file's import of this file gets a name of
// its own (story-clock.ts), and no toast still active (sonner keeps them in module state and a
// new Toaster shows them again).
afterAll(() => {
  toast.dismiss();
  restoreRealClock();
});

/** the roles of Radix's modal layers */
const LAYER_ROLES = ['dialog', 'alertdialog', 'menu', 'listbox']
  .map((role) => `[role="${role}"]`)
  .join(',');

beforeEach(() => {
  // the preview fails a story that these checks would not follow (story-checks.ts)
  storyChecks.armed = true;
  // Still frames: animations and the text caret would make screenshots flicker. The page is
  // held to the viewport, so a screenshot shows what a person sees on arrival at that size.
  const style = document.createElement('style');
  style.dataset.testStill = '';
  style.textContent = [
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
    'html,body{height:100%;overflow:hidden}',
    // A modal layer (Radix: dialog, menu, listbox) sets `pointer-events: none` on the body in
    // an effect and gives itself `auto` only on its next render. A play function that clicks
    // as soon as it finds the layer could land in between ("the element has pointer-events:
    // none", seen on a busy machine); a person cannot. Only that in-between state is covered:
    // once the layer states its own pointer-events (`none` under a layer above it), it holds.
    `body[style*="pointer-events: none"] :is(${LAYER_ROLES}):not([style*="pointer-events"]){pointer-events:auto!important}`,
  ].join('\n');
  document.head.append(style);
  // A notice stays until the screenshot: sonner holds its timers while the page is hidden, and
  // a notice that went after its 4 s on a busy machine failed a screenshot taken with it. So
  // each story starts with none: sonner keeps notices in module state, and an earlier story's,
  // which no longer time out, would stack over this story's own (beyond three, hidden).
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  toast.dismiss();
  unhandledApiRequests.length = 0;
  return () => {
    storyChecks.armed = false;
    style.remove();
    // the document's own `hidden` again (its prototype's getter)
    Reflect.deleteProperty(document, 'hidden');
  };
});

/** what Chromium tells of itself beyond the user agent (which rounds its version to 156.0.0.0) */
interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{
    fullVersionList?: { brand: string; version: string }[];
  }>;
}

/** the build of the browser the stories run in ("Chromium 156.0.8078.108") */
async function browserBuild(): Promise<string> {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  const brands = (await data?.getHighEntropyValues(['fullVersionList']))?.fullVersionList ?? [];
  const brand = brands.find((item) => /Chrom/.test(item.brand));
  return brand ? `${brand.brand} ${brand.version}` : navigator.userAgent;
}

afterEach(async (context) => {
  const { task } = context;
  // a story must mock every call it makes to our API
  if (unhandledApiRequests.length > 0) {
    throw new Error(`API calls without an MSW handler: ${unhandledApiRequests.join(', ')}`);
  }
  if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) return;
  // Strict colours, and at most 4 pixels apart: Chromium now and then anti-aliases a single
  // edge pixel differently between runs (a dark dialog's border failed CI so, untouched), while
  // any real change, even a focus ring or one changed letter, differs in far more pixels.
  // The page, not the body element: the story's frame fills the page, so the pixels are the
  // same, and an element's screenshot first scrolls it into view and measures it across the
  // frames, which made each capture take twice as long (170 -> 84 ms a story, decision 0112).
  try {
    await expect(page).toMatchScreenshot({
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 4 },
    });
  } catch (error) {
    // the message already names the reference, actual and diff images; the build that drew
    // them tells a browser update from a change of ours (.storybook/screenshots-browser.txt
    // names the one the baselines were made with)
    if (error instanceof Error) error.message += `\n\nBrowser: ${await browserBuild()}`;
    throw error;
  }
  // the addon puts the composed story on the context
  const { story } = context as typeof context & {
    story?: { parameters: { noSidewaysScroll?: NoSidewaysScrollParameters } };
  };
  await expectNoSidewaysScroll(story?.parameters.noSidewaysScroll);
});
