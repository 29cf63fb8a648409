import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type PipelineRegistrationsBody = NonNullable<OperationTypes['listEqmBcwBasicPipeline']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type PipelineRegistration = Awaited<ReturnType<typeof fetchPipelineRegistrations>>['list'][number];

export const pipelineRegistrationsKey = ['registration', 'pipeline', 'list'] as const;
/** Pressure piping (class 8000) use registrations by unit, paged (POST /a/stone/eqmBcwBasic/list8000Tpm). */
export const fetchPipelineRegistrations = (p: Platform, body: PipelineRegistrationsBody) => unwrap(p.client.POST('/a/stone/eqmBcwBasic/list8000Tpm', { body }));
