import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileExport } from '@tabler/icons-react';
import { fileNameOf, saveBlob } from '@/kit/blob';

/** Downloads an Excel (or any file) call, named as the server says in Content-Disposition. */
export function ExportButton({ label = '导出 Excel', fallbackName, download, disabled }: {
  label?: string;
  fallbackName: string;
  download: () => Promise<{ data?: unknown; response: Response }>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data, response } = await download();
      if (!(data instanceof Blob) || data.size === 0) throw new Error('导出的文件为空');
      const name = fileNameOf(response, fallbackName);
      saveBlob(data, name);
      notifications.show({ color: 'green', message: `已导出：${name}` });
    } catch (e) {
      notifications.show({ color: 'red', title: '导出失败', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="light" leftSection={<IconFileExport size={16} />} loading={busy} disabled={disabled} onClick={() => void run()}>{label}</Button>;
}
