import { Alert, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';

/** 已恢复未保存的内容: a form shows what it restored from its local draft, and offers to give it up. */
export function DraftRestoredAlert({
  savedAt,
  onDiscard,
  note,
}: {
  savedAt: number;
  onDiscard: () => void;
  note?: string;
}) {
  return (
    <Alert color="blue" title="已恢复未保存的内容" data-testid="draft-restored">
      <Group justify="space-between">
        <Text size="sm">
          上次填写于 {dayjs(savedAt).format('YYYY-MM-DD HH:mm:ss')}，尚未保存。{note}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onDiscard}>
          放弃草稿
        </Button>
      </Group>
    </Alert>
  );
}
