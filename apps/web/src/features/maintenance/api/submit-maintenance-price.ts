import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { priceApplyDetailKey } from './maintenance-price-detail';
import { priceApplyListKey } from './maintenance-price-list';

export type SubmitPriceApplyBody = BodyOf<'submitMaintenancePriceApply'>;

/** Submits a maintenance price application (POST /a/stone/epPemMaipricApply/submit). */
export const submitPriceApply = (p: Platform, body: SubmitPriceApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/submit', { body }));
export function useSubmitPriceApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPriceApplyBody) => submitPriceApply(p, body),
    onSuccess: () => { for (const queryKey of [priceApplyListKey, priceApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
