import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { rescueKey } from './keys';

export type SaveRescueBody = BodyOf<'saveRescueRecord'>;

/** Saves one of the rescue registrations (POST /a/stone/rescue/save). */
const saveRescue = (p: Platform, body: SaveRescueBody) => unwrap(p.client.POST('/a/stone/rescue/save', { body }));
export function useSaveRescue() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRescueBody) => saveRescue(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: rescueKey }),
  });
}
