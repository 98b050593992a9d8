// What runs before the first paint: loaded by a blocking <script src> in index.html's head,
// and written inline with the answer's CSP nonce into a server-rendered page
// (apps/web/src/ssr/document.ts).
(() => {
  const root = document.documentElement;

  // The stored theme, so dark mode never flashes light. Keep it in step with
  // packages/ui/src/theme/theme.ts (the key `theme_mode`, `data-theme`, `color-scheme`).
  let mode = 'light';
  try {
    const stored = localStorage.getItem('theme_mode');
    mode =
      stored === 'light' || stored === 'dark'
        ? stored
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
  } catch {}
  root.dataset.theme = mode;
  root.style.colorScheme = mode;

  // A page rendered by the server shows its buttons before the app's script has taken them
  // over: a tap then would do nothing. It is held instead, and given again once the app has
  // hydrated (it sets data-hydrated and sends `legion:hydrated`, see apps/web/src/ssr/hydration.tsx).
  // Only the last tap counts; links need nothing, the browser follows them. A server-rendered
  // page writes this file inline (apps/web/src/ssr/document.ts).
  let held = null;
  // Only a page the server rendered waits to be hydrated. It says so on its first element, not
  // by its state at its end: a page still arriving already shows fields and buttons (a search
  // typed and sent then went unseen, and the browser sent the form itself).
  const waiting = () =>
    root.dataset.hydrated === undefined && root.dataset.serverRendered !== undefined;
  // the whole press, as a mouse gives it: some controls answer the press, not the click
  // (a tab is chosen on mousedown, a menu opens on pointerdown)
  const press = (target) => {
    const down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
    const up = { ...down, buttons: 0 };
    const pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...down, ...pointer }));
    target.dispatchEvent(new MouseEvent('mousedown', down));
    target.focus({ preventScroll: true });
    target.dispatchEvent(new PointerEvent('pointerup', { ...up, ...pointer }));
    target.dispatchEvent(new MouseEvent('mouseup', up));
    target.click();
  };
  const hold = (event) => {
    if (!waiting()) return;
    const target =
      event.target instanceof Element
        ? event.target.closest('button, [role="button"], [role="tab"], summary')
        : null;
    if (!target?.closest('#root') || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  // Text typed before then is in the page but not in the app's state (a controlled field
  // keeps showing it and the app ignores it): it is typed again once the app has hydrated.
  // A form sent meanwhile (Enter in a search field) is held and sent again after that.
  const typed = new Set();
  // fields whose value is text: a file input, a checkbox or a button keeps what it has
  const TEXT_FIELDS = ['text', 'search', 'email', 'tel', 'url', 'password', 'number'];
  const holdsText = (field) =>
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && TEXT_FIELDS.includes(field.type));
  const remember = (event) => {
    const field = event.target;
    if (!waiting() || !(field instanceof Element) || !field.closest('#root')) return;
    if (holdsText(field)) typed.add(field);
  };
  let heldForm = null;
  const holdForm = (event) => {
    if (!waiting() || !(event.target instanceof HTMLFormElement)) return;
    if (!event.target.closest('#root')) return;
    event.preventDefault();
    heldForm = event.target;
  };
  // React knows a field's value by what it last set; setting it back to that through the
  // field, then the typed text past React, makes the input event a change it reads
  const retype = (field, text) => {
    const prototype = Object.getPrototypeOf(field);
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue || text === field.defaultValue) return;
    field.value = field.defaultValue;
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('input', remember, true);
  document.addEventListener('submit', holdForm, true);
  document.addEventListener(
    'legion:hydrated',
    () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', remember, true);
      document.removeEventListener('submit', holdForm, true);
      // At once: the app has rendered the page as the person sees it (signed in, in their
      // theme; the same view, see viewScopeAtom) and sends this right after. Its next render
      // of a field puts its own state back in it, and a key pressed from now on reaches the
      // app itself, on top of its state: typed again any later, the text held here would
      // overwrite what was typed since (a flaky e2e run lost the last letters of a search).
      for (const field of typed) if (field.isConnected) retype(field, field.value);
      typed.clear();
      // what was typed reaches the app's state before the form is sent or the tap is given
      setTimeout(() => {
        if (heldForm?.isConnected) heldForm.requestSubmit();
        heldForm = null;
        if (held?.isConnected) press(held);
        held = null;
      });
    },
    { once: true },
  );
})();
