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
        className="text-foreground hover:bg-muted flex w-full cursor-pointer items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm font-semibold transition-colors"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn(
            'text-muted-foreground size-4 shrink-0 transition-transform',
            expanded && 'rotate-90',
          )}
        />
        {category.title}
      </button>
      <ul id={listId} hidden={!expanded} className="border-border mt-1 mb-3 ml-4 border-l pl-2">
        {category.articles.map((article) => {
          const active = currentPath.replace(/\/+$/, '') === article.path;
          return (
            <li key={article.id}>
              <Link
                href={article.path}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'text-muted-foreground hover:bg-muted hover:text-foreground block rounded-md px-3 py-1.5 text-sm transition-colors',
                  active &&
                    'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary font-medium',
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
      className={cn('text-sm', className)}
    >
      {hideTitle ? null : (
        <h2
          id={titleId}
          className="text-muted-foreground mb-3 px-2 text-xs font-semibold tracking-wide uppercase"
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
    <nav aria-labelledby={titleId} data-slot="docs-toc" className={cn('text-sm', className)}>
      <h2
        id={titleId}
        className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase"
      >
        {t`本页目录`}
      </h2>
      <ul className="border-border space-y-1 border-l">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              data-level={entry.level}
              className="text-muted-foreground hover:text-foreground -ml-px block border-l border-transparent py-1 pl-3 leading-snug transition-colors hover:border-current data-[level=3]:pl-6"
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
        'max-w-content mx-auto flex w-full gap-8 px-4 py-6 min-[1025px]:py-10 sm:px-6',
        className,
      )}
    >
      <div className="hidden w-56 shrink-0 min-[1025px]:block">
        <DocsSidebar
          categories={categories}
          currentPath={currentPath}
          className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto pb-6"
        />
      </div>
      <div className="min-w-0 flex-1">
        <Dialog.Root open={narrow && drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className="border-border bg-surface text-foreground hover:bg-muted mb-5 inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium shadow-sm transition-colors min-[1025px]:hidden">
            <PanelLeftOpen aria-hidden="true" className="size-4" />
            {t`文档目录`}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay
              data-slot="docs-drawer-backdrop"
              className="bg-overlay data-[state=open]:animate-fade-in fixed inset-0 z-50"
            />
            <Dialog.Content
              aria-describedby={undefined}
              data-slot="docs-drawer"
              className="border-border bg-surface text-foreground fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col border-r shadow-lg focus:outline-none"
            >
              <div className="border-border flex items-center justify-between border-b px-4 py-3">
                <Dialog.Title className="text-foreground text-base font-semibold">
                  {t`文档目录`}
                </Dialog.Title>
                <Dialog.Close
                  aria-label={t`关闭文档目录`}
                  className="text-muted-foreground hover:bg-muted hover:text-foreground inline-flex size-8 cursor-pointer items-center justify-center rounded-md transition-colors"
                >
                  <X aria-hidden="true" className="size-4" />
                </Dialog.Close>
              </div>
              <DocsSidebar
                hideTitle
                categories={categories}
                currentPath={currentPath}
                onNavigate={() => setDrawerOpen(false)}
                className="flex-1 overflow-y-auto px-2 py-4"
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        {children}
      </div>
      {toc.length > 0 ? (
        <div className="hidden w-52 shrink-0 min-[1025px]:block">
          <DocsToc
            entries={toc}
            className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto"
          />
        </div>
      ) : null}
    </div>
  );
}
