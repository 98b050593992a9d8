import { Breadcrumb } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useDocs } from './DocsFrame.tsx';

/** 文档中心 › category (› article, not linked: it is this page) */
export function DocsBreadcrumb() {
  const { t } = useLingui();
  const { categories } = useDocs();
  const params = useParams();
  const category = categories.find((entry) => entry.id === params.category);
  const article = category?.articles.find((entry) => entry.id === params.article);
  return (
    <Breadcrumb
      items={[
        { href: '/docs', label: t`文档中心` },
        ...(category ? [{ href: `/docs/${category.id}`, label: category.title }] : []),
        ...(article ? [{ href: article.path, label: article.title }] : []),
      ]}
    />
  );
}
