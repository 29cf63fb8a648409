import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PressurePipingListBody = BodyOf<'listPressurePiping'>;

export const pressurePipingListKey = ['equipment', 'pressurePipingList'] as const;
/** Pressure piping components (压力管道元件, 7000), paged (POST /a/stone/eqm/pressurePipingList). */
export const fetchPressurePipingList = (p: Platform, body: PressurePipingListBody) => unwrap(p.client.POST('/a/stone/eqm/pressurePipingList', { body }));
export const pressurePipingListQuery = (p: Platform, body: PressurePipingListBody) =>
  queryOptions({ queryKey: [...pressurePipingListKey, body], queryFn: () => fetchPressurePipingList(p, body), placeholderData: keepPreviousData });
export const usePressurePipingList = (body: PressurePipingListBody) => useQuery(pressurePipingListQuery(usePlatform(), body));
