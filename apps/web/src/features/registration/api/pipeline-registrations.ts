import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useRecordKey } from './keys';

export type PipelineRegistrationsBody = BodyOf<'listEqmBcwBasicPipeline'>;

export const pipelineRegistrationsKey = [...useRecordKey, 'pipeline'] as const;
/** Pressure piping (class 8000) use registrations by unit, paged (POST /a/stone/eqmBcwBasic/list8000Tpm). */
export const fetchPipelineRegistrations = (p: Platform, body: PipelineRegistrationsBody) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/list8000Tpm', { body }));
