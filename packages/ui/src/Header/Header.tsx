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
    const reveal = () => {
      const active = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (!active) return;
      const start = active.offsetLeft - element.offsetLeft;
      const end = start + active.offsetWidth;
      // clear of the faded edge (the last link goes as far as the row scrolls)
      if (end > element.scrollLeft + element.clientWidth - FADE || start < element.scrollLeft) {
        element.scrollLeft = Math.max(0, end - element.clientWidth + FADE);
      }
    };
    const mark = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      const more = before && after ? 'both' : before ? 'start' : after ? 'end' : null;
      if (more) element.dataset.more = more;
      else delete element.dataset.more;
    };
    reveal();
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    // the row takes its width once the page around it is laid out (a phone's first frames, a
    // turned screen): the current link is brought into view again at its new width
    let width = element.clientWidth;
    const resized = new ResizeObserver(() => {
      if (element.clientWidth !== width) {
        width = element.clientWidth;
        reveal();
      }
      mark();
    });
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
            'lu:text-muted-foreground lu:hover:text-foreground lu:rounded-md lu:px-3 lu:text-sm lu:font-medium lu:whitespace-nowrap lu:transition-colors',
            'lu:data-[state=active]:text-primary',
            variant === 'bar'
              ? 'lu:hover:bg-muted lu:data-[state=active]:bg-primary-soft lu:py-2'
              : 'lu:data-[state=active]:border-primary lu:border-b-2 lu:border-transparent lu:py-2.5 lu:data-[state=active]:rounded-none',
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
        'lu:border-border lu:bg-surface/85 lu:supports-[backdrop-filter]:bg-surface/70 lu:sticky lu:top-0 lu:z-40 lu:border-b lu:backdrop-blur',
        className,
      )}
      {...props}
    >
      <div className="lu:max-w-content lu:mx-auto lu:flex lu:h-16 lu:items-center lu:gap-4 lu:px-4 lu:md:gap-8 lu:md:px-6">
        <Link href={homeHref} aria-labelledby={homeLabelId} className="lu:shrink-0 lu:rounded-md">
          {logo}
        </Link>
        <span id={homeLabelId} hidden>
          {homeLabel}
        </span>
        <nav aria-label={t`主导航`} className="lu:hidden lu:items-center lu:gap-1 lu:md:flex">
          {nav('bar')}
        </nav>
        <div className="lu:ml-auto lu:flex lu:items-center lu:gap-1 lu:md:gap-2">{actions}</div>
      </div>
      <nav
        ref={row}
        aria-label={t`主导航`}
        className={cn(
          'lu:border-border lu:flex lu:gap-1 lu:overflow-x-auto lu:border-t lu:px-2 lu:md:hidden',
          'lu:data-[more=end]:[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]',
          'lu:data-[more=start]:[mask-image:linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]',
          'lu:data-[more=both]:[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
        )}
      >
        {nav('row')}
      </nav>
    </header>
  );
}
