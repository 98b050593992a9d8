/**
 * The documentation's layout route (/docs, /docs/{category}, /docs/{category}/{article}): the
 * sidebar and the table of contents around the page, in the interface language. An unknown
 * category or article is the app's not-found page. The sidebar stays mounted while the reader
 * moves between articles, so a folded category stays folded.
 */
import { DocsLayout, type DocsTocEntry } from '@legion/ui';
import { useLingui } from '@lingui/react';
import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { type DocsCategoryEntry, docsCategories, docsLocale } from '../../docs/index.ts';
import NotFound from '../../layouts/NotFound.tsx';

interface DocsOutletContext {
  categories: DocsCategoryEntry[];
  setToc: (entries: DocsTocEntry[]) => void;
}

/** The categories in the interface language, and the setter of the page's table of contents. */
export function useDocs() {
  return useOutletContext<DocsOutletContext>();
}

/** Hands the page's h2/h3 headings to the table of contents whenever `version` changes. */
export function useHeadingsToc(root: RefObject<HTMLElement | null>, version: unknown) {
  const { setToc } = useDocs();
  useLayoutEffect(() => {
    void version;
    const headings = root.current?.querySelectorAll<HTMLElement>('h2[id], h3[id]') ?? [];
    setToc(
      [...headings].map((heading) => ({
        id: heading.id,
        text: heading.textContent?.trim() ?? '',
        level: heading.tagName === 'H3' ? 3 : 2,
      })),
    );
  }, [root, setToc, version]);
  useLayoutEffect(() => () => setToc([]), [setToc]);
}

export function useDocsCategories(): DocsCategoryEntry[] {
  const { i18n } = useLingui();
  const locale = docsLocale(i18n.locale);
  return useMemo(() => docsCategories(locale), [locale]);
}

/** what the path names, or null when it names nothing that exists */
function resolve(pathname: string, categories: DocsCategoryEntry[]) {
  const [, categoryId, articleId, ...rest] = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (rest.length > 0) return null;
  if (!categoryId) return {};
  const category = categories.find((entry) => entry.id === categoryId);
  if (!category) return null;
  if (!articleId) return { category };
  const article = category.articles.find((entry) => entry.id === articleId);
  return article ? { category, article } : null;
}

export default function DocsFrame() {
  const categories = useDocsCategories();
  const { pathname } = useLocation();
  const [toc, setToc] = useState<DocsTocEntry[]>([]);
  const context = useMemo(() => ({ categories, setToc }), [categories]);
  if (!resolve(pathname, categories)) return <NotFound />;
  return (
    <DocsLayout categories={categories} currentPath={pathname} toc={toc}>
      <Outlet context={context} />
    </DocsLayout>
  );
}
