/**
 * The open-in-app attempt (poll every 20 ms, fail after 1000 ms): the page tries the app's deep link and watches its own visibility. Hidden means
 * the app came to the front; still visible after the timeout means it did not open.
 */
export const DEEP_LINK_POLL_MS = 20;
export const DEEP_LINK_TIMEOUT_MS = 1000;

export type DeepLinkOutcome = 'opened' | 'failed';

export interface DeepLinkEnvironment {
  /** navigates to the deep link (location.href = url in a browser) */
  open: (url: string) => void;
  /** whether the page is hidden now (document.hidden in a browser) */
  hidden: () => boolean;
}

const browser: DeepLinkEnvironment = {
  open: (url) => {
    window.location.href = url;
  },
  hidden: () => document.hidden,
};

export function attemptDeepLink(
  url: string,
  environment: DeepLinkEnvironment = browser,
): Promise<DeepLinkOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    environment.open(url);
    const timer = setInterval(() => {
      if (environment.hidden()) {
        clearInterval(timer);
        resolve('opened');
      } else if (Date.now() - started >= DEEP_LINK_TIMEOUT_MS) {
        clearInterval(timer);
        resolve('failed');
      }
    }, DEEP_LINK_POLL_MS);
  });
}
