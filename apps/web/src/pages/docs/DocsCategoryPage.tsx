/** /docs/{category}: the category's articles. */
import { DocsArticleGrid, DocsPageHeader } from '@legion/screens';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layouts/useDocumentTitle.ts';
import { DocsBreadcrumb } from './DocsBreadcrumb.tsx';
import { useDocs } from './DocsFrame.tsx';

export default function DocsCategoryPage() {
  const { t } = useLingui();
  const { categories } = useDocs();
  const params = useParams();
  // the frame has already answered an unknown category with the not-found page
  const category = categories.find((entry) => entry.id === params.category);
  usePageTitle(category?.title);
  if (!category) return null;
  const count = category.articles.length;
  return (
    <div>
      <DocsBreadcrumb />
      <DocsPageHeader title={category.title} description={category.summary} />
      <DocsArticleGrid
        heading={t`${plural(count, { other: '# 篇文档' })}`}
        articles={category.articles}
      />
    </div>
  );
}
