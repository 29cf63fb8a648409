import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type ElevatorDataListBody = BodyOf<'listElevatorInspectionData'>;
export type ElevatorInspectionData = components['schemas']['ElevatorInspectionData'];

export const elevatorDataListKey = ['report', 'elevator-data'] as const;
/** Elevator supervision inspection data, paged (POST /a/stone/declaration/elevatorInspectionDataList). */
export const fetchElevatorDataList = (p: Platform, body: ElevatorDataListBody) =>
  unwrap(p.client.POST('/a/stone/declaration/elevatorInspectionDataList', { body }));
