import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

/** Whether the equipment is in a business flow (POST /a/stone/eqm/findInFlow): no change may start then. */
export const fetchEquipmentInFlow = (p: Platform, oidno: string) =>
  unwrap(p.client.POST('/a/stone/eqm/findInFlow', { body: { oidno } }));
/** Always asked afresh: a flow may have started a moment ago. */
export const equipmentInFlowQuery = (p: Platform, oidno: string) =>
  queryOptions({
    queryKey: [...equipmentKey, 'in-flow', oidno],
    queryFn: () => fetchEquipmentInFlow(p, oidno),
    enabled: !!oidno,
    staleTime: 0,
  });
export const useEquipmentInFlow = (oidno: string) => useQuery(equipmentInFlowQuery(usePlatform(), oidno));
