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
    <div
      data-slot="chat-screen"
      className={cn('lu:bg-background lu:flex lu:h-dvh lu:flex-col', className)}
    >
      <header className="lu:border-border lu:bg-surface lu:flex lu:h-14 lu:shrink-0 lu:items-center lu:gap-2 lu:border-b lu:px-2 lu:sm:px-4">
        <Link
          href={back.href}
          aria-label={back.label}
          className="lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:inline-flex lu:size-9 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-md"
        >
          <ArrowLeft aria-hidden="true" className="lu:size-5" />
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
                className="lu:size-8 lu:shrink-0 lu:rounded-lg"
              />
            ) : null}
            <h1 className="lu:text-foreground lu:min-w-0 lu:flex-1 lu:truncate lu:text-base lu:font-semibold">
              {title}
            </h1>
          </>
        ) : loading ? (
          <span aria-hidden="true" className="lu:flex lu:flex-1 lu:items-center lu:gap-2">
            <Skeleton className="lu:size-8 lu:rounded-lg" />
            <Skeleton className="lu:h-4 lu:w-32" />
          </span>
        ) : (
          <span className="lu:flex-1" />
        )}
        {actions}
      </header>
      {children}
    </div>
  );
}
