import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { projectApplyKey } from './keys';

export type ProjectApplyListBody = BodyOf<'listMaintenanceProjectApplys'>;
export type MaintenanceProjectApply = components['schemas']['MaintenanceProjectApply'];

export const projectApplyListKey = [...projectApplyKey, 'list'] as const;
/** maintenance project applications, paged (POST /a/stone/epPemMaiprojApply/list). */
export const fetchProjectApplyList = (p: Platform, body: ProjectApplyListBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaiprojApply/list', { body }));
