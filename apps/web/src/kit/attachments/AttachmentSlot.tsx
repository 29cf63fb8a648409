import { useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, FileButton, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { progressFetch } from '@tzsb/sdk';
import { useDeleteAttachment, useUploadAttachment } from './api';

/** One uploaded file of a slot, as kept in a form value (and so in its local draft). */
export interface SlotFile {
  attsysid: string;
  fileName: string;
  fileSize?: number;
}

/** A slot's files are kept in one text form value (JSON), so drafts and form state hold them. */
const slotFiles = (value: string | undefined): SlotFile[] => {
  try {
    const v = JSON.parse(value || '[]') as unknown;
    return Array.isArray(v) ? (v as SlotFile[]) : [];
  } catch {
    return [];
  }
};
export const slotIds = (value: string | undefined) => slotFiles(value).map((f) => f.attsysid);

const sizeLabel = (n?: number) =>
  n === undefined
    ? ''
    : n > 1024 * 1024
      ? `${(n / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * One required document of an application (营业执照, 授权委托书): uploads to the record's
 * client-generated `attrefsysid` with the slot's `attType`, shows what was uploaded with a progress
 * bar, and removes a file again. Works before an account exists (public applications).
 */
export function AttachmentSlot({
  label,
  attType,
  attrefsysid,
  value,
  onChange,
  error,
  required,
  description,
  accept = 'image/*,.pdf',
}: {
  label: string;
  attType: string;
  attrefsysid: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  accept?: string;
}) {
  const upload = useUploadAttachment(attrefsysid);
  const remove = useDeleteAttachment(attrefsysid);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const files = slotFiles(value);

  const send = async (file: File) => {
    setFailure(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      const att = await upload.mutateAsync({
        file,
        attType,
        fetch: progressFetch((percent) => setProgress({ name: file.name, percent })),
      });
      onChange(
        JSON.stringify([
          ...slotFiles(value),
          { attsysid: att?.attsysid ?? '', fileName: file.name, fileSize: file.size },
        ]),
      );
    } catch (e) {
      setFailure(`${file.name}：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setProgress(null);
      resetRef.current?.();
    }
  };

  const drop = async (f: SlotFile) => {
    setFailure(null);
    try {
      await remove.mutateAsync(f.attsysid);
      onChange(JSON.stringify(files.filter((x) => x.attsysid !== f.attsysid)));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      description={description}
      error={failure ?? error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-field={attType}
    >
      <Paper
        withBorder
        p="sm"
        radius="sm"
        mt={4}
        style={error && !failure ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Stack gap="xs">
          {files.map((f) => (
            <Group key={f.attsysid} justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <IconFile size={16} />
                <Text size="sm">{f.fileName}</Text>
                <Text size="xs" c="dimmed">
                  {sizeLabel(f.fileSize)}
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`删除 ${f.fileName}`}
                onClick={() => void drop(f)}
                loading={remove.isPending}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {progress && <Progress value={progress.percent} animated aria-label={`${progress.name} 上传进度`} />}
          <Group gap="sm">
            <FileButton
              resetRef={resetRef}
              accept={accept}
              onChange={(file) => {
                if (file) void send(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  loading={!!progress}
                >
                  {files.length ? '继续上传' : `上传${label}`}
                </Button>
              )}
            </FileButton>
            {!files.length && (
              <Text size="xs" c="dimmed">
                支持 jpg、png、pdf，单个文件不超过 20 MB
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
