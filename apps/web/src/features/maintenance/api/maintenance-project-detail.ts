import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { projectApplyKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const projectApplyDetailKey = [...projectApplyKey, 'detail'] as const;
/** One maintenance project application with its flow and attachments (GET /a/stone/epPemMaiprojApply/detail/{id}). */
const fetchProjectApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemMaiprojApply/detail/{id}', { params: { path: { id } } }));
export const useProjectApplyDetail = recordHook(projectApplyDetailKey, fetchProjectApplyDetail);
