/**
 * /docs/{category}/{article}: the article in the interface language (zh-CN when it has no
 * translation), its MDX chunk loaded on arrival. The table of contents is read from the
 * rendered article: its h2 and h3 headings, which rehype-slug gave ids.
 */
import { DocsArticleFrame } from '@legion/screens';
import { Prose, proseComponents, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import type { MDXContent } from 'mdx/types';
import { type ComponentType, Suspense, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { articleLoader, docsLocale, isGeneratedArticle } from '../../docs/index.ts';
import NotFound from '../../layouts/NotFound.tsx';
import { usePageTitle } from '../../layouts/useDocumentTitle.ts';
import { lazyPage } from '../../ssr/lazy-page.ts';
import { ApiReference } from './ApiReference.tsx';
import { DocsBreadcrumb } from './DocsBreadcrumb.tsx';
import { useDocs, useHeadingsToc } from './DocsFrame.tsx';

// one lazy component per article file, so returning to an article does not load it again;
// one loaded ahead (by the server before it renders, by the browser before it hydrates)
// renders at once
const articleComponents = new WeakMap<object, ComponentType>();
function articleComponent(load: () => Promise<{ default: MDXContent }>): ComponentType {
  let component = articleComponents.get(load);
  if (!component) {
    const Content = lazyPage(load);
    component = () => <Content components={proseComponents} />;
    articleComponents.set(load, component);
  }
  return component;
}

function MdxArticle({ Content }: { Content: ComponentType }) {
  const root = useRef<HTMLDivElement>(null);
  // runs once the lazy article has rendered (the Suspense boundary is above this component)
  useHeadingsToc(root, Content);
  return (
    <Prose ref={root}>
      <Content />
    </Prose>
  );
}

export default function DocsArticlePage() {
  const { t, i18n } = useLingui();
  const { categories } = useDocs();
  const params = useParams();
  const category = categories.find((entry) => entry.id === params.category);
  const article = category?.articles.find((entry) => entry.id === params.article);
  usePageTitle(article?.title);
  if (!category || !article) return null;
  const generated = isGeneratedArticle(category.id, article.id);
  const load = generated ? null : articleLoader(docsLocale(i18n.locale), category.id, article.id);
  if (!generated && !load) return <NotFound />;
  return (
    <DocsArticleFrame breadcrumb={<DocsBreadcrumb />} title={article.title}>
      {load ? (
        <Suspense fallback={<Spinner area="section" label={t`正在加载文章`} />}>
          <MdxArticle key={article.path} Content={articleComponent(load)} />
        </Suspense>
      ) : (
        <ApiReference />
      )}
    </DocsArticleFrame>
  );
}
