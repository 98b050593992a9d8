/**
 * The documentation's index pages and article frame: a page's title and summary, every
 * category as a card listing its articles, a category's articles as link cards, and an
 * article's title above its body. Text and paths come from the caller's catalogue.
 */

import type { DocsArticle, DocsCategory } from '@legion/ui';
import { cn, Link } from '@legion/ui';
import { BookOpen, ChevronRight, FileText } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** A category with the one-line summary its card shows */
export type DocsCategorySummary = DocsCategory & { summary: string };

export type DocsPageHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
};

/** The title (h1) of a documentation page and what it covers. */
export function DocsPageHeader({ title, description, className, ...props }: DocsPageHeaderProps) {
  return (
    <header data-slot="docs-page-header" className={cn('mb-8', className)} {...props}>
      <h1 className="text-foreground text-2xl font-semibold sm:text-3xl">{title}</h1>
      {description ? <p className="text-muted-foreground mt-2 leading-7">{description}</p> : null}
    </header>
  );
}

export type DocsCategoryGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  categories: DocsCategorySummary[];
  /** where a category's own page is; by default /docs/{id} */
  categoryHref?: (category: DocsCategorySummary) => string;
};

/** Every category as a card: its title (a link to the category), summary and articles. */
export function DocsCategoryGrid({
  categories,
  categoryHref = (category) => `/docs/${category.id}`,
  className,
  ...props
}: DocsCategoryGridProps) {
  return (
    <ul
      data-slot="docs-category-grid"
      className={cn('grid grid-cols-1 gap-4 md:grid-cols-2', className)}
      {...props}
    >
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
                <Link href={categoryHref(category)} className="hover:text-primary">
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
  );
}

export type DocsArticleGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  articles: DocsArticle[];
  /** a heading for screen readers above the list, e.g. how many articles there are */
  heading?: string;
};

/** A category's articles as cards that are each one link. */
export function DocsArticleGrid({ articles, heading, className, ...props }: DocsArticleGridProps) {
  return (
    <>
      {heading ? <h2 className="sr-only">{heading}</h2> : null}
      <ul
        data-slot="docs-article-grid"
        className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}
        {...props}
      >
        {articles.map((article) => (
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
    </>
  );
}

export type DocsArticleFrameProps = Omit<ComponentProps<'article'>, 'title'> & {
  title: ReactNode;
  /** above the title: where the article sits (a Breadcrumb) */
  breadcrumb?: ReactNode;
};

/** An article: its trail, its title (h1) and its body, at a reading width. */
export function DocsArticleFrame({
  title,
  breadcrumb,
  className,
  children,
  ...props
}: DocsArticleFrameProps) {
  return (
    <article data-slot="docs-article" className={cn('max-w-3xl', className)} {...props}>
      {breadcrumb}
      <h1 className="text-foreground mb-6 text-2xl font-semibold sm:text-3xl">{title}</h1>
      {children}
    </article>
  );
}
