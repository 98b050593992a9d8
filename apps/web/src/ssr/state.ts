/**
 * What a server-rendered page hands the browser beside its HTML: the language and theme it
 * was rendered in and the API answers it was rendered from, so hydration renders the same
 * page without asking the server again. It travels as JSON in a
 * `<script type="application/json">` (data, never run: the CSP allows no inline script).
 */
import { SSR_STATE_ELEMENT_ID } from '@legion/api';
import type { Locale, ThemeMode } from '@legion/ui';
import type { DehydratedState } from '@tanstack/react-query';

export interface SsrState {
  locale: Locale;
  /** the theme the server knew (its cookie); the browser corrects it after hydration */
  theme: ThemeMode;
  queries: DehydratedState;
}

/** JSON that stays inside its script element: no `</script>`, no HTML comment, no line breaks JS rejects */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function ssrStateElement(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(state)}</script>`;
}

/** The state a server-rendered page carries, or null for a page the browser renders. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
