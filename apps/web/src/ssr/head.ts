/**
 * The `<head>` tags of a server-rendered page: what search engines and link previews read
 * (title, description, canonical address, Open Graph, and schema.org data where the page has
 * some). Every value is escaped here; JSON-LD is JSON with `<` escaped, so it cannot close its
 * script element.
 */
import type { Locale } from '@legion/ui';

export interface PageHead {
  title: string;
  description: string;
  /** an absolute or site-relative image URL for link previews */
  image?: string;
  /** Open Graph type: `website` unless the page is one thing (e.g. an app) */
  type?: string;
  /** schema.org objects, written as JSON-LD */
  jsonLd?: readonly object[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => ESCAPES[c] ?? c);
}

const SITE_NAME = 'Legion';

/** the page's address without the `lang` choice, the way it is shared */
function canonicalUrl(url: URL): string {
  const canonical = new URL(url.pathname, url.origin);
  for (const [key, value] of url.searchParams) {
    if (key !== 'lang') canonical.searchParams.append(key, value);
  }
  return canonical.href;
}

/** the same address with the language chosen by `?lang=` (what `hreflang` alternates point at) */
export function withLang(url: URL, lang: string): string {
  const next = new URL(canonicalUrl(url));
  next.searchParams.set('lang', lang);
  return next.href;
}

export function headTags(head: PageHead, url: URL, locale: Locale): string {
  const title = head.title === SITE_NAME ? SITE_NAME : `${head.title} · ${SITE_NAME}`;
  const image = head.image ? new URL(head.image, url.origin).href : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(url))}" />`,
    `<link rel="alternate" hreflang="zh-CN" href="${escapeHtml(withLang(url, 'zh-CN'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLang(url, 'en'))}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonicalUrl(url)),
    meta('property', 'og:locale', locale === 'en' ? 'en_US' : 'zh_CN'),
    meta('name', 'twitter:card', 'summary'),
  ];
  if (image) tags.push(meta('property', 'og:image', image));
  for (const data of head.jsonLd ?? []) {
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}
