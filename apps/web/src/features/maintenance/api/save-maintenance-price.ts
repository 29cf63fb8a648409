import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { priceApplyDetailKey } from './maintenance-price-detail';
import { priceApplyListKey } from './maintenance-price-list';

export type SavePriceApplyBody = BodyOf<'saveMaintenancePriceApply'>;

/** Saves a maintenance price application as a draft, or with isCommit submits it (POST /a/stone/epPemMaipricApply/save). */
export const savePriceApply = (p: Platform, body: SavePriceApplyBody, isCommit = false) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useSavePriceApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SavePriceApplyBody; isCommit?: boolean }) => savePriceApply(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [priceApplyListKey, priceApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
