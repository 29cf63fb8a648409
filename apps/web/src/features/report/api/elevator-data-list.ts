import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ElevatorDataListBody = BodyOf<'listElevatorInspectionData'>;
export type ElevatorInspectionData = components['schemas']['ElevatorInspectionData'];

export const elevatorDataListKey = ['report', 'elevator-data'] as const;
/** Elevator supervision inspection data, paged (POST /a/stone/declaration/elevatorInspectionDataList). */
export const fetchElevatorDataList = (p: Platform, body: ElevatorDataListBody) => unwrap(p.client.POST('/a/stone/declaration/elevatorInspectionDataList', { body }));
export const elevatorDataListQuery = (p: Platform, body: ElevatorDataListBody) =>
  queryOptions({ queryKey: [...elevatorDataListKey, body], queryFn: () => fetchElevatorDataList(p, body), placeholderData: keepPreviousData });
export const useElevatorDataList = (body: ElevatorDataListBody) => useQuery(elevatorDataListQuery(usePlatform(), body));
