import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { opinionKey } from './opinion-list';
import { recordHook } from '@/kit/api/call-hooks';

const opinionDetailKey = [...opinionKey, 'detail'] as const;
/** One inspection opinion notice: problems, rectification and evidence (GET /a/stone/report/opinionDetail). */
const fetchOpinionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/report/opinionDetail', { params: { query: { id } } }));
export const useOpinionDetail = recordHook(opinionDetailKey, fetchOpinionDetail);
