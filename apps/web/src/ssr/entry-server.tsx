/**
 * The web app's server renderer (decision 0086), built to `dist/server/entry-server.js` and
 * called by the API server for each page request. A public page is rendered with the same
 * route tree as in the browser: its modules and answers are loaded first, then React streams
 * the HTML, in the visitor's language and theme, with the answers beside it for hydration.
 * Other pages (behind sign-in) answer null and the browser renders them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choiceCookie, createApiClient, LANGUAGE_COOKIE, type PageRenderInput } from '@legion/api';
import { apiLanguage, type Locale, type ThemeMode } from '@legion/ui';
import { setupI18n } from '@lingui/core';
import { dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { App } from '../App.tsx';
import { loadMessages } from '../i18n.ts';
import { createQueryClient } from '../query.ts';
import { routes } from '../routes.tsx';
import { ANONYMOUS_AUTH, authAtom } from '../state/auth.ts';
import { localeAtom } from '../state/locale.ts';
import { themeModeValueAtom } from '../state/theme.ts';
import { type PreparedHead, prepareHead, withInlineScript } from './document.ts';
import { escapeHtml, headTags } from './head.ts';
import { preloadMatches } from './lazy-page.ts';
import { type PageContext, SERVER_PAGES } from './pages.ts';
import { languageOf, themeOf } from './request.ts';
import { type RequestScope, setRequestScopeLookup } from './scope.ts';
import { ROBOTS_PATH, robotsTxt, SITEMAP_PATH, sitemapEntries, sitemapXml } from './sitemap.ts';
import { ssrStateElement } from './state.ts';

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeLookup(() => scopes.getStore());

const handler = createStaticHandler(routes);

/** a file of the web build beside this renderer (server/entry-server.js), or null */
function builtFile(path: string): string | null {
  try {
    return readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', path), 'utf8');
  } catch {
    return null;
  }
}

let prepared: { template: string; head: PreparedHead } | undefined;

/** the template's head made to paint at once (document.ts), once per template */
function preparedHead(template: string): PreparedHead {
  if (prepared?.template !== template) {
    const earlyScript = builtFile('/early.js');
    const head = prepareHead(template, {
      earlyScript: earlyScript ?? '',
      stylesheet: (href) => (href.startsWith('/assets/') ? builtFile(href) : null),
    });
    // without the early script (not built beside this file) the template stays as built
    prepared = { template, head: earlyScript === null ? { template, script: '' } : head };
  }
  return prepared.head;
}

/** index.html split around its root element, with the page's language, theme and head */
function documentParts(input: PageRenderInput, locale: Locale, theme: ThemeMode, head: string) {
  const template = withInlineScript(preparedHead(input.template), input.nonce);
  const start = '<!--app-html-->';
  const end = '<!--/app-html-->';
  const from = template.indexOf(start);
  const to = template.indexOf(end);
  if (from < 0 || to < from) throw new Error('index.html has no <!--app-html--> markers');
  const before = template
    .slice(0, from)
    .replace(
      /<html[^>]*>/,
      // data-server-rendered is in the first bytes: /early.js holds what the person types and
      // taps from then on, while the rest of the page (its state at the end) is still arriving
      `<html lang="${escapeHtml(locale)}" data-theme="${theme}" data-server-rendered="" style="color-scheme: ${theme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}</head>`);
  return { before, after: template.slice(to + end.length) };
}

/** the API as a visitor in this language would call it, answered inside the server */
function visitorApi(input: PageRenderInput, url: URL, locale: Locale) {
  return createApiClient({
    baseUrl: url.origin,
    fetch: (request) => input.fetchApi(new Request(request)),
    getLanguage: () => apiLanguage(locale),
    getToken: () => null,
  });
}

/** /sitemap.xml and /robots.txt, or null for any other path */
async function crawlerFile(input: PageRenderInput, url: URL): Promise<Response | null> {
  const headers = { 'cache-control': 'public, max-age=3600' };
  if (url.pathname === ROBOTS_PATH) {
    return new Response(robotsTxt(url.origin), {
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  if (url.pathname !== SITEMAP_PATH) return null;
  const entries = await sitemapEntries(visitorApi(input, url, 'zh-CN'));
  return new Response(sitemapXml(entries, url.origin), {
    headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' },
  });
}

export async function render(input: PageRenderInput): Promise<Response | null> {
  const url = new URL(input.request.url);
  const file = await crawlerFile(input, url);
  if (file) return file;
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches.at(-1);
  const page = leaf ? SERVER_PAGES[leaf.route.path ?? ''] : undefined;
  if (!leaf || !page) return null;

  const locale = languageOf(input.request);
  const theme = themeOf(input.request);
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  const queryClient = createQueryClient();
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(themeModeValueAtom, theme);
  store.set(authAtom, ANONYMOUS_AUTH);
  const api = visitorApi(input, url, locale);

  return scopes.run({ api }, async () => {
    const context: PageContext = { queryClient, params: leaf.params, url, locale, i18n };
    await Promise.all([preloadMatches(matches, locale), page.prefetch?.(context)]);
    const head = headTags(page.head(context), url, locale);
    const status = page.status?.(context) ?? 200;
    // what failed here is rendered as loading and asked again by the browser, which then
    // shows its own failure (a missing agent's page) with the same markup on both sides
    const cache = queryClient.getQueryCache();
    for (const query of cache.findAll({ predicate: (q) => q.state.status === 'error' })) {
      cache.remove(query);
    }
    const routing = await handler.query(new Request(url, { signal: input.request.signal }));
    if (routing instanceof Response) return routing;
    const router = createStaticRouter(handler.dataRoutes, routing);

    let failed = false;
    let body: Awaited<ReturnType<typeof renderToReadableStream>>;
    try {
      body = await renderToReadableStream(
        <StrictMode>
          <App store={store} queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={routing} hydrate={false} />
          </App>
        </StrictMode>,
        {
          nonce: input.nonce,
          // React outlines a finished boundary bigger than this (12.5 kB by default) behind its
          // fallback and swaps it in by inline script: the page's text would be hidden without
          // JavaScript and shown a frame later with it. The whole page is ready at once here.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          signal: input.request.signal,
          onError(error) {
            failed = true;
            console.error('server render failed:', error);
          },
        },
      );
      // the answers and modules are loaded already, so what is left is rendering: waiting for
      // all of it writes every part in place, with no fallback swapped in by an inline script
      // (readable without JavaScript, by crawlers too)
      await body.allReady;
    } catch (error) {
      // the page could not be rendered at all: the browser renders it from index.html
      console.error('server render failed:', error);
      return null;
    }
    const { before, after } = documentParts(input, locale, theme, head);
    const state = ssrStateElement({ locale, theme, queries: dehydrate(queryClient) });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`${before}<div id="root">`));
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          controller.enqueue(value);
        }
        controller.enqueue(encoder.encode(`</div>${state}${after}`));
        controller.close();
      },
    });
    return new Response(stream, {
      status: failed ? 500 : status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // the page differs by these (the server picks the language and theme from them)
        vary: 'Cookie, Accept-Language, User-Agent',
        'cache-control': 'no-cache',
        'content-language': locale,
        // ?lang= is a choice the browser stores once its script runs; a person who follows a
        // link before that still gets the next page in the language they chose
        ...(url.searchParams.has('lang')
          ? { 'set-cookie': choiceCookie(LANGUAGE_COOKIE, locale) }
          : {}),
      },
    });
  });
}
