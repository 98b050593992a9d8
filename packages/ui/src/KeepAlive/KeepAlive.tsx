/**
 * Keeps chosen pages alive when the person navigates away: a list
 * keeps its search, page, sort, open tab and scroll position, and comes back without a
 * loading flash. Each kept view sits in a React `<Activity>`: hidden, its effects stop (so
 * its queries and timers pause) but its state stays. After `KEEP_ALIVE_FREEZE_MS` out of
 * sight it also freezes: a suspended boundary stops every re-render until it is shown again.
 * The set is bounded (least recently used dropped) and dropped whole when `scope` changes.
 */
import {
  Activity,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  createViewCache,
  KEEP_ALIVE_FREEZE_MS,
  KEEP_ALIVE_MAX_VIEWS,
  scheduleFreeze,
  showView,
} from './cache.ts';

export type KeepAliveState = 'active' | 'cached' | 'frozen';

// a promise that never settles: rendering `use(never)` keeps a frozen view suspended
const never = new Promise<never>(() => {});

function Freeze({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  if (frozen) use(never);
  return children;
}

interface ViewProps {
  viewKey: string;
  active: boolean;
  freezeAfterMs: number;
  fallback: ReactNode;
  children: ReactNode;
}

function KeepAliveView({ viewKey, active, freezeAfterMs, fallback, children }: ViewProps) {
  const [frozenWhileAway, setFrozenWhileAway] = useState(false);
  // derived in render, so a view shown again is thawed in the same commit (no empty frame)
  const frozen = !active && frozenWhileAway;
  const scrollY = useRef(0);

  useEffect(() => {
    if (active) {
      setFrozenWhileAway(false);
      return;
    }
    return scheduleFreeze(() => setFrozenWhileAway(true), freezeAfterMs);
  }, [active, freezeAfterMs]);

  // remember where the page was scrolled while it is on screen (a layout effect, so the
  // listener is gone before the next page's shorter height clamps the scroll) …
  useLayoutEffect(() => {
    if (!active) return;
    const remember = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [active]);

  // … and go back there when it returns (after the router's own scroll handling)
  const wasActive = useRef(active);
  useLayoutEffect(() => {
    const returning = active && !wasActive.current;
    wasActive.current = active;
    if (!returning || scrollY.current === 0) return;
    const frame = requestAnimationFrame(() => window.scrollTo(0, scrollY.current));
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const state: KeepAliveState = active ? 'active' : frozen ? 'frozen' : 'cached';
  return (
    <Activity mode={active ? 'visible' : 'hidden'} name={viewKey}>
      <div className="lu:contents" data-keep-alive={state} data-keep-alive-key={viewKey}>
        <Suspense fallback={fallback}>
          <Freeze frozen={frozen}>{children}</Freeze>
        </Suspense>
      </div>
    </Activity>
  );
}

export interface KeepAliveProps {
  /** the key of the page on screen, or null when that page is not kept */
  activeKey: string | null;
  /** the page on screen */
  children: ReactNode;
  /** changing it drops every cached view (pass the signed-in person's id) */
  scope?: string;
  max?: number;
  freezeAfterMs?: number;
  /** shown while a kept page's code loads */
  fallback?: ReactNode;
}

export function KeepAlive({
  activeKey,
  children,
  scope = '',
  max = KEEP_ALIVE_MAX_VIEWS,
  freezeAfterMs = KEEP_ALIVE_FREEZE_MS,
  fallback = null,
}: KeepAliveProps) {
  const cache = useRef(createViewCache<ReactNode>(scope));
  const { views } = showView(cache.current, scope, activeKey, children, max);
  return (
    <>
      {[...views].map(([key, view]) => (
        <KeepAliveView
          key={`${scope}\u0000${key}`}
          viewKey={key}
          active={key === activeKey}
          freezeAfterMs={freezeAfterMs}
          fallback={fallback}
        >
          {view.value}
        </KeepAliveView>
      ))}
      {activeKey === null ? (
        <Suspense key="live" fallback={fallback}>
          {children}
        </Suspense>
      ) : null}
    </>
  );
}
