import type { QueryKey } from '@tanstack/react-query';
import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import type { Platform } from '@/platform/platform';
import { priceApplyKey, projectApplyKey } from './api/keys';
import { submitProjectApply } from './api/submit-maintenance-project';
import { revokeProjectApply } from './api/revoke-maintenance-project';
import { deleteProjectApply } from './api/delete-maintenance-project';
import { saveProjectApply } from './api/save-maintenance-project';
import { submitPriceApply } from './api/submit-maintenance-price';
import { revokePriceApply } from './api/revoke-maintenance-price';
import { deletePriceApply } from './api/delete-maintenance-price';
import { savePriceApply } from './api/save-maintenance-price';
import { priceLifecycle, projectLifecycle } from './applications';

type ById = (p: Platform, body: { id: string }) => Promise<unknown>;

/**
 * A maintenance application's calls: its lifecycle (submit, revoke, delete, each by id) and its save
 * (draft or commit). The project and the price application differ only in their endpoints.
 */
const applicationCalls = <Row extends { id: string }, Body, Saved>(a: {
  queryKey: QueryKey;
  lifecycle: (calls: Lifecycle<Row>['calls']) => Lifecycle<Row>;
  submit: ById;
  revoke: ById;
  remove: ById;
  save: (p: Platform, body: Body, commit: boolean) => Promise<Saved>;
}) =>
  recordCalls({
    queryKey: a.queryKey,
    lifecycle: (platform) =>
      a.lifecycle({
        submit: (r) => a.submit(platform, { id: r.id }),
        revoke: (r) => a.revoke(platform, { id: r.id }),
        delete: (r) => a.remove(platform, { id: r.id }),
      }),
    save: a.save,
  });

export const useProjectApplyCalls = applicationCalls({
  queryKey: projectApplyKey,
  lifecycle: projectLifecycle,
  submit: submitProjectApply,
  revoke: revokeProjectApply,
  remove: deleteProjectApply,
  save: saveProjectApply,
});

export const usePriceApplyCalls = applicationCalls({
  queryKey: priceApplyKey,
  lifecycle: priceLifecycle,
  submit: submitPriceApply,
  revoke: revokePriceApply,
  remove: deletePriceApply,
  save: savePriceApply,
});
