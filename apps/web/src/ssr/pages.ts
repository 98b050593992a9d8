/**
 * The pages the server renders (decision 0086): the public ones. Each says which answers it
 * is rendered from (fetched before rendering, into the render's query cache), its head tags,
 * and its status. Keyed by the route's path as routes.tsx writes it; any other route is left
 * to the browser (the server answers index.html).
 */
import type { AgentDetail, ApiError } from '@legion/api';
import type { Locale } from '@legion/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { docsCategories, docsLocale } from '../docs/index.ts';
import {
  agentDetailQuery,
  agentOverviewQuery,
  agentReviewsQuery,
} from '../features/market/agent.ts';
import { marketListQuery, readMarketQuery } from '../features/market/list.ts';
import { packagesQuery } from '../features/plans/plans.ts';
import type { PageHead } from './head.ts';

export interface PageContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  locale: Locale;
  i18n: I18n;
}

export interface ServerPage {
  /** fills the query cache with the answers the page shows */
  prefetch?: (context: PageContext) => Promise<unknown>;
  head: (context: PageContext) => PageHead;
  /** 200 unless the page says otherwise (a missing agent or article is a 404) */
  status?: (context: PageContext) => number;
}

const home: ServerPage = {
  head: ({ i18n }) => ({
    title: 'Legion',
    description: i18n._(
      msg`在 Legion 发现、订阅和编排智能体。身份属于你，数据留在你的容器里，对话可以匿名、临时、阅后即焚。`,
    ),
  }),
};

const market: ServerPage = {
  prefetch: ({ queryClient, url }) =>
    queryClient.prefetchQuery(marketListQuery(readMarketQuery(url.searchParams), null)),
  head: ({ i18n }) => ({
    title: i18n._(msg`插件市场`),
    description: i18n._(msg`发现并订阅能帮你完成工作的智能体。`),
  }),
};

function agentOf({ queryClient, params }: PageContext): AgentDetail | undefined {
  return queryClient.getQueryData(agentDetailQuery(params.id ?? '', null).queryKey);
}

const agent: ServerPage = {
  prefetch: ({ queryClient, params }) => {
    const id = params.id ?? '';
    return Promise.all([
      queryClient.prefetchQuery(agentDetailQuery(id, null)),
      queryClient.prefetchQuery(agentOverviewQuery(id)),
      queryClient.prefetchQuery(agentReviewsQuery(id, 1)),
    ]);
  },
  head: (context) => {
    const detail = agentOf(context);
    if (!detail) {
      return { title: context.i18n._(msg`插件详情`), description: context.i18n._(msg`插件市场`) };
    }
    const en = context.locale === 'en';
    const name = en ? detail.nameEn : detail.nameZh;
    const description = en ? detail.descriptionEn : detail.descriptionZh;
    const image = new URL(detail.logo, context.url.origin).href;
    return {
      title: name,
      description,
      image,
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name,
          description,
          image,
          url: new URL(context.url.pathname, context.url.origin).href,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          softwareVersion: detail.version,
          author: { '@type': 'Organization', name: detail.company || detail.developerName },
          datePublished: detail.publishedAt,
          ...(detail.ratingCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: Number(detail.rating.toFixed(1)),
                  ratingCount: detail.ratingCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      ],
    };
  },
  status: (context) => {
    if (agentOf(context)) return 200;
    const error = context.queryClient.getQueryState(
      agentDetailQuery(context.params.id ?? '', null).queryKey,
    )?.error as ApiError | null | undefined;
    return error?.status === 404 || error?.status === 400 ? 404 : 200;
  },
};

const pricing: ServerPage = {
  prefetch: ({ queryClient, locale }) => queryClient.prefetchQuery(packagesQuery(locale)),
  head: ({ i18n }) => ({
    title: i18n._(msg`价格方案`),
    description: i18n._(msg`选择适合你的方案：免费开始，按月订阅，随时升级。`),
  }),
};

function docsEntry({ params, locale }: PageContext) {
  const category = docsCategories(docsLocale(locale)).find((entry) => entry.id === params.category);
  const article = category?.articles.find((entry) => entry.id === params.article);
  return { category, article };
}

const docsHome: ServerPage = {
  head: ({ i18n }) => ({
    title: i18n._(msg`文档中心`),
    description: i18n._(msg`Legion 的使用与开发文档：入门、知识库、开发者与 API。`),
  }),
};

const docsCategory: ServerPage = {
  head: (context) => {
    const { category } = docsEntry(context);
    return category
      ? { title: category.title, description: category.summary }
      : notFound.head(context);
  },
  status: (context) => (docsEntry(context).category ? 200 : 404),
};

const docsArticle: ServerPage = {
  head: (context) => {
    const { category, article } = docsEntry(context);
    return category && article
      ? { title: article.title, description: category.summary, type: 'article' }
      : notFound.head(context);
  },
  status: (context) => (docsEntry(context).article ? 200 : 404),
};

const notFound: ServerPage = {
  head: ({ i18n }) => ({
    title: i18n._(msg`页面不存在`),
    description: i18n._(msg`你访问的页面不存在，或者已经被移走了。请检查地址，或从首页重新开始。`),
  }),
  status: () => 404,
};

export const SERVER_PAGES: Readonly<Record<string, ServerPage>> = {
  '/': home,
  '/plugins': market,
  '/plugins/market': market,
  '/plugins/statistics/:id': agent,
  '/pricing': pricing,
  '/docs': docsHome,
  '/docs/:category': docsCategory,
  '/docs/:category/:article': docsArticle,
  '*': notFound,
};
