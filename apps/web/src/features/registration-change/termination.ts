import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import { applicationStatuses } from './applications';
import type { TerminationApply } from './api/termination-list';
import { terminationKey } from './api/keys';
import { commitTermination } from './api/commit-termination';
import { rollbackTermination } from './api/rollback-termination';
import { deleteTermination } from './api/delete-termination';
import { applicationTouches } from '@/shared/application/api/keys';

/** A finished 注销 has a cancellation notice (by its use-registration record). */
export const hasCancellationNotice = (r: TerminationApply) => r.applyType === '3' && r.status === '3' && !!r.bcwId;

/** The termination application's statuses (the area's shared ones). */
export const TERMINATION_STATUSES: Lifecycle<unknown>['statuses'] = applicationStatuses();

/** The termination (停用 / 报废 / 注销 / 启用) application's lifecycle: submit, take back before acceptance, delete. */
export const useTerminationCalls = recordCalls({
  queryKey: terminationKey,
  touches: applicationTouches,
  lifecycle: (platform): Lifecycle<TerminationApply> => ({
    noun: '停用报废注销申请',
    statuses: TERMINATION_STATUSES,
    status: (r) => r.status,
    statusText: (r) => r.statusName,
    calls: {
      submit: (r) => commitTermination(platform, { id: r.id }),
      rollback: (r) => rollbackTermination(platform, { id: r.id }),
      delete: (r) => deleteTermination(platform, { id: r.id }),
    },
  }),
});
