/**
 * The documentation area's navigation: a sidebar titled 文档目录 with collapsible categories, all expanded at first, the
 * current article marked; a table of contents titled 本页目录 shown only when the article has
 * headings; and the frame that puts them around an article, whose sidebar becomes a drawer at
 * 1024 px or less.
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, PanelLeftOpen, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';

/** An article of the documentation */
export interface DocsArticle {
  id: string;
  title: string;
  /** /docs/{category}/{article} */
  path: string;
}

/** A category of the documentation and its articles, in order */
export interface DocsCategory {
  id: string;
  title: string;
  articles: DocsArticle[];
}

/** A table-of-contents entry: a heading of the article */
export interface DocsTocEntry {
  id: string;
  text: string;
  level: number;
}

/** The sidebar is a drawer at this width or less (the menus' mobile breakpoint) */
export const DOCS_DRAWER_QUERY = '(max-width: 1024px)';

function SidebarCategory({
  category,
  currentPath,
  onNavigate,
}: {
  category: DocsCategory;
  currentPath: string;
  onNavigate: (() => void) | undefined;
}) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <li data-slot="docs-sidebar-category" data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className="lu:text-foreground lu:hover:bg-muted lu:flex lu:w-full lu:cursor-pointer lu:items-center lu:gap-1.5 lu:rounded-md lu:px-2 lu:py-1.5 lu:text-left lu:text-sm lu:font-semibold lu:transition-colors"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn(
            'lu:text-muted-foreground lu:size-4 lu:shrink-0 lu:transition-transform',
            expanded && 'lu:rotate-90',
          )}
        />
        {category.title}
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="lu:border-border lu:mt-1 lu:mb-3 lu:ml-4 lu:border-l lu:pl-2"
      >
        {category.articles.map((article) => {
          const active = currentPath.replace(/\/+$/, '') === article.path;
          return (
            <li key={article.id}>
              <Link
                href={article.path}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:block lu:rounded-md lu:px-3 lu:py-1.5 lu:text-sm lu:transition-colors',
                  active &&
                    'lu:bg-primary/10 lu:text-primary lu:hover:bg-primary/15 lu:hover:text-primary lu:font-medium',
                )}
              >
                {article.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The categories and their articles; each category folds away on its own. */
export function DocsSidebar({
  categories,
  currentPath,
  onNavigate,
  hideTitle = false,
  className,
}: {
  categories: DocsCategory[];
  currentPath: string;
  /** called when an article is chosen (the drawer closes) */
  onNavigate?: () => void;
  /** in the drawer the dialog's own title names it */
  hideTitle?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <nav
      aria-label={hideTitle ? t`文档目录` : undefined}
      aria-labelledby={hideTitle ? undefined : titleId}
      data-slot="docs-sidebar"
      className={cn('lu:text-sm', className)}
    >
      {hideTitle ? null : (
        <h2
          id={titleId}
          className="lu:text-muted-foreground lu:mb-3 lu:px-2 lu:text-xs lu:font-semibold lu:tracking-wide lu:uppercase"
        >
          {t`文档目录`}
        </h2>
      )}
      <ul>
        {categories.map((category) => (
          <SidebarCategory
            key={category.id}
            category={category}
            currentPath={currentPath}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

/** The article's headings as links to them; nothing at all when it has none. */
export function DocsToc({ entries, className }: { entries: DocsTocEntry[]; className?: string }) {
  const { t } = useLingui();
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} data-slot="docs-toc" className={cn('lu:text-sm', className)}>
      <h2
        id={titleId}
        className="lu:text-muted-foreground lu:mb-3 lu:text-xs lu:font-semibold lu:tracking-wide lu:uppercase"
      >
        {t`本页目录`}
      </h2>
      <ul className="lu:border-border lu:space-y-1 lu:border-l">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              data-level={entry.level}
              className="lu:text-muted-foreground lu:hover:text-foreground lu:-ml-px lu:block lu:border-l lu:border-transparent lu:py-1 lu:pl-3 lu:leading-snug lu:transition-colors lu:hover:border-current lu:data-[level=3]:pl-6"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Sidebar, article and table of contents side by side on wide screens; at 1024 px or less the
 * sidebar opens as a drawer from a toggle (backdrop, close button, Escape, focus kept inside)
 * and the table of contents is left out.
 */
export function DocsLayout({
  categories,
  currentPath,
  toc = [],
  children,
  className,
}: {
  categories: DocsCategory[];
  currentPath: string;
  toc?: DocsTocEntry[];
  children: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const narrow = useMediaQuery(DOCS_DRAWER_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div
      data-slot="docs-layout"
      className={cn(
        'lu:max-w-content lu:mx-auto lu:flex lu:w-full lu:gap-8 lu:px-4 lu:py-6 lu:min-[1025px]:py-10 lu:sm:px-6',
        className,
      )}
    >
      <div className="lu:hidden lu:w-56 lu:shrink-0 lu:min-[1025px]:block">
        <DocsSidebar
          categories={categories}
          currentPath={currentPath}
          className="lu:sticky lu:top-20 lu:max-h-[calc(100dvh-6rem)] lu:overflow-y-auto lu:pb-6"
        />
      </div>
      <div className="lu:min-w-0 lu:flex-1">
        <Dialog.Root open={narrow && drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className="lu:border-border lu:bg-surface lu:text-foreground lu:hover:bg-muted lu:mb-5 lu:inline-flex lu:cursor-pointer lu:items-center lu:gap-2 lu:rounded-md lu:border lu:px-3 lu:py-1.5 lu:text-sm lu:font-medium lu:shadow-sm lu:transition-colors lu:min-[1025px]:hidden">
            <PanelLeftOpen aria-hidden="true" className="lu:size-4" />
            {t`文档目录`}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay
              data-slot="docs-drawer-backdrop"
              className="lu:bg-overlay lu:data-[state=open]:animate-fade-in lu:fixed lu:inset-0 lu:z-50"
            />
            <Dialog.Content
              aria-describedby={undefined}
              data-slot="docs-drawer"
              className="lu:border-border lu:bg-surface lu:text-foreground lu:fixed lu:inset-y-0 lu:left-0 lu:z-50 lu:flex lu:w-[min(20rem,85vw)] lu:flex-col lu:border-r lu:shadow-lg lu:focus:outline-none"
            >
              <div className="lu:border-border lu:flex lu:items-center lu:justify-between lu:border-b lu:px-4 lu:py-3">
                <Dialog.Title className="lu:text-foreground lu:text-base lu:font-semibold">
                  {t`文档目录`}
                </Dialog.Title>
                <Dialog.Close
                  aria-label={t`关闭文档目录`}
                  className="lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:inline-flex lu:size-8 lu:cursor-pointer lu:items-center lu:justify-center lu:rounded-md lu:transition-colors"
                >
                  <X aria-hidden="true" className="lu:size-4" />
                </Dialog.Close>
              </div>
              <DocsSidebar
                hideTitle
                categories={categories}
                currentPath={currentPath}
                onNavigate={() => setDrawerOpen(false)}
                className="lu:flex-1 lu:overflow-y-auto lu:px-2 lu:py-4"
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        {children}
      </div>
      {toc.length > 0 ? (
        <div className="lu:hidden lu:w-52 lu:shrink-0 lu:min-[1025px]:block">
          <DocsToc
            entries={toc}
            className="lu:sticky lu:top-20 lu:max-h-[calc(100dvh-6rem)] lu:overflow-y-auto"
          />
        </div>
      ) : null}
    </div>
  );
}
