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
    <div data-slot="app-shell" className="flex min-h-dvh flex-col">
      {header ? (
        <a
          href="#main"
          className="bg-surface text-foreground sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLabel ?? t`跳到主要内容`}
        </a>
      ) : null}
      {header}
      <main id="main" className="flex-1">
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
    <div data-slot="console-frame" className="flex min-h-[calc(100dvh-4rem)] flex-col lg:flex-row">
      {nav}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
