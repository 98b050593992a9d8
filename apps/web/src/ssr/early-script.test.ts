// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** what the app sends once hydrated (HYDRATED_EVENT in hydration.tsx, which loads the whole app) */
const HYDRATED_EVENT = 'legion:hydrated';
const EARLY_SCRIPT = readFileSync(join(import.meta.dirname, '../../public/early.js'), 'utf8');

/**
 * A page as the browser has read it so far: the server's first bytes (the html element, the
 * early script) and the market's search form, but not yet the state at the page's end.
 */
function pageArriving({ serverRendered }: { serverRendered: boolean }) {
  const html = document.documentElement;
  for (const name of ['data-server-rendered', 'data-hydrated']) html.removeAttribute(name);
  if (serverRendered) html.setAttribute('data-server-rendered', '');
  document.body.innerHTML =
    '<div id="root"><form role="search"><input type="search" aria-label="搜索"><button type="button">订阅</button></form></div>';
  new Function(EARLY_SCRIPT)();
  const form = document.querySelector('form') as HTMLFormElement;
  const field = document.querySelector('input') as HTMLInputElement;
  const button = document.querySelector('button') as HTMLButtonElement;
  return { form, field, button };
}

/** what the app sees once it runs: the values its input events carry, the forms it is sent */
function appListening(form: HTMLFormElement, field: HTMLInputElement) {
  const seen = { typed: [] as string[], sent: 0 };
  field.addEventListener('input', () => seen.typed.push(field.value));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.sent += 1;
  });
  return seen;
}

function hydrated() {
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  // the early script stops listening once the page is hydrated
  hydrated();
});

describe('the early script of a server-rendered page', () => {
  it('keeps a search typed and sent while the rest of the page is still arriving', async () => {
    const { form, field } = pageArriving({ serverRendered: true });
    type(field, 'SQL');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // the browser does not send the form itself (it would load the page again, empty)
    expect(submit.defaultPrevented).toBe(true);

    const seen = appListening(form, field);
    hydrated();
    expect(seen.typed).toEqual(['SQL']);
    await vi.waitFor(() => expect(seen.sent).toBe(1));
  });

  it('holds a tap until the page is hydrated, then gives it', async () => {
    const { button } = pageArriving({ serverRendered: true });
    const taps = vi.fn();
    button.click();
    button.addEventListener('click', taps);
    expect(taps).not.toHaveBeenCalled();
    hydrated();
    await vi.waitFor(() => expect(taps).toHaveBeenCalledOnce());
  });

  it('leaves a page the browser renders itself alone', () => {
    const { form, field, button } = pageArriving({ serverRendered: false });
    const seen = appListening(form, field);
    type(field, 'SQL');
    expect(seen.typed).toEqual(['SQL']);
    const taps = vi.fn();
    button.addEventListener('click', taps);
    button.click();
    expect(taps).toHaveBeenCalledOnce();
  });
});
