/**
 * The notification centre's data: the unread count for the header's bell (asked again every
 * minute and when the tab comes back), the list with its filter and page in the address
 * (?filter=unread&page=2), and marking read, which the bell follows at once.
 */
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';

const KEY = 'notifications';
const isFilter = (value: string | null): value is NotificationFilter =>
  (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '');

export function useUnreadNotifications(signedIn: boolean) {
  return useQuery({
    queryKey: [KEY, 'unread'],
    queryFn: () => api.call('unreadNotifications'),
    enabled: signedIn,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: NotificationFilter = isFilter(raw) ? raw : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: [KEY, 'list', filter, page],
    queryFn: () => api.call('notifications', { filter, page }),
    placeholderData: keepPreviousData,
  });
  const mark = useMutation({
    mutationFn: (input: { ids: string[] } | { all: true }) =>
      api.call('markNotificationsRead', input),
    onSuccess: (answer) => {
      queryClient.setQueryData([KEY, 'unread'], answer);
      void queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
    onError: () => toast.error(t`没有标记成功，请稍后再试`),
  });
  return {
    list,
    filter,
    setFilter: (next: NotificationFilter) =>
      setParams(next === 'all' ? {} : { filter: next }, { replace: true }),
    setPage: (next: number) =>
      setParams({ ...(filter === 'all' ? {} : { filter }), page: String(next) }),
    markRead: (ids: string[]) => mark.mutate({ ids }),
    markAllRead: () => mark.mutate({ all: true }),
    marking: mark.isPending,
  };
}
