import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { unitKey } from '@/shared/unit/api/keys';

export type UnitChangeBody = BodyOf<'applyUnitChange'>;

/**
 * A change application for the unit's identifying fields, with the new business licence (POST
 * /a/stone/unit/changeUnit, multipart); resolves to the application's id. Refused while one is pending.
 */
const applyUnitChange = (p: Platform, body: UnitChangeBody) =>
  unwrap(p.client.POST('/a/stone/unit/changeUnit', { body }));
export function useApplyUnitChange() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitChangeBody) => applyUnitChange(p, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: unitKey });
    },
  });
}
