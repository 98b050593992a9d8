/**
 * /sitemap.xml and /robots.txt: the pages the server renders, for search engines.
 * Each address is listed once, without a language, with its Chinese and English alternates
 * (`?lang=`, as the pages' own `hreflang` links say); each agent on the market has its page,
 * with the day it was published. Answered by the web build's renderer because it knows the
 * routes and the docs; the agents come from the API as a visitor would see them.
 */
import type { AgentCard, ApiClient } from '@legion/api';
import { docsCategories } from '../docs/index.ts';
import { escapeHtml, withLang } from './head.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** the market's largest page (the contract's maximum) */
const AGENT_PAGE_SIZE = 48;
/** a bound on the walk through the market's pages, far above today's catalogue */
const MAX_AGENT_PAGES = 200;

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

async function publishedAgents(api: ApiClient): Promise<AgentCard[]> {
  const agents: AgentCard[] = [];
  for (let page = 1; page <= MAX_AGENT_PAGES; page += 1) {
    const answer = await api.call('marketAgents', {
      sort: 'newest',
      page,
      pageSize: AGENT_PAGE_SIZE,
    });
    agents.push(...answer.items);
    if (answer.items.length < AGENT_PAGE_SIZE || agents.length >= answer.total) break;
  }
  return agents;
}

/** The public pages: home, market, each agent, pricing, the docs home, categories and articles. */
export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const agents = await publishedAgents(api);
  const docs = docsCategories('zh-CN');
  return [
    { path: '/' },
    { path: '/plugins/market' },
    ...agents.map((agent) => ({
      path: `/plugins/statistics/${encodeURIComponent(agent.id)}`,
      lastModified: agent.publishedAt.slice(0, 10),
    })),
    { path: '/pricing' },
    { path: '/docs' },
    ...docs.flatMap((category) => [
      { path: `/docs/${category.id}` },
      ...category.articles.map((article) => ({ path: article.path })),
    ]),
  ];
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const url = new URL(path, origin);
    return [
      '  <url>',
      `    <loc>${escapeHtml(url.href)}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeHtml(lastModified)}</lastmod>`] : []),
      ...['zh-CN', 'en'].map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(withLang(url, lang))}"/>`,
      ),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // the console, admin and personal pages need a session; crawlers only see a sign-in prompt
  const closed = ['/admin', '/developer', '/knowledge', '/payment', '/agent'];
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`,
    '',
  ].join('\n');
}
