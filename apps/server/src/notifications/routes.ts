import { endpoints } from '@legion/api';
import { type Mount, signedIn } from '../http/endpoint.ts';
import type { NotificationsService } from './service.ts';

export function mountNotifications(mount: Mount, notifications: NotificationsService) {
  mount(endpoints.notifications, ({ input, user }) => notifications.list(signedIn(user).id, input));
  mount(endpoints.unreadNotifications, ({ user }) => notifications.unread(signedIn(user).id));
  mount(endpoints.markNotificationsRead, ({ input, user }) =>
    notifications.markRead(signedIn(user).id, input),
  );
}
