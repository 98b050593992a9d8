export { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
export { NotificationList, type NotificationListProps } from './NotificationList.tsx';
export { type NotificationText, useNotificationText } from './notification-text.ts';
