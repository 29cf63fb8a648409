import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { registChangeKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const registChangeDetailKey = [...registChangeKey, 'detail'] as const;
/** One use-registration change application with its items, flow and attachments (GET /a/stone/useRegistChange/detail/{id}). */
const fetchRegistChangeDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegistChange/detail/{id}', { params: { path: { id } } }));
export const useRegistChangeDetail = recordHook(registChangeDetailKey, fetchRegistChangeDetail);
