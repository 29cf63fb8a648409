import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type ModifyUseManageBody = BodyOf<'modifyUseManageRecord'>;

/** Changes a draft or returned use-management application, or with isCommit changes and submits it (POST /a/stone/useManage/modify). */
export const modifyUseManage = (p: Platform, body: ModifyUseManageBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/useManage/modify', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
