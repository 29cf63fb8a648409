import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { invalidateSavedEquipment } from './save-equipment';

export type PipelineBody = NonNullable<OperationTypes['savePressurePipeline']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Adds or saves a pressure pipeline (POST /a/stone/eqm/savePipeline); resolves to its oidno. */
export const savePipeline = (p: Platform, body: PipelineBody) => unwrap(p.client.POST('/a/stone/eqm/savePipeline', { body }));
export function useSavePipeline() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineBody) => savePipeline(p, body),
    onSuccess: (oidno, body) => invalidateSavedEquipment(qc, p, oidno ?? body.oidno),
  });
}
