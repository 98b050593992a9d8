/**
 * Every story runs on the same calendar: the clock starts at STORY_EPOCH when the story does and
 * then advances in real time, so dates a screen derives from "now" (today's range, "3 days
 * ago", a countdown) are the same in every run and on every day, while code that measures
 * elapsed time still sees time pass.
 *
 * A story that needs another instant, or a clock that stands still (a countdown that must not
 * move between the press and the screenshot), says so with its `clock` parameter; stories never
 * patch `Date.now` themselves (decision 0100). Storybook's story tests run a story's cleanups
 * only when the next story starts, which for a file's last story is after the next file's setup
 * import: a story's own `Date.now = saved` then landed on the page's real Date, which kept a
 * story clock from then on, and two files' imports of the setup file could get the same name.
 */
export const STORY_EPOCH = Date.parse('2026-11-24T02:00:00Z');

/** a story's `clock` parameter: the instant its clock starts at, and whether it stands still */
export interface StoryClockParameters {
  at?: string | number;
  still?: boolean;
}

/** the real clock, as the page had it before any story (this module loads before the first) */
const REAL_DATE = globalThis.Date;
const REAL_NOW = REAL_DATE.now;

/**
 * Gives the page its real clock back. The story tests share one page across files, and Vitest
 * names each file's fresh import of the setup file by `Date.now()`: under a story's clock two
 * files could get the same name, and the second would run without the setup file's checks.
 */
export function restoreRealClock(): void {
  globalThis.Date = REAL_DATE;
  REAL_DATE.now = REAL_NOW;
}

const startOf = (at: StoryClockParameters['at']): number => {
  if (at === undefined) return STORY_EPOCH;
  const ms = typeof at === 'number' ? at : REAL_DATE.parse(at);
  if (Number.isNaN(ms)) throw new Error(`clock parameter: "${String(at)}" is not a date`);
  return ms;
};

export function installStoryClock(clock: StoryClockParameters = {}): () => void {
  const RealDate = REAL_DATE;
  const epoch = startOf(clock.at);
  const started = performance.now();
  const now = clock.still ? () => epoch : () => epoch + Math.floor(performance.now() - started);
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
  return restoreRealClock;
}
