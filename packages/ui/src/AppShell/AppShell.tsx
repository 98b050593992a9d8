import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type AppShellProps = {
  /** the site header, e.g. `<Header … />`; left out for a full-screen view */
  header?: ReactNode;
  /** the page */
  children: ReactNode;
  /** below the page, e.g. `<SiteFooter … />`: at the screen's bottom when the page is short */
  footer?: ReactNode;
  /** what floats over every page, e.g. an upload tray or a toaster */
  overlay?: ReactNode;
  /** the skip link's text; "skip to main content" in the reader's language by default */
  skipLabel?: string;
};

/**
 * The frame of every page: a skip link that appears on the first Tab and jumps past the
 * navigation, the header, a `main` that fills the rest of the screen's height, and the footer.
 */
export function AppShell({ header, children, footer, overlay, skipLabel }: AppShellProps) {
  const { t } = useLingui();
  return (
    <div data-slot="app-shell" className="lu:flex lu:min-h-dvh lu:flex-col">
      {header ? (
        <a
          href="#main"
          className="lu:bg-surface lu:text-foreground lu:sr-only lu:z-50 lu:rounded-md lu:px-3 lu:py-2 lu:focus:not-sr-only lu:focus:fixed lu:focus:top-2 lu:focus:left-2"
        >
          {skipLabel ?? t`跳到主要内容`}
        </a>
      ) : null}
      {header}
      <main id="main" className="lu:flex-1">
        {children}
      </main>
      {footer}
      {overlay}
    </div>
  );
}

export type ConsoleFrameProps = {
  /** the console's side navigation, e.g. `<SideNav … />` (a row of tabs on a phone) */
  nav: ReactNode;
  /** the console page */
  children: ReactNode;
};

/**
 * A console's frame inside the AppShell: its side navigation beside the page, stacked on a
 * phone. It is at least as tall as the screen below the library's 4rem Header.
 */
export function ConsoleFrame({ nav, children }: ConsoleFrameProps) {
  return (
    <div
      data-slot="console-frame"
      className="lu:flex lu:min-h-[calc(100dvh-4rem)] lu:flex-col lu:lg:flex-row"
    >
      {nav}
      <div className="lu:min-w-0 lu:flex-1">{children}</div>
    </div>
  );
}
