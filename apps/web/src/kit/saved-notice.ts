import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

/**
 * The id of the notice a save of the form titled `title` shows. The follow-up of the same save (the
 * user moved on before the answer: a link to the record) takes that notice over, so one save is said
 * once, not in two notices with the same words.
 */
export const savedNoticeId = (title: string) => `saved-${title}`;

/** Shows a notice, or turns the one shown (or queued) with its id into it. */
export function showOrUpdate(notice: NotificationData & { id: string }) {
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((n) => n.id === notice.id)) notifications.update(notice);
  else notifications.show(notice);
}
