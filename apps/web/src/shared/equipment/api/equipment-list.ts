import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentListBody = BodyOf<'listEquipment'>;
export type Equipment = components['schemas']['Equipment'];

/**
 * The unit's equipment, filtered and paged (POST /a/stone/eqm/list): the equipment lists, the
 * pickers of every form that names equipment, the change and termination forms. One call, one
 * cache key.
 */
export const equipmentListKey = [...equipmentKey, 'list'] as const;
export const fetchEquipmentList = (p: Platform, body: EquipmentListBody, signal?: AbortSignal) =>
  unwrap(p.client.POST('/a/stone/eqm/list', { body, signal }));
export const equipmentListQuery = (p: Platform, body: EquipmentListBody) =>
  queryOptions({
    queryKey: [...equipmentListKey, body],
    queryFn: () => fetchEquipmentList(p, body),
    placeholderData: keepPreviousData,
  });
export const useEquipmentList = (body: EquipmentListBody) => useQuery(equipmentListQuery(usePlatform(), body));

/** The first 100 of the unit's equipment (a form's choice of equipment, with the fields it shows). */
export const FIRST_PAGE = { pageNo: 1, pageSize: 100 } as const;
