import { Suspense, lazy, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from './api';
import classes from './MessageCenter.module.css';

// The drawer (and what it lists with) loads when the bell is first pressed.
const MessageDrawer = lazy(() => import('./MessageDrawer'));

/**
 * The message centre: a bell in the header with the unit's unread count, opening the drawer of its
 * messages.
 */
export function MessageCenter({ phone }: { phone?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const unread = useUnreadCount(true);
  const count = unread.data ?? 0;
  return (
    <>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={16}
        color="red"
        offset={6}
        disabled={!count}
        data-testid="message-count"
      >
        <ActionIcon
          variant="subtle"
          color="white"
          size={phone ? 'xl' : 'lg'}
          aria-label={count ? `消息中心（${count} 条未读）` : '消息中心'}
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
          className={classes.bell}
        >
          <IconBell size={phone ? 24 : 20} color="white" />
        </ActionIcon>
      </Indicator>
      {loaded && (
        <Suspense fallback={null}>
          <MessageDrawer opened={opened} onClose={() => setOpened(false)} unread={count} phone={phone} />
        </Suspense>
      )}
    </>
  );
}
