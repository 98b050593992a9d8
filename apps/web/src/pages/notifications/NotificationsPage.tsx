/**
 * The notification centre (/notifications): what the platform told the person —
 * decisions, team changes, new versions of what they subscribe to, submissions waiting (admins)
 * and moderation — read and unread.
 */
import { NotificationList } from '@legion/screens';
import { PageContainer, PageHeader } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useNotifications } from '../../features/notifications.ts';

export default function NotificationsPage() {
  const { t } = useLingui();
  const { list, filter, setFilter, setPage, markRead, markAllRead, marking } = useNotifications();
  return (
    <PageContainer>
      <PageHeader
        title={t`通知`}
        description={t`审核结果、团队变动、你订阅的智能体的新版本，以及需要你处理的事。`}
      />
      <NotificationList
        notifications={list.data}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        filter={filter}
        onFilterChange={setFilter}
        onPageChange={setPage}
        onMarkRead={markRead}
        onMarkAllRead={markAllRead}
        marking={marking}
      />
    </PageContainer>
  );
}
