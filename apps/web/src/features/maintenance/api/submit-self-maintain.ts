import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { selfMaintainListKey } from './self-maintain-list';

export type SubmitSelfMaintainBody = BodyOf<'submitSelfMaintainApply'>;

/** Submits a self-maintain application (POST /a/stone/eqmSelfMaintain/submit). */
export const submitSelfMaintain = (p: Platform, body: SubmitSelfMaintainBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/submit', { body }));
export function useSubmitSelfMaintain() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSelfMaintainBody) => submitSelfMaintain(p, body),
    onSuccess: () => { for (const queryKey of [selfMaintainListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
