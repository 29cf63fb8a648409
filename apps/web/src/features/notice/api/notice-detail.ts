import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

/** One notice (POST /a/stone/index/getArticle). */
const fetchNotice = (p: Platform, id: string) => unwrap(p.client.POST('/a/stone/index/getArticle', { body: { id } }));
export const useNotice = recordHook(['notice', 'detail'], fetchNotice);
