import { notifications } from '@mantine/notifications';
import { usePlatform } from '@/platform/PlatformContext';
import { fileNameOf, saveBlob } from '@/kit/blob';
import type { Invoice } from './api/invoice-list';

/** Downloads an issued invoice's PDF (the attachment pdfAttsysid, through the SDK with the session). */
export function useInvoicePdf() {
  const { client } = usePlatform();
  return async (invoice: Pick<Invoice, 'pdfAttsysid' | 'invoiceNo' | 'id'>) => {
    if (!invoice.pdfAttsysid) return;
    try {
      const { data, response } = await client.GET('/a/stone/common/attachment/download/{attsysid}', {
        params: { path: { attsysid: invoice.pdfAttsysid } },
        parseAs: 'blob',
      });
      if (!(data instanceof Blob)) throw new Error('文件内容为空');
      saveBlob(data, fileNameOf(response, `电子发票${invoice.invoiceNo ?? invoice.id}.pdf`));
    } catch (e) {
      notifications.show({ color: 'red', title: '下载失败', message: e instanceof Error ? e.message : String(e) });
    }
  };
}
