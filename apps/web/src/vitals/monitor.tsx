/**
 * The web-vitals monitor (loaded only when switched on): CLS, INP, FCP, LCP and TTFB as the
 * web-vitals library reports them, refreshed every second, each amber above its budget, and
 * every long task of 100 ms or more logged to the console.
 */

import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  formatVital,
  isOverBudget,
  LONG_TASK_MS,
  VITAL_THRESHOLDS,
  VITALS_REFRESH_MS,
  type VitalName,
} from './thresholds.ts';

const values: Partial<Record<VitalName, number>> = {};
let longTasks = 0;

function Panel() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), VITALS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <aside
      aria-label="Web vitals"
      className="lu:border-border lu:bg-surface/95 lu:text-foreground lu:fixed lu:right-3 lu:bottom-3 lu:z-monitor lu:w-52 lu:rounded-lg lu:border lu:p-3 lu:font-mono lu:text-xs lu:shadow-lg"
    >
      <p className="lu:mb-2 lu:font-semibold">Web vitals</p>
      <dl className="lu:space-y-1">
        {(Object.keys(VITAL_THRESHOLDS) as VitalName[]).map((name) => {
          const value = values[name];
          const over = value !== undefined && isOverBudget(name, value);
          return (
            <div key={name} className="lu:flex lu:justify-between lu:gap-2">
              <dt>{name}</dt>
              <dd className={over ? 'lu:text-warning-strong lu:font-semibold' : undefined}>
                {value === undefined ? '—' : formatVital(name, value)}
                {over ? ' ⚠' : ''}
              </dd>
            </div>
          );
        })}
        <div className="lu:flex lu:justify-between lu:gap-2">
          <dt>long tasks</dt>
          <dd>{longTasks}</dd>
        </div>
      </dl>
    </aside>
  );
}

export function mountVitalsMonitor(): () => void {
  const record = (metric: { name: string; value: number }) => {
    const name = metric.name as VitalName;
    values[name] = metric.value;
    if (isOverBudget(name, metric.value)) {
      console.warn(
        `[vitals] ${name} ${formatVital(name, metric.value)} is over ${VITAL_THRESHOLDS[name]}`,
      );
    }
  };
  const options = { reportAllChanges: true };
  onCLS(record, options);
  onINP(record, options);
  onFCP(record, options);
  onLCP(record, options);
  onTTFB(record, options);
  let observer: PerformanceObserver | null = null;
  if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration >= LONG_TASK_MS) {
          longTasks += 1;
          console.warn(`[vitals] long task ${Math.round(entry.duration)} ms`, entry);
        }
      }
    });
    observer.observe({ type: 'longtask', buffered: true });
  }
  const host = document.createElement('div');
  host.dataset.vitalsMonitor = '';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<Panel />);
  return () => {
    observer?.disconnect();
    root.unmount();
    host.remove();
  };
}
