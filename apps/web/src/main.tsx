import { LANGUAGE_STORAGE_KEY, selectLanguage } from '@legion/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLocale } from './i18n.ts';
import { localeAtom } from './state/locale.ts';
import { appStore } from './state/store.ts';
import { startVitalsMonitor } from './vitals/start.ts';
import './styles.css';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

// The loading screen in index.html stays until the language is chosen and its catalogs loaded.
const locale = selectLanguage({
  search: location.search,
  stored: storedLanguage(),
  userAgent: navigator.userAgent,
  browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});
await activateLocale(locale);

appStore.set(localeAtom, locale);

// off by default: ?vitals=1 or Ctrl/⌘+Shift+V loads the web-vitals monitor
startVitalsMonitor();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
