import { useState } from 'react';
import { Anchor, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePlatform } from '@/platform/PlatformContext';
import { fileNameOf, saveBlob } from './blob';

/** Downloads an attachment by attsysid through the SDK (the session goes with it). */
export function AttachmentLink({ attsysid, fileName }: { attsysid: string; fileName: string }) {
  const { client } = usePlatform();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data, response } = await client.GET('/a/stone/common/attachment/download/{attsysid}', {
        params: { path: { attsysid } },
        parseAs: 'blob',
      });
      if (!(data instanceof Blob)) throw new Error('文件内容为空');
      saveBlob(data, fileNameOf(response, fileName));
    } catch (e) {
      notifications.show({ color: 'red', title: '下载失败', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void download()} disabled={busy}>
      {fileName}
      {busy && <Loader size={10} ml={6} />}
    </Anchor>
  );
}
