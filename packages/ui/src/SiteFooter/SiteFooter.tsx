import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';

export type SiteFooterLink = {
  key: string;
  label: ReactNode;
  href: string;
};

export type SiteFooterProps = {
  /** the site's own links (its documentation, pricing…), in the order they are read */
  links: SiteFooterLink[];
  /** a line beside them, e.g. the site's name or a copyright */
  note?: ReactNode;
  /** the links' landmark name; "site links" in the reader's language by default */
  label?: string;
};

/**
 * The foot of every page: the site's links in a row that wraps on a phone, and a quiet note.
 * It sits below the page, so a short page keeps it at the bottom of the screen (AppShell).
 */
export function SiteFooter({ links, note, label }: SiteFooterProps) {
  const { t } = useLingui();
  return (
    <footer
      data-slot="site-footer"
      className="lu:border-border lu:bg-surface lu:text-muted-foreground lu:border-t lu:text-sm"
    >
      <div className="lu:max-w-content lu:mx-auto lu:flex lu:flex-col lu:gap-3 lu:px-4 lu:py-6 lu:md:flex-row lu:md:items-center lu:md:justify-between lu:md:px-6">
        {note ? <p>{note}</p> : null}
        <nav aria-label={label ?? t`网站链接`}>
          <ul className="lu:flex lu:flex-wrap lu:gap-x-6 lu:gap-y-2">
            {links.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className="lu:hover:text-foreground lu:focus-visible:ring-ring lu:rounded-sm lu:underline-offset-4 lu:hover:underline lu:focus-visible:ring-2 lu:focus-visible:outline-none"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
