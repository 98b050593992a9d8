/**
 * The seam between the server and the web app's server rendering (decision 0086). The web
 * build emits `server/entry-server.js` beside its `index.html`; the server loads that file at
 * run time (a build output, not a source import, so the server still imports nothing from the
 * app) and asks it to render each page request. The app answers with a whole response, or with
 * null for a path it leaves to the browser (pages behind sign-in), which then gets index.html.
 */

/** What the server hands the app's renderer for one page request. */
export interface PageRenderInput {
  /** the browser's GET, with its headers (cookies, Accept-Language, User-Agent) */
  request: Request;
  /**
   * index.html as built, with the host app's `<meta>` already written in: the renderer fills
   * its language, head tags and root
   */
  template: string;
  /**
   * Answers an API request inside this process (the server's own routes, middleware and
   * cache), so the page's data is what the API would answer the browser.
   */
  fetchApi: (request: Request) => Promise<Response>;
  /** the nonce this response's Content-Security-Policy allows inline scripts with */
  nonce: string;
}

/** The module the web build emits as `server/entry-server.js`. */
export interface PageRenderer {
  render(input: PageRenderInput): Promise<Response | null>;
}

/** Where the renderer lies, relative to the web build's root (its `index.html`). */
export const PAGE_RENDERER_PATH = 'server/entry-server.js';

/** The id of the `<script type="application/json">` that carries the server's state. */
export const SSR_STATE_ELEMENT_ID = 'legion-ssr';

/** The cookie that carries the person's language choice to the server (and local storage). */
export const LANGUAGE_COOKIE = 'legion_lang';
/** The cookie that carries the chosen colour theme to the server (and local storage). */
export const THEME_COOKIE = 'legion_theme';

/**
 * The `Set-Cookie` / `document.cookie` string that remembers a choice (language, theme) for a
 * year, for the whole site; the browser and the server write it the same way.
 */
export function choiceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
