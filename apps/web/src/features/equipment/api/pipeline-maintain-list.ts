import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PipelineMaintainListBody = BodyOf<'listPipelinesForMaintenance'>;

export const pipelineMaintainListKey = ['equipment', 'pipelineMaintainList'] as const;
/** Pressure pipelines for data maintenance, 待完善 first (POST /a/stone/eqm/pipelineMaintainList). */
export const fetchPipelineMaintainList = (p: Platform, body: PipelineMaintainListBody) => unwrap(p.client.POST('/a/stone/eqm/pipelineMaintainList', { body }));
