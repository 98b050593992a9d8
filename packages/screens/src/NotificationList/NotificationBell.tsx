/**
 * The header's bell: a link to the notification centre with the number of unread ones (99+
 * beyond 99), said in its accessible name.
 */

import { cn, Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';

export type NotificationBellProps = {
  href: string;
  /** unread notifications; nothing shown while unknown or 0 */
  unread?: number | undefined;
  className?: string;
};

export function NotificationBell({ href, unread = 0, className }: NotificationBellProps) {
  const { t } = useLingui();
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      href={href}
      data-slot="notification-bell"
      // the badge's text is part of the name (99+ past 99), as what is seen must be
      aria-label={unread > 0 ? t`通知，${shown} 条未读` : t`通知`}
      className={cn(
        'lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:focus-visible:outline-ring lu:relative lu:inline-flex lu:size-9 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-md lu:transition-colors lu:focus-visible:outline-2 lu:focus-visible:outline-offset-2',
        className,
      )}
    >
      <Bell aria-hidden="true" className="lu:size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="lu:bg-danger lu:text-danger-foreground lu:absolute lu:-top-0.5 lu:-right-0.5 lu:min-w-4.5 lu:rounded-full lu:px-1 lu:text-center lu:text-[0.6875rem] lu:leading-4.5 lu:font-semibold"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
