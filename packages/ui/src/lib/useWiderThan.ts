import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Whether an element is at least `minWidth` px wide, following its size (a ResizeObserver):
 * for components that lay out by the room their container gives them, not by the viewport.
 * The first answer is taken before the browser paints; on the server (and while hydrating)
 * it is undefined: not known yet, for the component to cover both cases (say, by CSS).
 */
export function useWiderThan(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
): boolean | undefined {
  const [wider, setWider] = useState<boolean | undefined>(undefined);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWider(element.getBoundingClientRect().width >= minWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWider(entry.contentRect.width >= minWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return wider;
}
