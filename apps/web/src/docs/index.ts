/**
 * The documentation's table of contents (categories and their articles) in both
 * languages, and the loader of its articles. Articles are MDX files under
 * `<locale>/<category>/<article>.mdx`, each its own chunk, loaded when it is opened; an
 * article missing in a language falls back to its zh-CN text.
 */
import type { DocsCategory } from '@legion/ui';
import type { MDXContent } from 'mdx/types';
import { preloadModule } from '../ssr/lazy-page.ts';

export type DocsLocale = 'zh-CN' | 'en';
type Localized = Record<DocsLocale, string>;

interface CatalogueArticle {
  id: string;
  title: Localized;
  /** generated from the server's OpenAPI document instead of an MDX file */
  generated?: 'openapi';
}

interface CatalogueCategory {
  id: string;
  title: Localized;
  /** one line under the category's title on the home and category pages */
  summary: Localized;
  articles: CatalogueArticle[];
}

const CATALOGUE: CatalogueCategory[] = [
  {
    id: 'getting-started',
    title: { 'zh-CN': '入门指南', en: 'Getting started' },
    summary: {
      'zh-CN': '了解 Legion，成为开发者并提交你的第一个智能体。',
      en: 'Meet Legion, become a developer and submit your first agent.',
    },
    articles: [
      { id: 'introduction', title: { 'zh-CN': '项目介绍', en: 'Introduction' } },
      {
        id: 'becoming-a-developer',
        title: { 'zh-CN': '成为开发者', en: 'Becoming a developer' },
      },
      {
        id: 'submitting-an-agent',
        title: { 'zh-CN': '提交智能体', en: 'Submitting an agent' },
      },
    ],
  },
  {
    id: 'knowledge',
    title: { 'zh-CN': '知识库', en: 'Knowledge bases' },
    summary: {
      'zh-CN': '上传文档、处理流程、空间配额与命中测试。',
      en: 'Uploading documents, processing, space quotas and the retrieval test.',
    },
    articles: [
      {
        id: 'formats-and-limits',
        title: { 'zh-CN': '文件格式与限制', en: 'Formats and limits' },
      },
    ],
  },
  {
    id: 'plans',
    title: { 'zh-CN': '套餐与支付', en: 'Plans and payment' },
    summary: {
      'zh-CN': '三种套餐、购买时长、扫码支付与续期规则。',
      en: 'The three plans, terms, QR payment and how extensions work.',
    },
    articles: [
      {
        id: 'plans-and-payment',
        title: { 'zh-CN': '套餐与支付', en: 'Plans and payment' },
      },
    ],
  },
  {
    id: 'agents',
    title: { 'zh-CN': '智能体接入', en: 'Building agents' },
    summary: {
      'zh-CN': '平台如何调用你的智能体，以及如何把多个智能体编排成军团。',
      en: 'How the platform calls your agent, and how agents are composed into legions.',
    },
    articles: [
      {
        id: 'agent-protocol',
        title: { 'zh-CN': '智能体接入协议', en: 'Agent protocol' },
      },
      {
        id: 'openai-compatible',
        title: { 'zh-CN': '接入 OpenAI 兼容服务', en: 'OpenAI-compatible services' },
      },
      { id: 'a2a', title: { 'zh-CN': '接入 A2A 智能体', en: 'A2A agents' } },
      {
        id: 'review-checklist',
        title: { 'zh-CN': '审核清单', en: 'Review checklist' },
      },
      {
        id: 'legions',
        title: { 'zh-CN': '军团与编排', en: 'Legions and orchestration' },
      },
      {
        id: 'reviews',
        title: { 'zh-CN': '评价、回复与举报', en: 'Reviews, replies and reports' },
      },
    ],
  },
  {
    id: 'api',
    title: { 'zh-CN': 'API 参考', en: 'API reference' },
    summary: {
      'zh-CN': '主服务的调用约定与全部接口。',
      en: 'How to call the main service, and every endpoint.',
    },
    articles: [
      { id: 'api-introduction', title: { 'zh-CN': 'API 概述', en: 'API overview' } },
      {
        id: 'api-reference',
        title: { 'zh-CN': '接口列表', en: 'Endpoint list' },
        generated: 'openapi',
      },
    ],
  },
];

export function docsLocale(locale: string): DocsLocale {
  return locale === 'en' ? 'en' : 'zh-CN';
}

export interface DocsCategoryEntry extends DocsCategory {
  summary: string;
}

/** The categories and their articles, titled in the given language. */
export function docsCategories(locale: DocsLocale): DocsCategoryEntry[] {
  return CATALOGUE.map((category) => ({
    id: category.id,
    title: category.title[locale],
    summary: category.summary[locale],
    articles: category.articles.map((article) => ({
      id: article.id,
      title: article.title[locale],
      path: `/docs/${category.id}/${article.id}`,
    })),
  }));
}

/** Whether an article is the generated API reference rather than an MDX file. */
export function isGeneratedArticle(categoryId: string, articleId: string): boolean {
  return (
    CATALOGUE.find((category) => category.id === categoryId)?.articles.find(
      (article) => article.id === articleId,
    )?.generated === 'openapi'
  );
}

const articleFiles = import.meta.glob<{ default: MDXContent }>('./*/*/*.mdx');

/** The article's MDX module in the language, else in zh-CN; null when there is none. */
export function articleLoader(
  locale: DocsLocale,
  categoryId: string,
  articleId: string,
): (() => Promise<{ default: MDXContent }>) | null {
  return (
    articleFiles[`./${locale}/${categoryId}/${articleId}.mdx`] ??
    articleFiles[`./zh-CN/${categoryId}/${articleId}.mdx`] ??
    null
  );
}

/** The MDX module of the article at a docs path, loaded ahead; nothing for other paths. */
export async function preloadArticle(
  locale: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const { category, article } = params;
  if (!category || !article) return;
  const load = articleLoader(docsLocale(locale), category, article);
  if (load) await preloadModule(load);
}
