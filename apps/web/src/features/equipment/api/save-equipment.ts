import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentListKey } from '@/shared/equipment/api/equipment-list';
import { equipmentDueListKey } from './equipment-due-list';
import { equipmentOverdueListKey } from './equipment-overdue-list';
import { pressurePipingListKey } from './pressure-piping-list';
import { pressurePipelineListKey } from './pressure-pipeline-list';
import { pipelineMaintainListKey } from './pipeline-maintain-list';
import { equipmentOverviewQuery } from '@/shared/equipment/api/equipment-overview';
import { equipmentStatisticsQuery } from '@/shared/equipment/api/equipment-statistics';
import { equipmentDetailQuery } from './equipment-detail';

export type EquipmentForm = components['schemas']['EquipmentForm'];

/** What a saved piece of equipment makes stale: every equipment list, the counts, and its own archive. */
export function invalidateSavedEquipment(qc: QueryClient, p: Platform, oidno?: string | null) {
  const keys: readonly (readonly unknown[])[] = [
    equipmentListKey, equipmentDueListKey, equipmentOverdueListKey, pressurePipingListKey, pressurePipelineListKey, pipelineMaintainListKey,
    equipmentOverviewQuery(p).queryKey, equipmentStatisticsQuery(p).queryKey,
  ];
  for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
  if (oidno) void qc.invalidateQueries({ queryKey: equipmentDetailQuery(p, oidno).queryKey });
}

/** Adds (no `oidno`) or saves (with `oidno`) a piece of equipment (POST /a/stone/eqm/addEqm); resolves to its oidno. */
const saveEquipment = (p: Platform, body: EquipmentForm) => unwrap(p.client.POST('/a/stone/eqm/addEqm', { body }));
export function useSaveEquipment() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipmentForm) => saveEquipment(p, body),
    onSuccess: (oidno, body) => invalidateSavedEquipment(qc, p, oidno ?? body.oidno),
  });
}
