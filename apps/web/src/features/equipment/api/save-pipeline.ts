import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type PipelineBody = BodyOf<'savePressurePipeline'>;

/** Adds or saves a pressure pipeline (POST /a/stone/eqm/savePipeline); resolves to its oidno. */
const savePipeline = (p: Platform, body: PipelineBody) => unwrap(p.client.POST('/a/stone/eqm/savePipeline', { body }));
export const useSavePipeline = mutationHook(savePipeline, equipmentKey);
