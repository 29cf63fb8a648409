import { useState } from 'react';
import {
  Badge,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { QueryState } from '@/kit/QueryState';
import { useMessages, useReadMessages, type Message, type MessageFilter } from './api';
import { messageLink } from './links';
import classes from './MessageCenter.module.css';

const TYPE_COLORS: Record<Message['msgType'], string> = {
  apply: 'blue',
  account: 'violet',
  payment: 'teal',
  issue: 'green',
  due: 'orange',
};

const failed = (e: unknown) =>
  notifications.show({
    color: 'red',
    title: '操作失败',
    message: e instanceof Error ? e.message : MESSAGES.serverError,
  });

function MessageItem({ message, onOpen }: { message: Message; onOpen: (m: Message, to?: string) => void }) {
  const { session } = usePlatform();
  const to = messageLink(message, (k) => session.canAccess(k));
  const unread = message.readFlag === '0';
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(message, to)}
      data-testid="message-item"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden data-unread={unread || undefined} />
        <Stack gap={2} miw={0} flex={1}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={unread ? 700 : 500} className={classes.title}>
              {unread && <VisuallyHidden>未读：</VisuallyHidden>}
              {message.title}
            </Text>
            <Badge size="xs" variant="light" color={TYPE_COLORS[message.msgType]} className={classes.badge}>
              {message.msgTypeName}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {message.content}
          </Text>
          <Group gap="xs" justify="space-between">
            <Text size="xs" c="dimmed">
              {message.createDate}
            </Text>
            {to && (
              <Text size="xs" c="blue.8">
                查看
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The message centre's drawer: the unit's messages (unread or all) newest first. Opening one marks
 * it read and goes to the record it names, where the role may open that page; 全部标为已读 marks
 * every one. At phone width it fills the screen. Loaded the first time the bell is pressed.
 */
export default function MessageDrawer({
  opened,
  onClose,
  unread,
  phone,
}: {
  opened: boolean;
  onClose: () => void;
  unread: number;
  phone?: boolean;
}) {
  const [filter, setFilter] = useState<MessageFilter>('unread');
  const list = useMessages(filter, opened);
  const read = useReadMessages();
  const navigate = useNavigate();

  const open = (m: Message, to?: string) => {
    if (m.readFlag === '0') read.mutate([m.id], { onError: failed });
    if (to) {
      onClose();
      navigate(to);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 420}
      title="消息中心"
      closeButtonProps={{ 'aria-label': '关闭消息中心' }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => setFilter(v as MessageFilter)}
          data={[
            { value: 'unread', label: unread ? `未读（${unread}）` : '未读' },
            { value: 'all', label: '全部' },
          ]}
          aria-label="显示哪些消息"
        />
        <Button
          size="xs"
          variant="subtle"
          disabled={!unread}
          loading={read.isPending && read.variables === 'all'}
          onClick={() =>
            read.mutate('all', {
              onSuccess: () => notifications.show({ color: 'green', message: '已将全部消息标为已读' }),
              onError: failed,
            })
          }
        >
          全部标为已读
        </Button>
      </Group>
      <QueryState
        query={list}
        isEmpty={(d) => !d.pages[0]?.count}
        empty={filter === 'unread' ? '没有未读消息' : '暂无消息'}
      >
        {(d) => (
          <Stack gap={0} role="list" aria-label={filter === 'unread' ? '未读消息' : '全部消息'}>
            {d.pages.flatMap((p) =>
              p.list.map((m) => (
                <div role="listitem" key={m.id}>
                  <MessageItem message={m} onOpen={open} />
                </div>
              )),
            )}
            {list.hasNextPage && (
              <Button
                variant="subtle"
                size="xs"
                mt="xs"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                加载更多
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
