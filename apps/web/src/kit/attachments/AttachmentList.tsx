import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { components } from '@tzsb/sdk';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { useScreenLayout } from '@/platform/screen-layout';

type Attachment = components['schemas']['Attachment'];
const sizeLabel = (n?: number) =>
  n === undefined
    ? '—'
    : n > 1024 * 1024
      ? `${(n / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(n / 1024))} KB`;

interface AttachmentListProps {
  files: readonly Attachment[];
  empty?: string;
  /** Offers 删除 on each file (the caller confirms and deletes). */
  onDelete?: (file: Attachment) => void;
}

function DeleteButton({ file, onDelete }: { file: Attachment; onDelete: (file: Attachment) => void }) {
  return (
    <Tooltip label="删除">
      <ActionIcon color="red" variant="subtle" aria-label={`删除 ${file.fileName}`} onClick={() => onDelete(file)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A record's attachments (download by attsysid). On a phone each file is a card: its name on a line
 * of its own and what else is known below it, where a table's five columns left the name one or two
 * characters a line.
 */
export function AttachmentList({ files, empty = '暂无附件', onDelete }: AttachmentListProps) {
  const { phone } = useScreenLayout();
  if (!files.length)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label="附件">
        {files.map((f) => (
          <Paper key={f.attsysid} withBorder p="sm" role="listitem" aria-label={f.fileName}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <AttachmentLink attsysid={f.attsysid} fileName={f.fileName} />
              </Text>
              {onDelete && <DeleteButton file={f} onDelete={onDelete} />}
            </Group>
            <Text size="xs" c="dimmed">
              {f.attType ?? '—'} · {sizeLabel(f.fileSize)}
            </Text>
            <Text size="xs" c="dimmed">
              {f.uploadTime ?? '—'} · {f.uploader ?? '—'}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table striped fz="sm" withTableBorder aria-label="附件">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>文件名</Table.Th>
          <Table.Th w={140}>类别</Table.Th>
          <Table.Th w={90}>大小</Table.Th>
          <Table.Th w={170}>上传时间</Table.Th>
          <Table.Th w={90}>上传人</Table.Th>
          {onDelete && <Table.Th w={60}>操作</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((f) => (
          <Table.Tr key={f.attsysid}>
            <Table.Td>
              <AttachmentLink attsysid={f.attsysid} fileName={f.fileName} />
            </Table.Td>
            <Table.Td>{f.attType ?? '—'}</Table.Td>
            <Table.Td>{sizeLabel(f.fileSize)}</Table.Td>
            <Table.Td>{f.uploadTime ?? '—'}</Table.Td>
            <Table.Td>{f.uploader ?? '—'}</Table.Td>
            {onDelete && (
              <Table.Td>
                <DeleteButton file={f} onDelete={onDelete} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
