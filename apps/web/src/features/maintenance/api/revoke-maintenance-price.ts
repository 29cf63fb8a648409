import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { priceApplyDetailKey } from './maintenance-price-detail';
import { priceApplyListKey } from './maintenance-price-list';

export type RevokePriceApplyBody = BodyOf<'revokeMaintenancePriceApply'>;

/** Revokes a maintenance price application (POST /a/stone/epPemMaipricApply/revoke). */
export const revokePriceApply = (p: Platform, body: RevokePriceApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/revoke', { body }));
export function useRevokePriceApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokePriceApplyBody) => revokePriceApply(p, body),
    onSuccess: () => { for (const queryKey of [priceApplyListKey, priceApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
