import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type PressurePipelineListBody = BodyOf<'listPressurePipelines'>;

export const pressurePipelineListKey = [...equipmentKey, 'pressure-pipeline-list'] as const;
/** Pressure pipelines (压力管道, 8000, registered by line), paged (POST /a/stone/eqm/pressurePipelineList). */
export const fetchPressurePipelineList = (p: Platform, body: PressurePipelineListBody) =>
  unwrap(p.client.POST('/a/stone/eqm/pressurePipelineList', { body }));
