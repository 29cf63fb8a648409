import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { constructionKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const constructionDetailKey = [...constructionKey, 'detail'] as const;
/** One construction notice with its equipment, flow and attachments (GET /a/stone/constructionNotice/detail/{id}). */
const fetchConstructionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/constructionNotice/detail/{id}', { params: { path: { id } } }));
export const useConstructionDetail = recordHook(constructionDetailKey, fetchConstructionDetail);
