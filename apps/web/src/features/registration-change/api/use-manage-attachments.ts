import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageKey } from './keys';

const useManageAttachmentsKey = [...useManageKey, 'attachments'] as const;
/** The attachments of a use-management change application (GET /a/stone/useManage/attachments). */
const fetchUseManageAttachments = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/attachments', { params: { query: { id } } }));
const useManageAttachmentsQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...useManageAttachmentsKey, id],
    queryFn: () => fetchUseManageAttachments(p, id),
    enabled: !!id,
  });
export const useUseManageAttachments = (id: string) => useQuery(useManageAttachmentsQuery(usePlatform(), id));
