import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyListKey } from './api/maintenance-project-list';
import { projectApplyDetailKey } from './api/maintenance-project-detail';
import { priceApplyListKey } from './api/maintenance-price-list';
import { priceApplyDetailKey } from './api/maintenance-price-detail';
import { submitProjectApply } from './api/submit-maintenance-project';
import { revokeProjectApply } from './api/revoke-maintenance-project';
import { deleteProjectApply } from './api/delete-maintenance-project';
import { saveProjectApply } from './api/save-maintenance-project';
import { submitPriceApply } from './api/submit-maintenance-price';
import { revokePriceApply } from './api/revoke-maintenance-price';
import { deletePriceApply } from './api/delete-maintenance-price';
import { savePriceApply } from './api/save-maintenance-price';
import { priceLifecycle, projectLifecycle } from './applications';

/**
 * The maintenance-project application's lifecycle (submit, revoke, delete), its save (draft or
 * commit) and the query keys those change: one place for the list and the detail page.
 */
export function useProjectApplyCalls() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const invalidate = [projectApplyListKey, projectApplyDetailKey] as const;
  const lifecycle = projectLifecycle({
    submit: (r) => submitProjectApply(platform, { id: r.id }),
    revoke: (r) => revokeProjectApply(platform, { id: r.id }),
    delete: (r) => deleteProjectApply(platform, { id: r.id }),
  });
  const save = async (body: Parameters<typeof saveProjectApply>[1], commit: boolean) => {
    const r = await saveProjectApply(platform, body, commit);
    for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    return r;
  };
  return { lifecycle, save, invalidate };
}

/** The same for the maintenance-pricing application. */
export function usePriceApplyCalls() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const invalidate = [priceApplyListKey, priceApplyDetailKey] as const;
  const lifecycle = priceLifecycle({
    submit: (r) => submitPriceApply(platform, { id: r.id }),
    revoke: (r) => revokePriceApply(platform, { id: r.id }),
    delete: (r) => deletePriceApply(platform, { id: r.id }),
  });
  const save = async (body: Parameters<typeof savePriceApply>[1], commit: boolean) => {
    const r = await savePriceApply(platform, body, commit);
    for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    return r;
  };
  return { lifecycle, save, invalidate };
}
