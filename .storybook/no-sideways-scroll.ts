/**
 * Nothing scrolls sideways on a phone (issue 16): after a story's screenshot, the same render is
 * narrowed to 375 px and checked in both languages, switching Lingui in place (far cheaper than
 * rendering the story again). A story that deliberately shows a desktop-only composition opts
 * out with a written reason: `parameters: { noSidewaysScroll: { skip: 'why' } }` — keep it rare.
 */
import { LOCALES, type Locale } from '@legion/ui';
import { i18n } from '@lingui/core';
import { page } from 'vitest/browser';
import { activateLocale } from './locale.ts';

export const PHONE = { width: 375, height: 812 };

export interface NoSidewaysScrollParameters {
  /** why this story may scroll sideways at 375 px (a desktop-only composition) */
  skip?: string;
}

/** a layout pass and the re-renders it starts (resize observers, media queries, Lingui) */
const settle = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';

/** whether the element's box reaches past the page's right edge (not clipped, not fixed) */
function pushesPage(element: Element, width: number): boolean {
  if (element.getBoundingClientRect().right <= width + 0.5) return false;
  for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
    if (getComputedStyle(box).position === 'fixed') return false;
    if (box !== element && clips(box)) return false;
  }
  return true;
}

function describeElement(element: Element): string {
  const rect = element.getBoundingClientRect();
  const attributes = ['role', 'aria-label', 'data-slot', 'id']
    .map((name) => (element.hasAttribute(name) ? `${name}="${element.getAttribute(name)}"` : ''))
    .filter(Boolean)
    .join(' ');
  const classes = [...element.classList].slice(0, 6).join(' ');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const path: string[] = [];
  for (let box = element.parentElement; box && box !== document.body && path.length < 4; ) {
    path.unshift(box.tagName.toLowerCase());
    box = box.parentElement;
  }
  return (
    `<${element.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}${classes ? ` class="${classes}"` : ''}>` +
    ` ${Math.round(rect.width)} px wide, right edge at ${Math.round(rect.right)} px` +
    ` (inside ${path.join(' > ') || 'body'}): "${text}"`
  );
}

/** the overflow at this moment, or null when the page fits */
function overflow(width: number): string | null {
  const root = document.documentElement.scrollWidth;
  const body = document.body.scrollWidth;
  if (root <= width && body <= width) return null;
  const culprits = [...document.body.querySelectorAll('*')].filter((element) =>
    pushesPage(element, width),
  );
  const widest = culprits.sort(
    (a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width,
  )[0];
  return (
    `the page scrolls sideways at ${width} px: html ${root} px, body ${body} px wide; ` +
    `widest overflowing element: ${widest ? describeElement(widest) : 'none found (a pseudo-element?)'}`
  );
}

/**
 * Narrows the rendered story to a phone and checks it in its own language, then in the other.
 * Throws naming the widest overflowing element. The story's next test sets its own viewport and
 * language again.
 */
export async function expectNoSidewaysScroll(parameters: NoSidewaysScrollParameters | undefined) {
  if (parameters?.skip !== undefined) {
    if (parameters.skip.trim().length < 10)
      throw new Error('noSidewaysScroll.skip needs a written reason');
    return;
  }
  // Nothing is painted while the page is measured: widths do not depend on it, and drawing
  // every frame of the switch to the other language (all text shaped again, in its fonts) was
  // about a third of the check's CPU. `visibility` keeps every box where it is.
  const unpainted = document.createElement('style');
  unpainted.textContent = 'html{visibility:hidden!important}';
  document.head.append(unpainted);
  const problems: string[] = [];
  try {
    await page.viewport(PHONE.width, PHONE.height);
    await settle();
    const first = i18n.locale as Locale;
    const order = [first, ...LOCALES.filter((locale) => locale !== first)];
    for (const locale of order) {
      if (locale !== i18n.locale) {
        await activateLocale(locale);
        await settle();
      }
      const problem = overflow(PHONE.width);
      if (problem) problems.push(`${locale}: ${problem}`);
    }
  } finally {
    unpainted.remove();
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
