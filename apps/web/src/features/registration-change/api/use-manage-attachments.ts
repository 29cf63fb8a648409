import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const useManageAttachmentsKey = [...useManageKey, 'attachments'] as const;
/** The attachments of a use-management change application (GET /a/stone/useManage/attachments). */
const fetchUseManageAttachments = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/attachments', { params: { query: { id } } }));
export const useUseManageAttachments = recordHook(useManageAttachmentsKey, fetchUseManageAttachments);
