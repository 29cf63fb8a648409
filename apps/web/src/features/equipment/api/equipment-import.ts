import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

/** Uploads the equipment import template (POST /a/stone/eqm/import, multipart); `fetch` reports progress. */
const importEquipment = (p: Platform, file: File, fetch?: typeof globalThis.fetch) =>
  unwrap(p.client.POST('/a/stone/eqm/import', { body: { file, updateSupport: '0' }, fetch }));

/** The import as a mutation: the equipment lists and the numbers of 设备概况 reload afterwards. */
export function useImportEquipment() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fetch }: { file: File; fetch?: typeof globalThis.fetch }) => importEquipment(p, file, fetch),
    // Not awaited: the summary shows at once while the lists reload behind the dialog.
    onSuccess: () => void qc.invalidateQueries({ queryKey: equipmentKey }),
  });
}
