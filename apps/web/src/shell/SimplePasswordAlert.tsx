import { memo } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@tzsb/sdk';

/** 友情提醒: shown on entering the shell while the simple-password flag is set (memoised: the shell re-renders per page). */
export const SimplePasswordAlert = memo(function SimplePasswordAlert({
  opened,
  onChangePassword,
  onLater,
}: {
  opened: boolean;
  onChangePassword: () => void;
  onLater: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onLater}
      title={
        <Group gap={6}>
          <IconAlertTriangle color="var(--mantine-color-red-6)" size={20} />
          <Text fw={600}>{MESSAGES.simplePasswordTitle}</Text>
        </Group>
      }
      centered
    >
      <Text size="sm">{MESSAGES.simplePasswordBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onLater}>
          稍后修改
        </Button>
        <Button color="red" onClick={onChangePassword}>
          立即修改密码
        </Button>
      </Group>
    </Modal>
  );
});
