import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type OpinionListBody = BodyOf<'listInspectionOpinions'>;
export type InspectionOpinion = components['schemas']['InspectionOpinion'];

export const opinionListKey = ['report', 'opinions'] as const;
/** Inspection opinion notices, paged (POST /a/stone/report/opinionList). */
export const fetchOpinionList = (p: Platform, body: OpinionListBody) => unwrap(p.client.POST('/a/stone/report/opinionList', { body }));
