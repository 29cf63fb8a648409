import { useRef, useState } from 'react';
import { Alert, Button, Center, FileButton, Group, Image, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile, IconUpload } from '@tabler/icons-react';
import { progressFetch } from '@tzsb/sdk';
import { QueryState } from '@/kit/QueryState';
import { AttachmentList } from './AttachmentList';
import { useAttachments, useDeleteAttachment, useUploadAttachment, useUploadQrcode } from './api';

interface Uploading {
  name: string;
  percent: number;
  error?: string;
  file: File;
}

/**
 * The attachments of any record: upload with a progress bar per file, list, download by attsysid,
 * delete with confirmation, and 手机上传 (a QR code for the phone; the list refreshes while open).
 */
export function AttachmentPanel({
  attrefsysid,
  readOnly,
  attType,
}: {
  attrefsysid: string;
  readOnly?: boolean;
  attType?: string;
}) {
  const [qrOpen, setQrOpen] = useState(false);
  const list = useAttachments(attrefsysid, qrOpen ? 3000 : false);
  const upload = useUploadAttachment(attrefsysid);
  const remove = useDeleteAttachment(attrefsysid);
  const qr = useUploadQrcode(attrefsysid, qrOpen);
  const [uploads, setUploads] = useState<Uploading[]>([]);
  // The list stops following the phone when the QR code closes: read once more, so a file sent
  // just before is there.
  const closeQr = () => {
    setQrOpen(false);
    void list.refetch();
  };
  const resetRef = useRef<() => void>(null);

  const send = async (file: File) => {
    const update = (patch: Partial<Uploading>) =>
      setUploads((u) => u.map((x) => (x.file === file ? { ...x, ...patch } : x)));
    setUploads((u) => [...u.filter((x) => x.file !== file), { name: file.name, percent: 0, file }]);
    try {
      await upload.mutateAsync({ file, attType, fetch: progressFetch((percent) => update({ percent })) });
      setUploads((u) => u.filter((x) => x.file !== file));
      notifications.show({ color: 'green', message: `已上传：${file.name}` });
    } catch (e) {
      update({ error: e instanceof Error ? e.message : String(e) });
    }
  };

  const confirmDelete = (attsysid: string, name: string) =>
    modals.openConfirmModal({
      title: '删除附件',
      children: <Text size="sm">确定删除附件「{name}」吗？删除后不可恢复。</Text>,
      labels: { confirm: '删除', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(attsysid, {
          onSuccess: () => notifications.show({ color: 'green', message: '附件已删除' }),
          onError: (e) => notifications.show({ color: 'red', title: '删除失败', message: e.message }),
        }),
    });

  return (
    <Stack gap="sm" data-testid="attachment-panel">
      {!readOnly && (
        <Group gap="xs">
          <FileButton
            resetRef={resetRef}
            multiple
            onChange={(files) => {
              files.forEach((f) => void send(f));
              resetRef.current?.();
            }}
          >
            {(props) => (
              <Button {...props} size="xs" leftSection={<IconUpload size={14} />}>
                上传附件
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDeviceMobile size={14} />}
            onClick={() => setQrOpen(true)}
          >
            手机上传
          </Button>
        </Group>
      )}
      {uploads.map((u) => (
        <Stack key={u.name} gap={4} data-testid="upload-progress">
          <Group justify="space-between">
            <Text size="sm">{u.name}</Text>
            {u.error ? (
              <Button size="compact-xs" variant="light" color="red" onClick={() => void send(u.file)}>
                重试
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {u.percent}%
              </Text>
            )}
          </Group>
          {u.error ? (
            <Alert color="red" p="xs">
              {u.error}
            </Alert>
          ) : (
            <Progress value={u.percent} animated aria-label={`${u.name} 上传进度`} />
          )}
        </Stack>
      ))}
      <QueryState query={list} isEmpty={(d) => !d.length} empty="暂无附件" minHeight={60}>
        {(files) => (
          <AttachmentList
            files={files}
            onDelete={readOnly ? undefined : (f) => confirmDelete(f.attsysid, f.fileName)}
          />
        )}
      </QueryState>
      <Modal opened={qrOpen} onClose={closeQr} title="手机上传附件" centered>
        <Stack align="center">
          <Text size="sm" c="dimmed" ta="center">
            请用手机扫描二维码，拍照或选择文件上传。上传完成后本页列表会自动刷新。
          </Text>
          <Center w={220} h={220}>
            {qr.isPending ? (
              <Loader />
            ) : qr.isError ? (
              <Text c="red" size="sm">
                {qr.error.message}
              </Text>
            ) : (
              <Image src={qr.data} alt="手机上传二维码" w={220} h={220} />
            )}
          </Center>
          <Text size="xs" c="dimmed">
            已上传 {list.data?.length ?? 0} 个附件
          </Text>
          <Button variant="default" onClick={closeQr}>
            完成
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
