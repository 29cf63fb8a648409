import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteElevatorDataBody = BodyOf<'deleteElevatorInspectionData'>;

/** Deletes draft elevator inspection data (POST /a/stone/declaration/elevatorInspectionDataDelete). */
export const deleteElevatorData = (p: Platform, body: DeleteElevatorDataBody) =>
  unwrap(p.client.POST('/a/stone/declaration/elevatorInspectionDataDelete', { body }));
