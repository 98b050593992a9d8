/** MSW handlers of the notification centre. */
import { delay, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import { notificationFixtures } from '../notification-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

const unreadOf = (items = notificationFixtures) => items.filter((item) => !item.readAt).length;

function listOf(items: typeof notificationFixtures, request: Request) {
  const filter = new URL(request.url).searchParams.get('filter');
  const shown = filter === 'unread' ? items.filter((item) => !item.readAt) : items;
  return ok({ ...pageOfItems(shown, request, 20), unread: unreadOf(items) });
}

export const notificationHandlers = {
  list: {
    ok: http.get(any(endpoints.notifications.path), ({ request }) =>
      listOf(notificationFixtures, request),
    ),
    of: (items: typeof notificationFixtures) =>
      http.get(any(endpoints.notifications.path), ({ request }) => listOf(items, request)),
    empty: http.get(any(endpoints.notifications.path), ({ request }) =>
      ok({ ...pageOfItems([], request, 20), unread: 0 }),
    ),
    loading: http.get(any(endpoints.notifications.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.notifications.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  unread: {
    ok: http.get(any(endpoints.unreadNotifications.path), () => ok({ unread: unreadOf() })),
    none: http.get(any(endpoints.unreadNotifications.path), () => ok({ unread: 0 })),
    many: http.get(any(endpoints.unreadNotifications.path), () => ok({ unread: 128 })),
  },
  markRead: {
    ok: http.post(any(endpoints.markNotificationsRead.path), () => ok({ unread: 0 })),
    error: http.post(any(endpoints.markNotificationsRead.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
};
