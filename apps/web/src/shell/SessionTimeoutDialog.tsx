import { Button, Group, Modal, Text } from '@mantine/core';

/** The session-timeout warning's dialog: what is left, 继续使用 and 退出登录. */
export default function SessionTimeoutDialog({
  left,
  busy,
  onKeepGoing,
  onLogout,
}: {
  left: string;
  busy: boolean;
  onKeepGoing: () => void;
  onLogout: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onKeepGoing}
      title="登录即将过期"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Text size="sm" mb="md">
        由于长时间未操作，登录将在 <b>{left}</b> 后过期。过期后需要重新登录，未保存的内容会存为本机草稿。
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onLogout}>
          退出登录
        </Button>
        <Button onClick={onKeepGoing} loading={busy} data-autofocus>
          继续使用
        </Button>
      </Group>
    </Modal>
  );
}
