/**
 * The notification centre: all or only the unread, newest first; each says what happened and
 * leads to it (opening one marks it read), the unread ones marked and with "标为已读", and
 * "全部标为已读" above.
 */
import {
  NOTIFICATION_FILTERS,
  type Notification,
  type NotificationFilter,
  type NotificationPage,
} from '@legion/api';
import { Button, cn, EmptyState, Link, ListPanel, Segmented } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import {
  Activity,
  BadgeCheck,
  Bell,
  CheckCheck,
  CircleX,
  EyeOff,
  Inbox,
  Sparkles,
  Unplug,
  UserMinus,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useNotificationText } from './notification-text.ts';

export type NotificationListProps = {
  notifications?: NotificationPage | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  filter: NotificationFilter;
  onFilterChange: (filter: NotificationFilter) => void;
  onPageChange: (page: number) => void;
  onMarkRead: (ids: string[]) => void;
  onMarkAllRead: () => void;
  /** a mark is on its way: the buttons wait */
  marking?: boolean;
};

function iconOf(item: Notification): ReactNode {
  const props = { 'aria-hidden': true, className: 'lu:size-4' } as const;
  switch (item.kind) {
    case 'application-decided':
    case 'agent-decided':
    case 'legion-decided':
      return item.decision === 'approved' ? <BadgeCheck {...props} /> : <CircleX {...props} />;
    case 'team-added':
      return <UserPlus {...props} />;
    case 'team-removed':
      return <UserMinus {...props} />;
    case 'agent-updated':
      return <Sparkles {...props} />;
    case 'submission-waiting':
      return <Inbox {...props} />;
    case 'review-hidden':
      return <EyeOff {...props} />;
    case 'agent-down':
      return <Unplug {...props} />;
    case 'agent-recovered':
      return <Activity {...props} />;
  }
}

const toneOf = (item: Notification) =>
  item.decision === 'rejected' || item.kind === 'review-hidden' || item.kind === 'agent-down'
    ? 'lu:bg-danger/10 lu:text-danger'
    : item.decision === 'approved' || item.kind === 'agent-recovered'
      ? 'lu:bg-success/15 lu:text-success-strong'
      : 'lu:bg-primary-soft lu:text-primary';

export function NotificationList({
  notifications,
  loading = false,
  error = false,
  onRetry = () => {},
  filter,
  onFilterChange,
  onPageChange,
  onMarkRead,
  onMarkAllRead,
  marking = false,
}: NotificationListProps) {
  const { t, i18n } = useLingui();
  const textOf = useNotificationText();
  const labels: Record<NotificationFilter, string> = { all: t`全部`, unread: t`未读` };
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const unreadCount = notifications?.unread ?? 0;
  return (
    <ListPanel
      data-slot="notification-list"
      filter={
        <div className="lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-3">
          <Segmented
            label={t`筛选通知`}
            options={NOTIFICATION_FILTERS.map((value) => ({
              value,
              label:
                value === 'unread' && unreadCount > 0
                  ? `${labels[value]} ${unreadCount}`
                  : labels[value],
            }))}
            value={filter}
            onChange={onFilterChange}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={marking || unreadCount === 0}
            onClick={onMarkAllRead}
          >
            <CheckCheck aria-hidden="true" />
            {t`全部标为已读`}
          </Button>
        </div>
      }
      page={notifications}
      loading={loading}
      error={error ? t`通知加载失败` : null}
      onRetry={onRetry}
      loadingLabel={t`正在加载通知`}
      empty={
        <EmptyState
          icon={<Bell aria-hidden="true" />}
          title={filter === 'unread' ? t`没有未读通知` : t`还没有通知`}
          description={t`审核结果、团队变动和你订阅的智能体的新版本会出现在这里。`}
        />
      }
      onPageChange={onPageChange}
    >
      <ul aria-label={t`通知列表`}>
        {notifications?.items.map((item) => {
          const text = textOf(item);
          const unread = item.readAt === null;
          const title = item.link ? (
            <Link
              href={item.link}
              onClick={() => (unread ? onMarkRead([item.id]) : undefined)}
              className="lu:text-foreground lu:hover:underline"
            >
              {text.title}
            </Link>
          ) : (
            <span className="lu:text-foreground">{text.title}</span>
          );
          return (
            <li
              key={item.id}
              data-unread={unread || undefined}
              className={cn('lu:flex lu:gap-3 lu:p-4', unread && 'lu:bg-primary-soft/40')}
            >
              <span
                className={cn(
                  'lu:flex lu:size-8 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-full',
                  toneOf(item),
                )}
              >
                {iconOf(item)}
              </span>
              <div className="lu:min-w-0 lu:flex-1 lu:space-y-1">
                <p className={cn('lu:text-sm lu:break-words', unread && 'lu:font-medium')}>
                  {unread ? <span className="lu:sr-only">{t`未读：`}</span> : null}
                  {title}
                </p>
                {text.detail ? (
                  <p className="lu:text-muted-foreground lu:text-sm lu:break-words">
                    {text.detail}
                  </p>
                ) : null}
                <div className="lu:text-muted-foreground lu:flex lu:flex-wrap lu:items-center lu:gap-x-3 lu:gap-y-1 lu:text-xs">
                  <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
                  {unread ? (
                    <Button
                      variant="link"
                      size="sm"
                      disabled={marking}
                      onClick={() => onMarkRead([item.id])}
                      className="lu:h-auto lu:px-0 lu:text-xs"
                    >
                      {t`标为已读`}
                      <span className="lu:sr-only">{text.title}</span>
                    </Button>
                  ) : null}
                </div>
              </div>
              {unread ? (
                <span
                  aria-hidden="true"
                  className="lu:bg-primary lu:mt-2 lu:size-2 lu:shrink-0 lu:rounded-full"
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </ListPanel>
  );
}
