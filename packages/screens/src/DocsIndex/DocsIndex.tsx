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
    <header data-slot="docs-page-header" className={cn('lu:mb-8', className)} {...props}>
      <h1 className="lu:text-foreground lu:text-2xl lu:font-semibold lu:sm:text-3xl">{title}</h1>
      {description ? (
        <p className="lu:text-muted-foreground lu:mt-2 lu:leading-7">{description}</p>
      ) : null}
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
      className={cn('lu:grid lu:grid-cols-1 lu:gap-4 lu:md:grid-cols-2', className)}
      {...props}
    >
      {categories.map((category) => (
        <li
          key={category.id}
          className="lu:border-border lu:bg-surface lu:flex lu:flex-col lu:rounded-lg lu:border lu:p-5 lu:shadow-sm"
        >
          <div className="lu:flex lu:items-start lu:gap-3">
            <span className="lu:bg-primary-soft lu:text-primary lu:flex lu:size-10 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-lg">
              <BookOpen aria-hidden="true" className="lu:size-5" />
            </span>
            <div className="lu:min-w-0">
              <h2 className="lu:text-foreground lu:font-semibold">
                <Link href={categoryHref(category)} className="lu:hover:text-primary">
                  {category.title}
                </Link>
              </h2>
              <p className="lu:text-muted-foreground lu:mt-1 lu:text-sm lu:leading-6">
                {category.summary}
              </p>
            </div>
          </div>
          <ul className="lu:border-border lu:mt-4 lu:space-y-1 lu:border-t lu:pt-3">
            {category.articles.map((article) => (
              <li key={article.id}>
                <Link
                  href={article.path}
                  className="lu:text-foreground/90 lu:hover:text-primary lu:flex lu:items-center lu:gap-1 lu:py-1 lu:text-sm"
                >
                  <ChevronRight aria-hidden="true" className="lu:text-muted-foreground lu:size-4" />
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
      {heading ? <h2 className="lu:sr-only">{heading}</h2> : null}
      <ul
        data-slot="docs-article-grid"
        className={cn('lu:grid lu:grid-cols-1 lu:gap-3 lu:sm:grid-cols-2', className)}
        {...props}
      >
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              href={article.path}
              className="lu:border-border lu:bg-surface lu:hover:border-primary/50 lu:hover:bg-primary-soft/40 lu:flex lu:items-center lu:gap-3 lu:rounded-lg lu:border lu:p-4 lu:shadow-sm lu:transition-colors"
            >
              <FileText aria-hidden="true" className="lu:text-primary lu:size-5 lu:shrink-0" />
              <span className="lu:text-foreground lu:font-medium">{article.title}</span>
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
    <article data-slot="docs-article" className={cn('lu:max-w-3xl', className)} {...props}>
      {breadcrumb}
      <h1 className="lu:text-foreground lu:mb-6 lu:text-2xl lu:font-semibold lu:sm:text-3xl">
        {title}
      </h1>
      {children}
    </article>
  );
}
