import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Removes one piece of equipment from a draft or returned application (POST /a/stone/epPemUseregistApply/deleteEqu). */
export const removeApplyEquipment = (p: Platform, id: string, oidno: string) =>
  unwrap(p.client.POST('/a/stone/epPemUseregistApply/deleteEqu', { body: { id, oidno } }));
