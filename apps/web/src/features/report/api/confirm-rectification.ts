import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { opinionKey } from './opinion-list';

export type ConfirmRectificationBody = BodyOf<'confirmInspectionRectification'>;

/** Submits the rectification of an opinion notice with its evidence (attachments by attrefsysid) (POST /a/stone/report/rectificationConfirm). */
const confirmRectification = (p: Platform, body: ConfirmRectificationBody) =>
  unwrap(p.client.POST('/a/stone/report/rectificationConfirm', { body }));
export function useConfirmRectification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmRectificationBody) => confirmRectification(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: opinionKey }),
  });
}
