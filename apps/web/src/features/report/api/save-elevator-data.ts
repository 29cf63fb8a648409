import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveElevatorDataBody = BodyOf<'saveElevatorInspectionData'>;

/** Saves the supervision inspection data of one elevator (isCommit: and submits it) (POST /a/stone/declaration/elevatorInspectionDataSave). */
export const saveElevatorData = (p: Platform, body: SaveElevatorDataBody, opts: { commit?: boolean } = {}) =>
  unwrap(
    p.client.POST('/a/stone/declaration/elevatorInspectionDataSave', {
      body,
      ...(opts.commit ? { params: { query: { isCommit: true } } } : {}),
    }),
  );
