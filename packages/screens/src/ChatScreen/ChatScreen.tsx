import { cn, LazyImage, Link, Skeleton } from '@legion/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ChatScreenProps {
  /** where the back arrow leads, and what it says to screen readers */
  back: { href: string; label: string };
  /** the agent's name, the page's heading; none while it loads or when there is no agent */
  title?: ReactNode | undefined;
  /** the agent's logo beside its name */
  logo?: string | undefined;
  /** the agent is on its way: grey shapes where its logo and name will be */
  loading?: boolean;
  /** buttons at the end of the header, e.g. clearing the conversation */
  actions?: ReactNode;
  /** the thread and the composer, or a message that takes their place */
  children: ReactNode;
  className?: string;
}

/**
 * A full-height chat screen, as a phone shows it: a header with a way back, the agent's logo
 * and name and its actions, then the conversation filling the rest.
 */
export function ChatScreen({
  back,
  title,
  logo,
  loading = false,
  actions,
  children,
  className,
}: ChatScreenProps) {
  return (
    <div data-slot="chat-screen" className={cn('bg-background flex h-dvh flex-col', className)}>
      <header className="border-border bg-surface flex h-14 shrink-0 items-center gap-2 border-b px-2 sm:px-4">
        <Link
          href={back.href}
          aria-label={back.label}
          className="text-muted-foreground hover:bg-muted hover:text-foreground inline-flex size-9 shrink-0 items-center justify-center rounded-md"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {title ? (
          <>
            {logo ? (
              <LazyImage
                src={logo}
                alt=""
                width={32}
                height={32}
                eager
                className="size-8 shrink-0 rounded-lg"
              />
            ) : null}
            <h1 className="text-foreground min-w-0 flex-1 truncate text-base font-semibold">
              {title}
            </h1>
          </>
        ) : loading ? (
          <span aria-hidden="true" className="flex flex-1 items-center gap-2">
            <Skeleton className="size-8 rounded-lg" />
            <Skeleton className="h-4 w-32" />
          </span>
        ) : (
          <span className="flex-1" />
        )}
        {actions}
      </header>
      {children}
    </div>
  );
}
