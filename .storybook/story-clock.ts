/**
 * Every story runs on the same calendar: the clock starts at STORY_EPOCH when the story does and
 * then advances in real time, so dates a screen derives from "now" (today's range, "3 days
 * ago", a countdown) are the same in every run and on every day, while code that measures
 * elapsed time still sees time pass. A story may still pin its own `Date.now` on top.
 */
export const STORY_EPOCH = Date.parse('2026-11-24T02:00:00Z');

/** the real clock, as the page had it before any story (this module loads before the first) */
const REAL_DATE = globalThis.Date;

/**
 * Gives the page its real clock back. The story tests share one page across files, and Vitest
 * names each file's fresh import of the setup file by `Date.now()`: under a story's clock two
 * files could get the same name, and the second would run without the setup file's checks.
 */
export function restoreRealClock(): void {
  globalThis.Date = REAL_DATE;
}

export function installStoryClock(epoch = STORY_EPOCH): () => void {
  const RealDate = REAL_DATE;
  const started = performance.now();
  const now = () => epoch + Math.floor(performance.now() - started);
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      // the arguments are whatever Date accepts; the cast only satisfies the overloads
      else super(...(args as [number]));
    }
    static override now() {
      return now();
    }
    // dates made before the story (module scope) are still dates
    static [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
