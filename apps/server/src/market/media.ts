/**
 * Logos and covers of the seed agents, drawn as SVG from their names: a gradient from a
 * palette picked by the slug, the name (or its first character) in white. The same slug
 * always draws the same picture, so they cache well and need no files.
 */
import type { AgentCategory } from '@legion/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/endpoint.ts';
import { SEED_AGENTS, type SeedAgent } from './seed-agents.ts';

export const SEED_MEDIA_PATH = '/media/seed';

export const seedLogoUrl = (slug: string) => `${SEED_MEDIA_PATH}/logo/${slug}.svg`;
export const seedCoverUrl = (slug: string, language: 'zh' | 'en') =>
  `${SEED_MEDIA_PATH}/cover/${slug}-${language}.svg`;

/** [from, to] gradient colours, dark enough for white text */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#4f46e5', '#7c3aed'],
  ['#0ea5e9', '#2563eb'],
  ['#059669', '#0d9488'],
  ['#ea580c', '#db2777'],
  ['#7c3aed', '#c026d3'],
  ['#0f766e', '#155e75'],
  ['#be123c', '#9333ea'],
  ['#1d4ed8', '#0f172a'],
  ['#b45309', '#b91c1c'],
  ['#4338ca', '#0891b2'],
];

const CATEGORY_LABELS: Record<AgentCategory, { zh: string; en: string }> = {
  productivity: { zh: '效率办公', en: 'Productivity' },
  writing: { zh: '写作', en: 'Writing' },
  knowledge: { zh: '知识问答', en: 'Knowledge' },
  development: { zh: '开发', en: 'Development' },
  data: { zh: '数据分析', en: 'Data' },
  design: { zh: '设计', en: 'Design' },
  education: { zh: '教育', en: 'Education' },
  lifestyle: { zh: '生活', en: 'Lifestyle' },
};

const FONT =
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** text for SVG content and attribute values */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** FNV-1a: a small, stable hash of the slug */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const ch of text) {
    value ^= ch.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function paletteOf(slug: string): readonly [string, string] {
  return PALETTE[hash(slug) % PALETTE.length] ?? ['#4f46e5', '#7c3aed'];
}

function gradient(slug: string): string {
  const [from, to] = paletteOf(slug);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export interface MediaAgent {
  slug: string;
  name: string;
  category?: AgentCategory | undefined;
}

/** a square logo: the first character of the name */
export function renderLogo(agent: MediaAgent): string {
  const initial = Array.from(agent.name.trim())[0] ?? '?';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(agent.name)}">`,
    gradient(agent.slug),
    '<rect width="256" height="256" fill="url(#bg)"/>',
    '<circle cx="220" cy="36" r="88" fill="#ffffff" fill-opacity="0.14"/>',
    '<circle cx="24" cy="236" r="56" fill="#ffffff" fill-opacity="0.08"/>',
    `<text x="128" y="128" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-size="120" font-weight="700" fill="#ffffff">${escapeXml(initial)}</text>`,
    '</svg>',
  ].join('');
}

/** a 1200×630 cover (the size link previews use) with the name in one language */
export function renderCover(agent: MediaAgent, language: 'zh' | 'en'): string {
  const label = agent.category ? CATEGORY_LABELS[agent.category][language] : '';
  const brand = language === 'zh' ? 'Legion 智能体' : 'Legion Agent';
  // long names get a smaller size so they stay inside the picture
  const length = Array.from(agent.name).reduce(
    (sum, ch) => sum + ((ch.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.55),
    0,
  );
  const fontSize = Math.round(Math.min(96, 1000 / Math.max(length, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(agent.name)}">`,
    gradient(agent.slug),
    '<rect width="1200" height="630" fill="url(#bg)"/>',
    '<circle cx="1060" cy="110" r="260" fill="#ffffff" fill-opacity="0.10"/>',
    '<circle cx="980" cy="560" r="160" fill="#ffffff" fill-opacity="0.07"/>',
    '<circle cx="120" cy="600" r="120" fill="#ffffff" fill-opacity="0.06"/>',
    `<text x="96" y="150" font-family="${FONT}" font-size="32" font-weight="600" fill="#ffffff" fill-opacity="0.8">${escapeXml(brand)}</text>`,
    `<text x="96" y="345" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(agent.name)}</text>`,
    label
      ? `<text x="96" y="430" font-family="${FONT}" font-size="36" fill="#ffffff" fill-opacity="0.85">${escapeXml(label)}</text>`
      : '',
    '</svg>',
  ].join('');
}

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // opened on its own, an SVG is a document: let it run nothing
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

const bySlug = new Map<string, SeedAgent>(SEED_AGENTS.map((agent) => [agent.slug, agent]));

/** GET /media/seed/logo/{slug}.svg and /media/seed/cover/{slug}-{zh|en}.svg */
export function mountSeedMedia(app: Hono<AppEnv>) {
  app.get(`${SEED_MEDIA_PATH}/logo/:file`, (c) => {
    const slug = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'))?.[1];
    const agent = slug ? bySlug.get(slug) : undefined;
    if (!agent) return c.notFound();
    return c.body(renderLogo({ slug: agent.slug, name: agent.nameZh }), 200, SVG_HEADERS);
  });
  app.get(`${SEED_MEDIA_PATH}/cover/:file`, (c) => {
    const match = /^([a-z0-9-]+)-(zh|en)\.svg$/.exec(c.req.param('file'));
    const agent = match?.[1] ? bySlug.get(match[1]) : undefined;
    const language = match?.[2] === 'en' ? 'en' : 'zh';
    if (!agent) return c.notFound();
    const name = language === 'en' ? agent.nameEn : agent.nameZh;
    return c.body(
      renderCover({ slug: agent.slug, name, category: agent.category }, language),
      200,
      SVG_HEADERS,
    );
  });
}
