import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type OpinionListBody = BodyOf<'listInspectionOpinions'>;
export type InspectionOpinion = components['schemas']['InspectionOpinion'];

/** The root of every opinion query: a confirmed rectification invalidates it. */
export const opinionKey = ['report', 'opinions'] as const;
export const opinionListKey = [...opinionKey, 'list'] as const;
/** Inspection opinion notices, paged (POST /a/stone/report/opinionList). */
export const fetchOpinionList = (p: Platform, body: OpinionListBody) =>
  unwrap(p.client.POST('/a/stone/report/opinionList', { body }));
