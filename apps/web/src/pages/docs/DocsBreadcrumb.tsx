import { Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useDocs } from './DocsFrame.tsx';

/** 文档中心 › category (› article, not linked: it is this page) */
export function DocsBreadcrumb() {
  const { t } = useLingui();
  const { categories } = useDocs();
  const params = useParams();
  const category = categories.find((entry) => entry.id === params.category);
  const article = category?.articles.find((entry) => entry.id === params.article);
  const crumbs = [
    { href: '/docs', label: t`文档中心` },
    ...(category ? [{ href: `/docs/${category.id}`, label: category.title }] : []),
    ...(article ? [{ href: article.path, label: article.title }] : []),
  ];
  return (
    <nav aria-label={t`当前位置`} className="mb-4">
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="hover:text-foreground">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
