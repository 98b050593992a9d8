import { type RefObject, useEffect, useState } from 'react';
import {
  isNearViewport,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
  throttle,
} from '../LazyImage/timing.ts';

function nearViewport(element: Element, threshold: number): boolean {
  return isNearViewport(
    element.getBoundingClientRect(),
    { width: window.innerWidth, height: window.innerHeight },
    threshold,
  );
}

/**
 * Whether an element has come within `threshold` px of the viewport; once it has, it stays
 * true. An IntersectionObserver watches it; without one, scroll and resize are checked at most
 * every 300 ms. `initial` true skips the watching (above the fold). False on the server.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { initial = false, threshold = LAZY_IMAGE_THRESHOLD_PX } = {},
): boolean {
  const [near, setNear] = useState(initial);
  useEffect(() => {
    if (near || !ref.current) return;
    const element = ref.current;
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${threshold}px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    const check = throttle(() => {
      if (nearViewport(element, threshold)) setNear(true);
    }, LAZY_IMAGE_THROTTLE_MS);
    const onMove = () => check.call();
    onMove();
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [near, ref, threshold]);
  return near;
}
