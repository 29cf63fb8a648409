import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { elevatorDataListKey } from './elevator-data-list';

export type DeleteElevatorDataBody = BodyOf<'deleteElevatorInspectionData'>;

/** Deletes draft elevator inspection data (POST /a/stone/declaration/elevatorInspectionDataDelete). */
export const deleteElevatorData = (p: Platform, body: DeleteElevatorDataBody) => unwrap(p.client.POST('/a/stone/declaration/elevatorInspectionDataDelete', { body }));
export function useDeleteElevatorData() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteElevatorDataBody) => deleteElevatorData(p, body),
    onSuccess: () => { for (const queryKey of [elevatorDataListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
