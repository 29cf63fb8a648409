import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

/** The notification container, loaded after the first page is up (notifications queue until then). */
export default function NotificationsHost() {
  return <Notifications position="top-center" />;
}
