/**
 * Turns the web-vitals monitor on when asked (`?vitals=1`, remembered, or Ctrl/⌘+Shift+V).
 * Off, it costs one keydown listener: the monitor and the web-vitals library load only when
 * switched on.
 */
import { isVitalsShortcut, VITALS_QUERY, VITALS_STORAGE_KEY, vitalsWanted } from './thresholds.ts';

function remembered(): string | null {
  try {
    return localStorage.getItem(VITALS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(on: boolean) {
  try {
    if (on) localStorage.setItem(VITALS_STORAGE_KEY, '1');
    else localStorage.removeItem(VITALS_STORAGE_KEY);
  } catch {
    // private mode: the choice lasts this page only
  }
}

export function startVitalsMonitor() {
  let stop: (() => void) | null = null;
  const turnOn = async () => {
    if (stop) return;
    const { mountVitalsMonitor } = await import('./monitor.tsx');
    stop = mountVitalsMonitor();
  };
  const turnOff = () => {
    stop?.();
    stop = null;
  };
  const search = location.search;
  const wanted = vitalsWanted(search, remembered());
  if (new URLSearchParams(search).has(VITALS_QUERY)) remember(wanted);
  if (wanted) void turnOn();
  window.addEventListener('keydown', (event) => {
    if (!isVitalsShortcut(event)) return;
    event.preventDefault();
    const on = !stop;
    remember(on);
    if (on) void turnOn();
    else turnOff();
  });
}
