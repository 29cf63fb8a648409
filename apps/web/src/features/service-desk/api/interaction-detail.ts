import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { interactionKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const interactionDetailKey = [...interactionKey, 'detail'] as const;
/** One of the questions to and answers from the inspection body (GET /a/stone/interaction/detail/{id}). */
const fetchInteractionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/interaction/detail/{id}', { params: { path: { id } } }));
export const useInteractionDetail = recordHook(interactionDetailKey, fetchInteractionDetail);
