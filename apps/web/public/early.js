// What runs before the first paint, from a file of its own (loaded by a blocking <script src>
// in index.html's head) because the server's Content-Security-Policy allows no inline script.
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
  // Only the last tap counts; links need nothing, the browser follows them.
  let held = null;
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
    // only a page the server rendered (it carries its state) waits to be hydrated
    if (root.dataset.hydrated !== undefined || !document.getElementById('legion-ssr')) return;
    const target =
      event.target instanceof Element
        ? event.target.closest('button, [role="button"], [role="tab"], summary')
        : null;
    if (!target?.closest('#root') || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'legion:hydrated',
    () => {
      document.removeEventListener('click', hold, true);
      // after the render the app has just asked for (the signed-in state, the stored theme)
      setTimeout(() => {
        if (held?.isConnected) press(held);
        held = null;
      });
    },
    { once: true },
  );
})();
