import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { downloadBlob, fileNameOf } from '@/kit/blob';
import { useScreenLayout } from '@/platform/screen-layout';

/** A binary call of the SDK (`parseAs: 'blob'`): what a PDF button runs. */
export type PdfCall = () => Promise<{ data?: unknown; response: Response }>;

/**
 * A PDF file in the page: a dialog that fetches the file through the SDK (the session goes with it),
 * shows it in an embedded viewer and offers the download. The blob address is released on close.
 * On a phone (below the theme's `sm`) it fills the screen, the download button at hand.
 */
export function PdfPreview({
  opened,
  onClose,
  title,
  load,
  fileName,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  load: PdfCall;
  fileName: string;
}) {
  const { phone } = useScreenLayout();
  const [state, setState] = useState<{ url?: string; name?: string; error?: string }>({});
  useEffect(() => {
    if (!opened) return;
    let url: string | undefined;
    let live = true;
    setState({});
    load()
      .then(({ data, response }) => {
        if (!(data instanceof Blob) || data.size === 0) throw new Error('服务器返回的文件为空');
        url = URL.createObjectURL(
          data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' }),
        );
        if (live) setState({ url, name: fileNameOf(response, fileName) });
      })
      .catch((e: unknown) => {
        if (live) setState({ error: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps -- loads once per opening; `load` is a new function each render

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={6} wrap="nowrap">
          <IconFileTypePdf size={18} />
          <Text fw={600}>{title}</Text>
        </Group>
      }
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': '关闭预览' }}
    >
      <Stack gap="sm">
        {state.error && (
          <Alert color="red" role="alert" title="文件打开失败">
            {state.error}
          </Alert>
        )}
        {!state.error && !state.url && (
          <Center h={480}>
            <Loader aria-label="正在加载文件" />
          </Center>
        )}
        {state.url && (
          <iframe
            title={`${title}预览`}
            src={state.url}
            style={{
              width: '100%',
              height: phone ? 'calc(100dvh - 150px)' : '70vh',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 4,
            }}
          />
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {state.name ?? fileName}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              关闭
            </Button>
            <PdfDownloadButton load={load} fileName={fileName} />
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Downloads a PDF through the SDK; a failure is shown as a notification. */
export function PdfDownloadButton({
  load,
  fileName,
  label = '下载 PDF',
  size,
  variant = 'light',
}: {
  load: PdfCall;
  fileName: string;
  label?: string;
  size?: 'xs' | 'sm';
  variant?: 'light' | 'default' | 'filled' | 'subtle';
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadBlob(load, fileName);
      notifications.show({ color: 'green', message: `已下载：${name}` });
    } catch (e) {
      notifications.show({ color: 'red', title: '下载失败', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconDownload size={14} />}
      loading={busy}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
