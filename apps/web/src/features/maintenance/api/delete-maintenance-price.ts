import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { priceApplyDetailKey } from './maintenance-price-detail';
import { priceApplyListKey } from './maintenance-price-list';

export type DeletePriceApplyBody = BodyOf<'deleteMaintenancePriceApply'>;

/** Deletes a maintenance price application (POST /a/stone/epPemMaipricApply/delete). */
export const deletePriceApply = (p: Platform, body: DeletePriceApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/delete', { body }));
export function useDeletePriceApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeletePriceApplyBody) => deletePriceApply(p, body),
    onSuccess: () => { for (const queryKey of [priceApplyListKey, priceApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
