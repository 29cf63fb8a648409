import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CreateUseManageBody = BodyOf<'saveUseManageRecord'>;

/** Creates a use-management change application as a draft, or with isCommit submits it (POST /a/stone/useManage/save). */
export const createUseManage = (p: Platform, body: CreateUseManageBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/useManage/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
