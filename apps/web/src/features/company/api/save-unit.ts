import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { unitKey } from '@/shared/unit/api/keys';

export type UnitSaveBody = BodyOf<'saveUnit'>;

/** Saves the unit's basic information directly (POST /a/stone/unit/save); name, credit code and legal person go through a change application. */
const saveUnit = (p: Platform, body: UnitSaveBody) => unwrap(p.client.POST('/a/stone/unit/save', { body }));
export function useSaveUnit() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitSaveBody) => saveUnit(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: unitKey }),
  });
}
