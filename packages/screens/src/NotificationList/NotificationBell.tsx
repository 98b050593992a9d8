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
        'text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring relative inline-flex size-9 shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="bg-danger text-danger-foreground absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full px-1 text-center text-[0.6875rem] leading-4.5 font-semibold"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
