import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type PipelineMaintainListBody = BodyOf<'listPipelinesForMaintenance'>;

export const pipelineMaintainListKey = [...equipmentKey, 'pipeline-maintain-list'] as const;
/** Pressure pipelines for data maintenance, 待完善 first (POST /a/stone/eqm/pipelineMaintainList). */
export const fetchPipelineMaintainList = (p: Platform, body: PipelineMaintainListBody) =>
  unwrap(p.client.POST('/a/stone/eqm/pipelineMaintainList', { body }));
