import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { equipmentKey } from '@/shared/equipment/api/keys';

/** Uploads the equipment import template (POST /a/stone/eqm/import, multipart); `fetch` reports progress. */
const importEquipment = (p: Platform, { file, fetch }: { file: File; fetch?: typeof globalThis.fetch }) =>
  unwrap(p.client.POST('/a/stone/eqm/import', { body: { file, updateSupport: '0' }, fetch }));

/** The import as a mutation: the equipment lists and the numbers of 设备概况 reload afterwards. */
export const useImportEquipment = mutationHook(importEquipment, equipmentKey);
