/** /docs: every category with its articles. */
import { Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, ChevronRight } from 'lucide-react';
import { useDocs } from './DocsFrame.tsx';

export default function DocsHomePage() {
  const { t } = useLingui();
  const { categories } = useDocs();
  return (
    <div>
      <header className="mb-8">
        <h1 className="text-foreground text-2xl font-semibold sm:text-3xl">{t`文档中心`}</h1>
        <p className="text-muted-foreground mt-2 leading-7">
          {t`使用 Legion 的说明：从入门、开发者认证和提交智能体，到知识库、套餐支付和 API。`}
        </p>
      </header>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {categories.map((category) => (
          <li
            key={category.id}
            className="border-border bg-surface flex flex-col rounded-lg border p-5 shadow-sm"
          >
            <div className="flex items-start gap-3">
              <span className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                <BookOpen aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h2 className="text-foreground font-semibold">
                  <Link href={`/docs/${category.id}`} className="hover:text-primary">
                    {category.title}
                  </Link>
                </h2>
                <p className="text-muted-foreground mt-1 text-sm leading-6">{category.summary}</p>
              </div>
            </div>
            <ul className="border-border mt-4 space-y-1 border-t pt-3">
              {category.articles.map((article) => (
                <li key={article.id}>
                  <Link
                    href={article.path}
                    className="text-foreground/90 hover:text-primary flex items-center gap-1 py-1 text-sm"
                  >
                    <ChevronRight aria-hidden="true" className="text-muted-foreground size-4" />
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
