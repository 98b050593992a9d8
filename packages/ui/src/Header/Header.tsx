/**
 * The site header: the product's logo linking home, its navigation (a bar on wide screens, a
 * scrolling row under it on phones) and actions at the right end. Everything product-specific
 * comes in as props.
 */
import { useLingui } from '@lingui/react/macro';
import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';
import { type HeaderNavIsActive, type HeaderNavItem, isNavItemActiveByPrefix } from './nav.ts';

export type HeaderProps = ComponentProps<'header'> & {
  /** the navigation links, in order */
  items: readonly HeaderNavItem[];
  /** the current location's path, to mark the active item */
  currentPath: string;
  /** which item is the current page's; by default the one whose path the current path is or lies under */
  isActive?: HeaderNavIsActive;
  /** the product's mark, shown at the left end as the link home */
  logo: ReactNode;
  /** the home link's accessible name, e.g. "Acme home" */
  homeLabel: ReactNode;
  /** where the logo links to */
  homeHref?: string;
  /** controls at the right end: language, theme, the user menu */
  actions?: ReactNode;
};

/** the width of a faded edge of the row, in px (2.5rem, as in its mask below) */
const FADE = 40;

/**
 * A phone's row of links scrolls sideways when it is wider than the screen. Its hidden end
 * fades out (`data-more` says which end has more: start, end or both), so the person sees there
 * is more to scroll to, and the current page's link is scrolled into view.
 */
function useScrollingRow(row: RefObject<HTMLElement | null>, currentPath: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path marks another link as the current page's
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const active = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) {
      const start = active.offsetLeft - element.offsetLeft;
      const end = start + active.offsetWidth;
      // clear of the faded edge (the last link goes as far as the row scrolls)
      if (end > element.scrollLeft + element.clientWidth - FADE || start < element.scrollLeft) {
        element.scrollLeft = Math.max(0, end - element.clientWidth + FADE);
      }
    }
    const mark = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      const more = before && after ? 'both' : before ? 'start' : after ? 'end' : null;
      if (more) element.dataset.more = more;
      else delete element.dataset.more;
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    const resized = new ResizeObserver(mark);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', mark);
      resized.disconnect();
    };
  }, [row, currentPath]);
}

export function Header({
  items,
  currentPath,
  isActive = isNavItemActiveByPrefix,
  logo,
  homeLabel,
  homeHref = '/',
  actions,
  className,
  ...props
}: HeaderProps) {
  const { t } = useLingui();
  const homeLabelId = useId();
  const row = useRef<HTMLElement>(null);
  useScrollingRow(row, currentPath);

  const nav = (variant: 'bar' | 'row') =>
    items.map((item) => {
      const active = isActive(item, currentPath);
      return (
        <Link
          key={item.key}
          href={item.href}
          aria-current={active ? 'page' : undefined}
          data-state={active ? 'active' : 'inactive'}
          className={cn(
            'text-muted-foreground hover:text-foreground rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
            'data-[state=active]:text-primary',
            variant === 'bar'
              ? 'hover:bg-muted data-[state=active]:bg-primary-soft py-2'
              : 'data-[state=active]:border-primary border-b-2 border-transparent py-2.5 data-[state=active]:rounded-none',
          )}
        >
          {item.label}
        </Link>
      );
    });

  return (
    <header
      data-slot="header"
      className={cn(
        'border-border bg-surface/85 supports-[backdrop-filter]:bg-surface/70 sticky top-0 z-40 border-b backdrop-blur',
        className,
      )}
      {...props}
    >
      <div className="max-w-content mx-auto flex h-16 items-center gap-4 px-4 md:gap-8 md:px-6">
        <Link href={homeHref} aria-labelledby={homeLabelId} className="shrink-0 rounded-md">
          {logo}
        </Link>
        <span id={homeLabelId} hidden>
          {homeLabel}
        </span>
        <nav aria-label={t`主导航`} className="hidden items-center gap-1 md:flex">
          {nav('bar')}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">{actions}</div>
      </div>
      <nav
        ref={row}
        aria-label={t`主导航`}
        className={cn(
          'border-border flex gap-1 overflow-x-auto border-t px-2 md:hidden',
          'data-[more=end]:[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]',
          'data-[more=start]:[mask-image:linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]',
          'data-[more=both]:[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
        )}
      >
        {nav('row')}
      </nav>
    </header>
  );
}
