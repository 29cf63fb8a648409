import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { unitKey } from './keys';

export type UnitDetail = components['schemas']['UnitDetail'];

const unitDetailKey = [...unitKey, 'detail'] as const;
/** The signed-in unit's full information (GET /a/stone/unit/get/unit/info): 单位信息维护, and the unit fields of new applications. */
const fetchUnitDetail = (p: Platform) => unwrap(p.client.GET('/a/stone/unit/get/unit/info'));
const unitDetailQuery = (p: Platform) => queryOptions({ queryKey: unitDetailKey, queryFn: () => fetchUnitDetail(p) });
export const useUnitDetail = () => useQuery(unitDetailQuery(usePlatform()));
