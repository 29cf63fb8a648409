import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { unwrapBlob } from '@/kit/blob';

/** Attachments of a record (POST /a/stone/common/attachment/list). */
export const fetchAttachments = (p: Platform, attrefsysid: string) =>
  unwrap(p.client.POST('/a/stone/common/attachment/list', { body: { attrefsysid } }));
const attachmentsQuery = (p: Platform, attrefsysid: string) =>
  queryOptions({
    queryKey: ['attachments', attrefsysid],
    queryFn: () => fetchAttachments(p, attrefsysid),
    enabled: !!attrefsysid,
  });
export const useAttachments = (attrefsysid: string, refetchInterval?: number | false) =>
  useQuery({ ...attachmentsQuery(usePlatform(), attrefsysid), refetchInterval });

/** Uploads one file to a record outside the panel (e.g. a form that sends its file with the record). */
export const uploadAttachment = (
  p: Platform,
  { file, attrefsysid, attType }: { file: File; attrefsysid: string; attType?: string },
) =>
  unwrap(
    p.client.POST('/a/stone/common/attachment/upload', {
      body: { file, attrefsysid, ...(attType ? { attType } : {}) },
    }),
  );

/** Uploads one file to a record, reporting progress through the given fetch. */
export function useUploadAttachment(attrefsysid: string) {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, attType, fetch }: { file: File; attType?: string; fetch?: typeof globalThis.fetch }) =>
      unwrap(
        p.client.POST('/a/stone/common/attachment/upload', {
          body: { file, attrefsysid, ...(attType ? { attType } : {}) },
          fetch,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: attachmentsQuery(p, attrefsysid).queryKey }),
  });
}

/** Deletes an attachment by attsysid. */
export function useDeleteAttachment(attrefsysid: string) {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (attsysid: string) =>
      unwrap(p.client.POST('/a/stone/common/attachment/delete', { body: { attsysid } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: attachmentsQuery(p, attrefsysid).queryKey }),
  });
}

/** The QR code (PNG) a phone scans to upload to this record. */
export const useUploadQrcode = (attrefsysid: string, enabled: boolean) => {
  const p = usePlatform();
  return useQuery({
    queryKey: ['attachments', 'qrcode', attrefsysid],
    queryFn: async () =>
      URL.createObjectURL(
        await unwrapBlob(
          p.client.GET('/a/stone/common/attachment/qrcode', { params: { query: { attrefsysid } }, parseAs: 'blob' }),
        ),
      ),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
};
