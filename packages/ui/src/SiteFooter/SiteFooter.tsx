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
      className="border-border bg-surface text-muted-foreground border-t text-sm"
    >
      <div className="max-w-content mx-auto flex flex-col gap-3 px-4 py-6 md:flex-row md:items-center md:justify-between md:px-6">
        {note ? <p>{note}</p> : null}
        <nav aria-label={label ?? t`网站链接`}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className="hover:text-foreground focus-visible:ring-ring rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none"
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
