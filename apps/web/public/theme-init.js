// Applies the stored theme before the first paint, so dark mode never flashes light. A file of
// its own, loaded by a blocking <script src> in index.html's head, because the server's
// Content-Security-Policy allows no inline script. Keep it in step with
// packages/ui/src/theme/theme.ts (the key `theme_mode`, `data-theme`, `color-scheme`).
(() => {
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
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
})();
