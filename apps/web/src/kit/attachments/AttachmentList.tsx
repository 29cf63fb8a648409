import { Table, Text } from '@mantine/core';
import type { components } from '@tzsb/sdk';
import { AttachmentLink } from '@/kit/AttachmentLink';

type Attachment = components['schemas']['Attachment'];
const sizeLabel = (n?: number) =>
  n === undefined
    ? '—'
    : n > 1024 * 1024
      ? `${(n / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(n / 1024))} KB`;

/** A record's attachments as its detail call returns them (read-only; download by attsysid). */
export function AttachmentList({ files, empty = '暂无附件' }: { files: readonly Attachment[]; empty?: string }) {
  if (!files.length)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Table striped fz="sm" withTableBorder aria-label="附件">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={160}>类别</Table.Th>
          <Table.Th>文件名</Table.Th>
          <Table.Th w={90}>大小</Table.Th>
          <Table.Th w={170}>上传时间</Table.Th>
          <Table.Th w={90}>上传人</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((f) => (
          <Table.Tr key={f.attsysid}>
            <Table.Td>{f.attType ?? '—'}</Table.Td>
            <Table.Td>
              <AttachmentLink attsysid={f.attsysid} fileName={f.fileName} />
            </Table.Td>
            <Table.Td>{sizeLabel(f.fileSize)}</Table.Td>
            <Table.Td>{f.uploadTime ?? '—'}</Table.Td>
            <Table.Td>{f.uploader ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
