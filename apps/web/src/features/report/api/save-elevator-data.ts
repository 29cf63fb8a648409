import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { elevatorDataListKey } from './elevator-data-list';

export type SaveElevatorDataBody = BodyOf<'saveElevatorInspectionData'>;

/** Saves the supervision inspection data of one elevator (isCommit: and submits it) (POST /a/stone/declaration/elevatorInspectionDataSave). */
export const saveElevatorData = (p: Platform, body: SaveElevatorDataBody, opts: { commit?: boolean } = {}) =>
  unwrap(p.client.POST('/a/stone/declaration/elevatorInspectionDataSave', { body, ...(opts.commit ? { params: { query: { isCommit: true } } } : {}) }));
export function useSaveElevatorData() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, commit }: { body: SaveElevatorDataBody; commit?: boolean }) => saveElevatorData(p, body, { commit }),
    onSuccess: () => { for (const queryKey of [elevatorDataListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
