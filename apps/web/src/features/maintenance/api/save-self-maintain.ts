import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { selfMaintainListKey } from './self-maintain-list';

export type SaveSelfMaintainBody = BodyOf<'saveSelfMaintainApply'>;

/** Saves a self-maintain application as a draft (POST /a/stone/eqmSelfMaintain/save). */
export const saveSelfMaintain = (p: Platform, body: SaveSelfMaintainBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/save', { body }));
export function useSaveSelfMaintain() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSelfMaintainBody) => saveSelfMaintain(p, body),
    onSuccess: () => { for (const queryKey of [selfMaintainListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
