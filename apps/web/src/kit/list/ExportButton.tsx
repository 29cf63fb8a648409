import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileExport } from '@tabler/icons-react';
import { fileNameOf, saveBlob } from '@/kit/blob';

/**
 * Downloads an Excel (or any file) call, named as the server says in Content-Disposition. An export
 * of a list that shows personal data masked keeps it whole (the company's own records) and says so
 * (`personalData`).
 */
export function ExportButton({
  label = '导出 Excel',
  fallbackName,
  download,
  disabled,
  personalData,
}: {
  label?: string;
  /** The file holds full citizen ID and mobile numbers, which the list shows masked. */
  personalData?: boolean;
  fallbackName: string;
  download: () => Promise<{ data?: unknown; response: Response }>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
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
  return (
    <Button
      variant="light"
      leftSection={<IconFileExport size={16} />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
      title={personalData ? '导出的文件含完整身份证号和手机号码（本单位记录），请妥善保管' : undefined}
    >
      {personalData ? `${label}（含完整个人信息）` : label}
    </Button>
  );
}
