import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type PipelineBody = BodyOf<'savePressurePipeline'>;

/** Adds or saves a pressure pipeline (POST /a/stone/eqm/savePipeline); resolves to its oidno. */
const savePipeline = (p: Platform, body: PipelineBody) => unwrap(p.client.POST('/a/stone/eqm/savePipeline', { body }));
export function useSavePipeline() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineBody) => savePipeline(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: equipmentKey }),
  });
}
