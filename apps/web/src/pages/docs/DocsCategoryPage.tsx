/** /docs/{category}: the category's articles. */
import { Link } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
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
      <header className="mb-8">
        <h1 className="text-foreground text-2xl font-semibold sm:text-3xl">{category.title}</h1>
        <p className="text-muted-foreground mt-2 leading-7">{category.summary}</p>
      </header>
      <h2 className="sr-only">{t`${plural(count, { other: '# 篇文档' })}`}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {category.articles.map((article) => (
          <li key={article.id}>
            <Link
              href={article.path}
              className="border-border bg-surface hover:border-primary/50 hover:bg-primary-soft/40 flex items-center gap-3 rounded-lg border p-4 shadow-sm transition-colors"
            >
              <FileText aria-hidden="true" className="text-primary size-5 shrink-0" />
              <span className="text-foreground font-medium">{article.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
