/**
 * The lazy image's timing rules (threshold 100 px, throttle 300 ms, timeout 10000 ms), pure so they are unit-tested with fake timers.
 */
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const LAZY_IMAGE_THROTTLE_MS = 300;
export const LAZY_IMAGE_TIMEOUT_MS = 10_000;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** whether a box is within `threshold` px of a viewport of this size */
export function isNearViewport(
  box: Box,
  viewport: { width: number; height: number },
  threshold = LAZY_IMAGE_THRESHOLD_PX,
): boolean {
  return (
    box.top < viewport.height + threshold &&
    box.bottom > -threshold &&
    box.left < viewport.width + threshold &&
    box.right > -threshold
  );
}

/**
 * `run` at most once every `ms`: a call inside the window is held until the window ends (so
 * the last scroll position is always checked), and calls meanwhile fold into that one.
 */
export function throttle(run: () => void, ms = LAZY_IMAGE_THROTTLE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    last = Date.now();
    run();
  };
  return {
    call() {
      const since = Date.now() - last;
      if (since >= ms) {
        clearTimeout(pending);
        fire();
      } else if (pending === undefined) {
        pending = setTimeout(fire, ms - since);
      }
    },
    cancel() {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}

/** calls `onTimeout` if the image has not settled after `ms`; the returned function cancels */
export function giveUpAfter(onTimeout: () => void, ms = LAZY_IMAGE_TIMEOUT_MS): () => void {
  const timer = setTimeout(onTimeout, ms);
  return () => clearTimeout(timer);
}
